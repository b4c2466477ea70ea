import ICAL from 'ical.js';
import type { ColumnTarget, FieldKind } from './import.columns.js';
import {
  type CsvRecord,
  ImportRefused,
  type ImportTable,
  MAX_CELL_BYTES,
  MAX_RECORD_BYTES,
  NOT_UTF8,
  utf8Bytes,
  utf8Of,
} from './import.csv.js';

/**
 * Reading a vCard file (3.0 or 4.0) as a table (API.md section 9): each
 * card is one row, read by ical.js. The file is split into cards here,
 * streaming, so that one card's fault fails that card only: a card cut off
 * before its `END:VCARD` (the file ends, or another `BEGIN:VCARD` comes
 * first), a property over 1 MB (unfolded), a card over 4 MB, bytes that are
 * not UTF-8 (without an encoding), a card ical.js cannot parse.
 *
 * A card's properties become the cells of fixed columns, read by the
 * import's own rules: N as the names (its additional names appended to the
 * first name), FN only when N is absent or empty, EMAIL and TEL (the PREF
 * one first: primary), ORG as a company, TITLE, NOTE, BDAY, CATEGORIES as
 * tags, ADR's locality as the location, a LinkedIn profile URL, and a
 * PHOTO that is a URL (an embedded photo or a `data:` URI is left out with
 * a warning). Apple's `BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-10` is a day
 * without a year (`--12-10`), as Google's. A `tel:` URI's extension is kept
 * in the cell, for the phone's reading to find and warn of. The properties
 * and parts that give nothing are named, for the summary's
 * `ignored_columns`: by property name (`NICKNAME`, `X-SOCIALPROFILE`, a
 * `URL` that is not LinkedIn's, an `item1.` group's `X-ABLABEL`), `N`'s,
 * `ADR`'s and `ORG`'s parts as `N.prefix`, `ADR.street`, `ORG.unit`. The card's own bookkeeping
 * (VERSION, PRODID, UID, REV) is not contact data and is not named.
 */

const COLUMNS: [header: string, field: string, kind: FieldKind][] = [
  ['N (given)', 'first_name', 'text'],
  ['N (additional)', 'first_name', 'middle'],
  ['N (family)', 'last_name', 'text'],
  ['FN', 'full_name', 'full_name'],
  ['EMAIL', 'emails', 'emails'],
  ['TEL', 'phone_numbers', 'phones'],
  ['ORG', 'companies', 'names'],
  ['TITLE', 'job_title', 'text'],
  ['NOTE', 'description', 'text'],
  ['BDAY', 'birthday', 'date'],
  ['CATEGORIES', 'tags', 'tags'],
  ['ADR', 'location', 'text'],
  ['URL', 'linkedin_slug', 'linkedin'],
  ['PHOTO', 'image_url', 'photo'],
];

export const VCARD_TARGETS: ColumnTarget[] = COLUMNS.map(([header, field, kind]) => ({
  type: 'field',
  header,
  spec: { field, kind },
}));

/** Values of one cell are joined as Google joins them: the import splits them there again. */
const JOIN = ' ::: ';

/** True when the text begins (after a byte order mark and blank lines) with `BEGIN:VCARD`. */
export const looksLikeVcard = (start: string) => /^(\ufeff)?\s*begin:vcard/i.test(start);

type JProperty = [
  name: string,
  params: Record<string, string | string[]>,
  type: string,
  ...values: unknown[],
];

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).join(' ')
    : value === null || value === undefined
      ? ''
      : String(value);

/** PREF=1 (4.0) or TYPE=pref (3.0): the address or phone that goes first. */
function isPreferred(params: JProperty[1]): boolean {
  if (params.pref !== undefined) return true;
  const types = ([] as string[]).concat(params.type ?? []);
  return types.some((t) => t.toLowerCase() === 'pref');
}

/** Properties read into the cells (FN too: the name when N is empty) or that are the card's bookkeeping. */
const READ = new Set([
  'n',
  'fn',
  'email',
  'tel',
  'org',
  'title',
  'note',
  'bday',
  'categories',
  'adr',
  'photo',
]);
const BOOKKEEPING = new Set(['version', 'prodid', 'uid', 'rev']);
const N_PARTS = ['family', 'given', 'additional', 'prefix', 'suffix'];
const ADR_PARTS = ['po_box', 'extended', 'street', 'locality', 'region', 'postal_code', 'country'];
const isLinkedIn = (url: string) => /linkedin\.com\/in\//i.test(url);

