import iconv from 'iconv-lite';
import type { ColumnTarget } from './import.columns.js';

/**
 * Reading an imported file as CSV records, streaming: the file is never
 * held, only the record being read (API.md section 9).
 *
 * The bytes are read as they are (one character per byte) and split into
 * records here, so that each cell is then decoded as UTF-8 on its own: a
 * cell that is not UTF-8 fails its row ("not UTF-8"), never stored as
 * U+FFFD. A file in another encoding (`--encoding`, a `charset`, a UTF-16
 * byte order mark) is first decoded by iconv-lite and written again as
 * UTF-8 bytes, so that one reader serves every encoding. A cell over 1 MiB
 * or a record over 4 MiB is not kept: the reader runs on to the record's
 * end (quotes followed, so that its line ends inside quotes are its own)
 * and gives back one failed row in its place.
 */

/** The file cannot be imported at all: nothing is written. `path` names the culprit (`/body`, `/query/map`). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly path = '/body',
  ) {
    super(message);
  }
}

/** Longest header line accepted; a longer one is a file that is not CSV. */
const MAX_HEADER_BYTES = 1 << 20;
/** Longest cell and record, in bytes of UTF-8 (a long note fits; a file without line ends does not). */
export const MAX_CELL_BYTES = 1 << 20;
export const MAX_RECORD_BYTES = 4 << 20;

export type CsvRecord =
  /** A data record, with its 1-based number among the data rows. */
  | { row: number; cells: string[] }
  /** A record that cannot be read (not UTF-8, too large, a quote never closed); the others go on. */
  | { row: number; cells: null; raw: string; error: string };

/** A file read as a table: what an import takes, from CSV or vCard. */
export interface ImportTable {
  header: string[];
  /** The field of each column, when the format fixes them (vCard); else the header is mapped. */
  targets?: ColumnTarget[];
  records: AsyncIterable<CsvRecord>;
  /** Bytes of the file read so far (for a progress bar). */
  bytesRead(): number;
  /** What the rows held that no field takes, when the format names it by row (vCard properties), in the order first met. */
  ignored?(): string[];
}

export interface CsvFile extends ImportTable {
  delimiter: ',' | ';';
}

export const NOT_UTF8 = 'not UTF-8: send --encoding or a charset';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A cell read byte per character, as UTF-8 text; null when its bytes are not UTF-8. */
export function utf8Of(bytes: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(bytes)) return bytes;
  try {
    return strictUtf8.decode(Buffer.from(bytes, 'latin1'));
  } catch {
    return null;
  }
}

/**
 * A cell an export wrote with a `'` before `=`, `+`, `-`, `@`, a tab or a
 * carriage return (so that no spreadsheet runs it) loses that one `'`.
 */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Encodings that are UTF-8: read by the strict reader, not iconv. */
const isUtf8 = (encoding: string) => /^utf-?8$/i.test(encoding.trim());

/**
 * The file's bytes as text of one character per UTF-8 byte. Honours a
 * UTF-8 or UTF-16 byte order mark (dropped); `encoding` (an iconv-lite
 * label: `windows-1252`, `latin1`, `utf-16le`) decodes the rest.
 */
