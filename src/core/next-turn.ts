/**
 * Resolves after the event loop has handled the I/O already waiting. A long
 * run of statements awaits it now and then: SQLite runs them on this
 * thread, and other requests must get their turn in between.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
