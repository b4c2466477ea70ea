/** Names in prose, in the order given: `contacts, companies and tags` (or `... or tags`). */
export function inProse(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}
