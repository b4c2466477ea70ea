#!/usr/bin/env node
import './heap-flags.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/connect.js';
import { ensureDefaultWorkspace } from './modules/workspaces/workspaces.setup.js';

/** Starts the service: migrate, create the first workspace if needed, listen, close gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config.databaseUrl);
  await migrate(handle);
  const created = await ensureDefaultWorkspace(handle.db);
  const app = await buildApp({ config, handle });
  await app.listen({ port: config.port, host: config.host });

  if (created) {
    const base = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
    process.stderr.write(
      [
        '',
        `Created "${created.workspace.name}" (${created.workspace.id}) with owner ${created.user.email}.`,
        'Its API key is shown this once; store it like a password:',
        '',
        `  ${created.api_key}`,
        '',
        'Try it:',
        '',
        `  curl -H "x-service-api-key: ${created.api_key}" ${base}/user-api/v1/me`,
        '',
      ].join('\n') + '\n',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    // Stops listening at once; requests in flight finish. A connection that is still open
    // once the drain period is over (a client that never sends its request) is closed, and
    // a close that is stuck even so ends the process with an error.
    const drain = setTimeout(() => {
      app.log.warn('connections still open after the drain period; closing them');
      app.server.closeAllConnections();
    }, SHUTDOWN_DRAIN_MS);
    setTimeout(() => {
      app.log.error('still closing after the deadline; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      clearTimeout(drain);
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** How long requests in flight get to finish after SIGTERM before their connections are closed. */
const SHUTDOWN_DRAIN_MS = 5_000;
/** When the process exits with an error if closing has not finished. */
const SHUTDOWN_DEADLINE_MS = 20_000;

main().catch((err) => {
  process.stderr.write(
    `contact service failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
