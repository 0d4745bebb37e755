import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';

/** How long a stopping process may take to finish what it is doing before it exits regardless. */
export const SHUTDOWN_GRACE_MS = 20_000;

/**
 * On SIGTERM or SIGINT, closes the application and exits: the api stops accepting, closes its sockets (their
 * clients reconnect elsewhere and recover what they miss) and finishes requests in flight; the worker
 * finishes its current jobs. Whatever is still running after the grace period is left: an unfinished job's
 * lock lapses and another worker takes it over.
 */
export function stopGracefullyOnSignals(app: INestApplicationContext, logger: Logger, what: 'api' | 'worker', graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // Ctrl-C in a terminal reaches every process of the group, and a supervisor may follow with SIGTERM: once is enough.
      if (stopping) return;
      stopping = true;
      logger.info({ signal, graceMs }, `${what} stopping`);
      setTimeout(() => {
        logger.warn({ graceMs }, 'still busy after the grace period; exiting anyway');
        process.exit(1);
      }, graceMs).unref();
      app.close().then(
        () => {
          logger.info({ signal }, `${what} stopped`);
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'could not stop cleanly');
          process.exit(1);
        },
      );
    });
  }
}
