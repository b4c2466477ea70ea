/**
 * The file path of a `sqlite:` URL (`sqlite:<path>` or `sqlite://<path>`; ''
 * or `:memory:` for a database in memory), or null for any other URL. Its
 * own module, with no imports, so that `crm mcp` can name its database
 * before it loads the database drivers.
 */
export function sqlitePath(url: string): string | null {
  if (!url.startsWith('sqlite:')) return null;
  const rest = url.slice('sqlite:'.length);
  return rest.startsWith('//') ? rest.slice(2) : rest;
}