export async function* utf8Bytes(
  source: AsyncIterable<Buffer | string>,
  encoding: string | undefined,
  counter: { bytes: number },
): AsyncGenerator<string> {
  if (encoding !== undefined && !isUtf8(encoding) && !iconv.encodingExists(encoding))
    throw new ImportRefused(
      `the encoding "${encoding}" is not one this server knows (windows-1252, latin1, utf-16le, ...)`,
      '/query/encoding',
    );
  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  let head: Buffer | null = Buffer.alloc(0);
  for await (const piece of source) {
    let chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    counter.bytes += chunk.length;
    if (head) {
      // The first bytes decide: a byte order mark, else the encoding asked for.
      head = Buffer.concat([head, chunk]);
      if (head.length < 3) continue;
      chunk = head;
      head = null;
      // A byte order mark says the encoding, whatever was asked.
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
      else if (chunk[0] === 0xff && chunk[1] === 0xfe) decoder = iconv.getDecoder('utf-16le');
      else if (chunk[0] === 0xfe && chunk[1] === 0xff) decoder = iconv.getDecoder('utf-16be');
      else if (encoding !== undefined && !isUtf8(encoding)) decoder = iconv.getDecoder(encoding);
    }
    yield decoder ? Buffer.from(decoder.write(chunk), 'utf8').toString('latin1') : chunk.toString('latin1');
  }
  if (head?.length) {
    if (encoding !== undefined && !isUtf8(encoding)) decoder = iconv.getDecoder(encoding);
    yield decoder ? Buffer.from(decoder.write(head), 'utf8').toString('latin1') : head.toString('latin1');
  }
  const rest = decoder?.end();
  if (rest) yield Buffer.from(rest, 'utf8').toString('latin1');
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** A record as split, its cells still one character per byte; or why it cannot be read. */
type RawRecord = { cells: string[] } | { error: string; raw: string };

/**
 * Splits text into CSV records: `"` quotes (a doubled one is a quote), a
 * quote inside an unquoted cell is a character, CRLF, LF and CR end a
 * record outside quotes.
 */
class Tokenizer {
  private cells: string[] = [];
  private cell = '';
  /** 0: at a cell's start; 1: in an unquoted cell; 2: inside quotes; 3: a quote inside quotes (closing, or doubled). */
  private state = 0;
  private afterCR = false;
  private recordBytes = 0;
  /** Why the record being read will fail; its content is no longer kept. */
  private oversized: string | null = null;
  private rawStart = '';
  private started = false;

  constructor(private readonly delimiter: number) {}

  feed(text: string, out: RawRecord[]): void {
    const n = text.length;
    let i = 0;
    if (this.afterCR && n > 0) {
      this.afterCR = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    let start = i;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case 2:
          if (c === QUOTE) {
            this.append(text, start, i);
            this.state = 3;
            start = i + 1;
          }
          continue;
        case 3:
          if (c === QUOTE) {
            // A doubled quote: one quote of the cell.
            this.state = 2;
            start = i;
            continue;
          }
          this.state = 1;
          start = i;
          break;
        case 0:
          if (c === QUOTE) {
            this.state = 2;
            this.started = true;
            start = i + 1;
            continue;
          }
          this.state = 1;
          start = i;
          break;
      }
      // Unquoted, or just after a closing quote.
      if (c === this.delimiter) {
        this.append(text, start, i);
        this.endCell();
        start = i + 1;
      } else if (c === LF || c === CR) {
        this.append(text, start, i);
        this.endRecord(out);
        if (c === CR) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === LF) i++;
          } else this.afterCR = true;
        }
        start = i + 1;
      } else this.started = true;
    }
    if (this.state === 1 || this.state === 2) this.append(text, start, n);
    else if (this.state === 3 && start < n) this.append(text, start, n);
  }

  end(out: RawRecord[]): void {
    if (this.state === 2) {
      this.oversized ??= 'cannot be read as CSV: a quoted cell is never closed';
      this.endRecord(out);
    } else if (this.started || this.cells.length || this.cell !== '') this.endRecord(out);
  }

  private append(text: string, from: number, to: number) {
    if (to <= from) return;
    this.started = true;
    const length = to - from;
    this.recordBytes += length;
    if (this.oversized) return;
    if (this.cell.length + length > MAX_CELL_BYTES) this.tooLarge('a cell is over 1 MB (1,048,576 bytes)');
    else if (this.recordBytes > MAX_RECORD_BYTES) this.tooLarge('the row is over 4 MB (4,194,304 bytes)');
    else this.cell += text.slice(from, to);
  }

  private tooLarge(reason: string) {
    this.rawStart = [...this.cells, this.cell].join(',').slice(0, 200);
    this.oversized = reason;
    this.cells = [];
    this.cell = '';
  }

  private endCell() {
    this.started = true;
    if (!this.oversized) this.cells.push(this.cell);
    this.cell = '';
    this.state = 0;
  }

  private endRecord(out: RawRecord[]) {
    if (this.oversized) out.push({ error: this.oversized, raw: this.rawStart });
    else {
      this.cells.push(this.cell);
      out.push({ cells: this.cells });
    }
    this.cells = [];
    this.cell = '';
    this.state = 0;
    this.recordBytes = 0;
    this.oversized = null;
    this.rawStart = '';
    this.started = false;
  }
}

