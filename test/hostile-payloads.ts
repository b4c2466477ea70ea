/**
 * Hostile payloads, built in one place for the tests that check
 * each answer (mcp-hostile, scopes-hostile, import-hostile) and for the
 * benchmark that measures another workspace's latency while they are sent
 * (bench/hostile.ts). Plain data: no test framework here.
 */

/** A `tools/call` message of the 2025 protocol (stateless: no initialize needed). */
export const toolCall = (id: number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** `n` messages creating one tag each, as one JSON-RPC batch (the most a batch may hold is 100). */
export const createTagsBatch = (n: number, prefix = 'Batch') =>
  Array.from({ length: n }, (_, i) =>
    toolCall(i + 1, 'create', { resource: 'tags', records: [{ name: `${prefix} ${i}` }] }),
  );

/** Objects nested `depth` deep, as JSON text: {"a":{"a":...1...}}. */
export const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A `create` call whose record's description is nested `depth` deep, as JSON text (it would not survive a JSON.stringify). */
export const deepCreate = (depth: number) =>
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create","arguments":` +
  `{"resource":"tags","records":[{"name":"Deep","description":${nestedJson(depth)}}]}}}`;

/** The deepest `deepCreate` whose text fits in `bytes`: each level is 6 bytes. */
export const deepestCreateWithin = (bytes: number) =>
  Math.floor((bytes - Buffer.byteLength(deepCreate(0))) / 6);

/** Keys that name the prototype of a JavaScript object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * A prototype key in each place a tool call carries keys: beside the
 * arguments, in a search's filters, in a record. JSON text, since an object
 * literal would not keep `__proto__` as a key.
 */
export const prototypeCalls = (key: string) => ({
  top:
    `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create","arguments":` +
    `{"resource":"tags","records":[{"name":"P"}],"${key}":{"polluted":true}}}}`,
  filter:
    `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":` +
    `{"resource":"tags","filters":{"${key}":"x"}}}}`,
  record:
    `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"create","arguments":` +
    `{"resource":"tags","records":[{"name":"P","${key}":{"admin":true}}]}}}`,
});

/** Stored scope lists that only look like scopes (or are too large to be any): each grants nothing. */
export const LOOKALIKE_SCOPES: string[][] = [
  ['contacts:wrіte'], // Cyrillic і
  ['сontacts:delete'], // Cyrillic с
  ['Delete'],
  ['DELETE'],
  ['delete '],
  [' delete'],
  ['delete\u0000'],
  ['contacts:delete:extra'],
  ['contacts:*'],
  ['*'],
  ['ｄｅｌｅｔｅ'],
  ['events:write'],
  ['x'.repeat(100_000)],
  Array.from({ length: 10_000 }, (_, i) => `contacts:delete${i}`),
];

/**
 * One vCard file holding every hostile card, between two good ones: a card
 * cut off by the next BEGIN, a 1 MB folded NOTE, a 5 MB data: URI photo,
 * bytes that are not UTF-8, birthdays in years 0 and 10000, and a file that
 * ends inside a card. Rows 1 and 8 ("First", "Last") are the good ones.
 */
export function hostileVcards(): Buffer {
  const card = (name: string, extra = '') =>
    `BEGIN:VCARD\r\nVERSION:4.0\r\nN:${name};Card;;;\r\nCATEGORIES:${name} tag\r\n${extra}END:VCARD\r\n`;
  const folded = `NOTE:${Array.from({ length: 20_000 }, () => 'a'.repeat(60)).join('\r\n ')}\r\n`;
  return Buffer.concat([
    Buffer.from(card('First')),
    // Cut off by the next BEGIN.
    Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nN:Nested;Card;;;\r\nCATEGORIES:Nested tag\r\n'),
    Buffer.from(card('Folded', folded)),
    Buffer.from(card('Photo', `PHOTO:data:image/png;base64,${'A'.repeat(5 << 20)}\r\n`)),
    Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nN:Bytes;Card;;;\r\nNOTE:caf'),
    Buffer.from([0xe9, 0x0d, 0x0a]),
    Buffer.from('END:VCARD\r\n'),
    Buffer.from(card('Zero', 'BDAY:00000101\r\n')),
    Buffer.from(card('Big', 'BDAY:10000-01-01\r\n')),
    Buffer.from(card('Last')),
    // The file ends inside a card.
    Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nN:Cut;Card;;;\r\nCATEGORIES:Cut tag\r\n'),
  ]);
}

/** `n` vCards of one name each: many rows in a small body. */
export const tinyVcards = (n: number) => 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nEND:VCARD\r\n'.repeat(n);