/** Names of what a card holds that no field takes (see the file's comment). */
function ignoredOf(props: JProperty[], usedAdr: JProperty | undefined): string[] {
  const names: string[] = [];
  const partsOf = (p: JProperty) => (Array.isArray(p[3]) ? (p[3] as unknown[]) : [p[3]]);
  for (const p of props) {
    const name = p[0];
    if (BOOKKEEPING.has(name)) continue;
    if (name === 'n') {
      partsOf(p).forEach((part, i) => {
        if (i >= 3 && text(part).trim() !== '') names.push(`N.${N_PARTS[i] ?? i}`);
      });
    } else if (name === 'adr') {
      partsOf(p).forEach((part, i) => {
        if (text(part).trim() === '' || (p === usedAdr && i === 3)) return;
        names.push(`ADR.${ADR_PARTS[i] ?? i}`);
      });
    } else if (name === 'org') {
      if (
        partsOf(p)
          .slice(1)
          .some((unit) => text(unit).trim() !== '')
      )
        names.push('ORG.unit');
    } else if (name === 'url') {
      if (!isLinkedIn(text(p[3]))) names.push('URL');
    } else if (!READ.has(name)) names.push(name.toUpperCase());
  }
  return names;
}

/** `--MM-DD` for Apple's yearless birthday (the year is X-APPLE-OMIT-YEAR's placeholder); else the value. */
function birthdayCell(bday: JProperty | undefined): string {
  if (!bday) return '';
  const value = text(bday[3]);
  const omitted = bday[1]['x-apple-omit-year'];
  const date = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (omitted !== undefined && date && date[1] === String(omitted).trim()) return `--${date[2]}-${date[3]}`;
  return value;
}

/** A tel value as a cell: a `tel:` URI's scheme dropped, its extension kept as `ext.` for the phone's reading. */
function telCell(value: string): string {
  const [number, ...params] = value.replace(/^tel:/i, '').split(';');
  const ext = params.map((p) => /^ext=(.+)$/i.exec(p.trim())?.[1]).find((e) => e !== undefined);
  return ext ? `${number} ext. ${ext}` : number;
}

/** A card's cells, in the order of COLUMNS, and what it held that no field takes. */
export function cardCells(card: string): { cells: string[]; ignored: string[] } {
  const jcard = ICAL.parse(card) as unknown;
  const component = (Array.isArray(jcard) && Array.isArray(jcard[0]) ? jcard[0] : jcard) as [
    string,
    JProperty[],
  ];
  if (!Array.isArray(component) || String(component[0]).toLowerCase() !== 'vcard')
    throw new Error('not a vCard');
  const props = component[1];
  const all = (name: string) => props.filter((p) => p[0] === name);
  const first = (name: string) => all(name)[0];
  const n = first('n');
  const parts = n ? (Array.isArray(n[3]) ? (n[3] as unknown[]) : [n[3]]) : [];
  const [family, given, additional] = [text(parts[0]), text(parts[1]), text(parts[2])];
  const hasN = [family, given, additional].some((p) => p.trim() !== '');
  const preferredFirst = (name: string, value: (p: JProperty) => string) => {
    const items = all(name);
    return [...items.filter((p) => isPreferred(p[1])), ...items.filter((p) => !isPreferred(p[1]))]
      .map(value)
      .filter((v) => v.trim() !== '')
      .join(JOIN);
  };
  const org = first('org');
  const orgName = org ? text(Array.isArray(org[3]) ? (org[3] as unknown[])[0] : org[3]) : '';
  const adr = all('adr').find((p) => Array.isArray(p[3]) && text((p[3] as unknown[])[3]).trim() !== '');
  const linkedin = all('url')
    .map((p) => text(p[3]))
    .find(isLinkedIn);
  const photo = first('photo');
  let photoCell = '';
  if (photo) {
    const value = text(photo[3]);
    const embedded = photo[2] === 'binary' || photo[1].encoding !== undefined || /^data:/i.test(value);
    photoCell = embedded ? 'embedded' : value;
  }
  const cells = [
    given,
    additional,
    family,
    hasN ? '' : text(first('fn')?.[3]),
    preferredFirst('email', (p) => text(p[3])),
    preferredFirst('tel', (p) => telCell(text(p[3]))),
    orgName,
    text(first('title')?.[3]),
    text(first('note')?.[3]),
    birthdayCell(first('bday')),
    all('categories')
      .flatMap((p) => p.slice(3).map(text))
      .filter((c) => c.trim() !== '')
      .join(JOIN),
    adr ? text((adr[3] as unknown[])[3]) : '',
    linkedin ?? '',
    photoCell,
  ];
  return { cells, ignored: ignoredOf(props, adr) };
}

