import { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';

/**
 * Reading an imported file as CSV records, streaming: the file is never
 * held, only the record being read (csv-parse's stream API). The header
 * line is read first, on its own, to check that the file is CSV text and to
 * choose its delimiter.
 */

/** The file cannot be imported at all: nothing is written. */
export class ImportRefused extends Error {}

/** Longest header line accepted; a longer one is a file that is not CSV. */
const MAX_HEADER_BYTES = 1 << 20;
/** Longest record, in characters (a long note fits; a file without line ends does not). */
const MAX_RECORD_CHARS = 4 << 20;

export type CsvRecord =
  /** A data record, with its 1-based number among the data rows. */
  | { row: number; cells: string[] }
  /** A record csv-parse could not read (a quote never closed); the others go on. */
  | { row: number; cells: null; raw: string; error: string };

export interface CsvFile {
  header: string[];
  delimiter: ',' | ';';
  records: AsyncIterable<CsvRecord>;
  /** Bytes of the file read so far (for a progress bar). */
  bytesRead(): number;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where the first line ends (outside quotes), and how many `;` and `,` it has outside quotes. */
function scanHeader(bytes: Buffer): { end: number; semicolons: number; commas: number } {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (b === LF || b === CR) return { end: i, semicolons, commas };
    else if (b === 0x3b) semicolons++;
    else if (b === 0x2c) commas++;
  }
  return { end: -1, semicolons, commas };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Opens a CSV file from its bytes. Refuses (ImportRefused) a file that is
 * empty, binary, not UTF-8 in its header, or whose first line never ends.
 * A UTF-8 byte order mark is dropped; CRLF, LF and CR line ends are all
 * read; quoted fields may hold line ends. The delimiter is `;` when the
 * header line has more `;` than `,` outside quotes, else `,`.
 */
export async function openCsv(source: AsyncIterable<Buffer | string>): Promise<CsvFile> {
  const input = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  let scan = scanHeader(head);
  let bomChecked = false;
  let bytes = 0;
  while (scan.end < 0) {
    const next = await input.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    bytes += chunk.length;
    head = Buffer.concat([head, chunk]);
    if (!bomChecked && head.length >= 3) {
      bomChecked = true;
      if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) head = head.subarray(3);
    }
    scan = scanHeader(head);
    if (scan.end < 0 && head.length > MAX_HEADER_BYTES)
      throw new ImportRefused(
        'the first line of the file is over 1 MiB long without a line end; this is not a CSV file',
      );
  }
  if (!bomChecked && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) head = head.subarray(3);
  const line = scan.end < 0 ? head : head.subarray(0, scan.end);
  if (line.includes(0))
    throw new ImportRefused('the file is binary, not CSV text; export the spreadsheet as CSV (UTF-8)');
  let headerText: string;
  try {
    headerText = strictUtf8.decode(line);
  } catch {
    throw new ImportRefused('the file is not UTF-8 text; export the spreadsheet as CSV (UTF-8)');
  }
  if (headerText.trim() === '')
    throw new ImportRefused('the file is empty or its first line is; the first line must be the header');
  const delimiter = scan.semicolons > scan.commas ? ';' : ',';

  const skipped: { before: number; raw: string; error: string }[] = [];
  const parser = parse({
    delimiter,
    bom: false,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_CHARS,
    raw: true,
    on_skip: (err: CsvError | undefined, raw: string | undefined) => {
      skipped.push({
        before: parser.info.records,
        raw: raw ?? '',
        error: err ? err.message.replace(/^[^:]*:\s*/, '') : 'cannot be read as CSV',
      });
      return undefined;
    },
  });
  const rest = async function* () {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await input.next();
      if (next.done) return;
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      bytes += chunk.length;
      yield chunk;
    }
  };
  const feed = Readable.from(rest());
  feed.on('error', (err) => parser.destroy(err));
  feed.pipe(parser);

  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<{ raw: string; record: string[] }>;
  const first = await iterator.next();
  if (first.done) throw new ImportRefused('the file has no header line');
  const header = first.value.record.map((h) => h.trim());

  async function* records(): AsyncGenerator<CsvRecord> {
    // Records csv-parse skipped are given back in their place: after the records read before them.
    let emitted = 1;
    let row = 0;
    const unreadBefore = function* (limit: number) {
      while (skipped.length && skipped[0].before < limit) {
        const s = skipped.shift()!;
        yield { row: ++row, cells: null, raw: s.raw, error: s.error } as CsvRecord;
      }
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      emitted++;
      yield* unreadBefore(emitted);
      yield { row: ++row, cells: next.value.record };
    }
    yield* unreadBefore(Infinity);
  }

  return { header, delimiter, records: records(), bytesRead: () => bytes };
}
