/**
 * A word is kept to its first MAX_WORD characters, the most `q` can have: a
 * word of `q` starts a longer word exactly when it starts its first
 * MAX_WORD characters, and PostgreSQL's word index leaves out words over
 * 2047 bytes, which `q` would then never find.
 */
export const MAX_WORD = 200;

/**
 * The one normalisation behind `q` (API.md section 6), in TypeScript so that
 * both stores index and search the very same words: accents dropped
 * (`José` is `jose`), lower case, and words split at anything that is not a
 * letter or a digit (`ada@example.com` is `ada example com`). The stores
 * only ever see the result, words joined by single spaces.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => (word.length > MAX_WORD ? Array.from(word).slice(0, MAX_WORD).join('') : word));
}

/** The searchable text of a record from its parts, normalised. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return searchWords(parts.filter(Boolean).join(' ')).join(' ');
}