/** A card as read from the file: its text (one character per byte), or why it failed. */
type RawCard = { text: string } | { error: string };

/** Splits the file's lines into cards, keeping none larger than the limits. */
class CardSplitter {
  private lines: string[] = [];
  private inCard = false;
  private size = 0;
  private property = 0;
  private failed: string | null = null;
  private carry = '';

  feed(chunk: string, out: RawCard[], last = false): void {
    const data = this.carry + chunk;
    const lines = data.split(/\r\n|\n|\r/);
    // A line cut by the chunk's end waits for the rest (a CR at the end may be a CRLF's half).
    this.carry = last ? '' : (lines.pop() ?? '');
    if (!last && this.carry.length > MAX_CELL_BYTES) {
      this.line(this.carry.slice(0, 80), out, this.carry.length);
      this.carry = ' ';
    }
    for (const line of lines) this.line(line, out, line.length);
    if (last) this.end(out);
  }

  private line(line: string, out: RawCard[], length: number) {
    const folded = line.startsWith(' ') || line.startsWith('\t');
    if (!folded && /^begin:vcard\s*$/i.test(line)) {
      if (this.inCard)
        out.push({ error: this.failed ?? 'the card is cut off: BEGIN:VCARD before its END:VCARD' });
      this.start();
      this.lines.push(line);
      return;
    }
    if (!this.inCard) return;
    this.size += length + 2;
    this.property = folded ? this.property + length : length;
    if (!this.failed && this.property > MAX_CELL_BYTES)
      this.failed = 'a property is over 1 MB (1,048,576 bytes)';
    if (!this.failed && this.size > MAX_RECORD_BYTES) this.failed = 'the card is over 4 MB (4,194,304 bytes)';
    if (this.failed) this.lines = [];
    else this.lines.push(line);
    if (!folded && /^end:vcard\s*$/i.test(line)) {
      out.push(this.failed ? { error: this.failed } : { text: this.lines.join('\r\n') + '\r\n' });
      this.inCard = false;
      this.lines = [];
    }
  }

  private start() {
    this.inCard = true;
    this.lines = [];
    this.size = 0;
    this.property = 0;
    this.failed = null;
  }

  private end(out: RawCard[]) {
    if (this.inCard)
      out.push({ error: this.failed ?? 'the card is cut off: the file ends before its END:VCARD' });
    this.inCard = false;
  }
}

/** Opens a vCard file as a table whose rows are its cards. */
export async function openVcard(
  source: AsyncIterable<Buffer | string>,
  encoding?: string,
): Promise<ImportTable> {
  const counter = { bytes: 0 };
  const chunks = utf8Bytes(source, encoding, counter);
  const splitter = new CardSplitter();
  const header = COLUMNS.map(([h]) => h);
  const ignored = new Set<string>();

  async function* records(): AsyncGenerator<CsvRecord> {
    let row = 0;
    const pending: RawCard[] = [];
    for await (const chunk of chunks) {
      splitter.feed(chunk, pending);
      for (const card of pending.splice(0)) yield read(card, ++row);
    }
    splitter.feed('', pending, true);
    for (const card of pending.splice(0)) yield read(card, ++row);
    if (row === 0) throw new ImportRefused('the file holds no vCard (no BEGIN:VCARD line)');
  }

  function read(card: RawCard, row: number): CsvRecord {
    if ('error' in card) return { row, cells: null, raw: '', error: card.error };
    const decoded = utf8Of(card.text);
    if (decoded === null) return { row, cells: null, raw: '', error: NOT_UTF8 };
    try {
      const read = cardCells(decoded);
      for (const name of read.ignored) ignored.add(name);
      return { row, cells: read.cells };
    } catch (err) {
      return {
        row,
        cells: null,
        raw: decoded.slice(0, 200),
        error: `cannot be read as vCard: ${(err as Error).message}`,
      };
    }
  }

  return {
    header,
    targets: VCARD_TARGETS,
    records: records(),
    bytesRead: () => counter.bytes,
    ignored: () => [...ignored],
  };
}
