/** Names in prose, in the order given: `contacts, companies and tags`. */
export function inProse(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
