import type { Command } from 'commander';
import pino from 'pino';
import { loadConfig } from '../config.js';
import type { DbHandle } from '../db/connect.js';
import { startDelivery } from '../modules/webhooks/webhooks.delivery.js';
import { CliError, openDatabase } from './common.js';

/**
 * `crm worker`: delivers webhooks (API.md section 8) and nothing else, until
 * SIGTERM or SIGINT, for servers run with `DELIVERY_IN_PROCESS=false`. Any
 * number of workers and servers may deliver from one PostgreSQL database:
 * deliveries are claimed, never shared. On a signal it stops claiming, ends
 * the attempts in flight and hands their deliveries back, then exits 0.
 * Logs go to stderr, one JSON object a line; stdout has the final result.
 */
export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description('Deliver webhooks until SIGTERM or SIGINT (for servers run with DELIVERY_IN_PROCESS=false)')
    .action(async (_options: unknown, command: Command) => {
      const json = Boolean(command.optsWithGlobals().json);
      let handle: DbHandle;
      try {
        handle = await openDatabase();
      } catch (err) {
        const text = err instanceof CliError ? err.message : `unexpected error: ${String(err)}`;
        process.stderr.write(`crm: ${text}\n`);
        process.exitCode = 1;
        return;
      }
      const config = loadConfig();
      const log = pino({ level: config.logLevel, base: { process: 'worker' } }, pino.destination(2));
      const engine = startDelivery({ handle, config, log });
      log.info('delivering webhooks');
      // The engine's timers do not hold the process open; this does, until a signal.
      const alive = setInterval(() => {}, 60_000);
      const signal = await new Promise<string>((resolve) => {
        process.once('SIGTERM', () => resolve('SIGTERM'));
        process.once('SIGINT', () => resolve('SIGINT'));
      });
      clearInterval(alive);
      log.info({ signal }, 'stopping: ending attempts in flight');
      await engine.stop();
      await handle.close();
      process.stdout.write(
        json
          ? `${JSON.stringify({ stopped: true, signal })}\n`
          : `Stopped delivering webhooks on ${signal}.\n`,
      );
    });
}