/** Where the first line ends (outside quotes), and how many `;` and `,` it has outside quotes. */
function scanHeader(text: string): { end: number; semicolons: number; commas: number } {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (c === LF || c === CR) return { end: i, semicolons, commas };
    else if (c === 0x3b) semicolons++;
    else if (c === 0x2c) commas++;
  }
  return { end: -1, semicolons, commas };
}

/**
 * Opens a CSV file from its bytes. Refuses (ImportRefused) a file that is
 * empty, binary, not UTF-8 in its header (without an encoding), or whose
 * first line never ends. The delimiter is `;` when the header line has
 * more `;` than `,` outside quotes, else `,`. LinkedIn's `Connections.csv`
 * preamble (its leading `Notes:` lines, up to the header row) is skipped.
 */
export async function openCsv(source: AsyncIterable<Buffer | string>, encoding?: string): Promise<CsvFile> {
  const counter = { bytes: 0 };
  const text = utf8Bytes(source, encoding, counter)[Symbol.asyncIterator]();
  let head = '';
  let scan = scanHeader(head);
  let ended = false;
  while (scan.end < 0) {
    const next = await text.next();
    if (next.done) {
      ended = true;
      break;
    }
    head += next.value;
    scan = scanHeader(head);
    if (scan.end < 0 && head.length > MAX_HEADER_BYTES)
      throw new ImportRefused(
        'the first line of the file is over 1 MiB long without a line end; this is not a CSV file',
      );
  }
  const firstLine = scan.end < 0 ? head : head.slice(0, scan.end);
  if (firstLine.includes('\0'))
    throw new ImportRefused(
      'the file is binary, or UTF-16 without a byte order mark, not CSV text; export the spreadsheet as CSV (UTF-8), or send its encoding',
    );
  const preamble = /^notes:/i.test(firstLine.trim());
  const delimiter = preamble ? ',' : scan.semicolons > scan.commas ? ';' : ',';
  const tokenizer = new Tokenizer(delimiter.charCodeAt(0));
  const pending: RawRecord[] = [];
  tokenizer.feed(head, pending);
  let done = ended;
  if (done) tokenizer.end(pending);

  /** The next record as split, reading more of the file when needed; undefined at the end. */
  const nextRaw = async (): Promise<RawRecord | undefined> => {
    while (!pending.length && !done) {
      const next = await text.next();
      if (next.done) {
        done = true;
        tokenizer.end(pending);
      } else tokenizer.feed(next.value, pending);
    }
    return pending.shift();
  };

  let first = await nextRaw();
  if (preamble) while (first && (!('cells' in first) || first.cells.length < 2)) first = await nextRaw();
  if (!first || !('cells' in first)) throw new ImportRefused('the file has no header line');
  const header = first.cells.map((cell) => {
    const decoded = utf8Of(cell);
    if (decoded === null)
      throw new ImportRefused(
        "the header is not UTF-8 text; send the file's encoding (--encoding, or a charset in Content-Type), or export it as CSV (UTF-8)",
      );
    // A header an export escaped (a custom field named `=Total`) is read back as named.
    return unescapeFormula(decoded.trim());
  });
  if (header.every((h) => h === ''))
    throw new ImportRefused('the file is empty or its first line is; the first line must be the header');

  async function* records(): AsyncGenerator<CsvRecord> {
    let row = 0;
    for (;;) {
      const raw = await nextRaw();
      if (!raw) return;
      row++;
      if ('error' in raw) {
        yield { row, cells: null, raw: utf8Of(raw.raw) ?? '', error: raw.error };
        continue;
      }
      const cells: string[] = [];
      let bad = false;
      for (const cell of raw.cells) {
        const decoded = utf8Of(cell);
        if (decoded === null) {
          bad = true;
          break;
        }
        cells.push(unescapeFormula(decoded));
      }
      if (bad) yield { row, cells: null, raw: '', error: NOT_UTF8 };
      else yield { row, cells };
    }
  }

  return { header, delimiter, records: records(), bytesRead: () => counter.bytes };
}
