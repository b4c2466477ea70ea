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
    .filter((word) => word !== '');
}

/** The searchable text of a record from its parts, normalised. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return searchWords(parts.filter(Boolean).join(' ')).join(' ');
}
