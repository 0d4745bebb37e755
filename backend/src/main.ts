import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/config';
import { checkRedisDatabase } from './platform/redis/redis-database-check';
import { stopGracefullyOnSignals } from './platform/runtime/graceful-shutdown';
import { createApp } from './create-app';
import { prepareDatabase } from './database/prepare-database';
import { createLogger } from './platform/logging/logger';

async function bootstrap() {
  const config = loadConfigOrExit();
  await checkRedisDatabase(config);
  const logger = createLogger(config.logLevel);
  await prepareDatabase(config.databaseUrl, { seed: config.seedOnStart, logger });
  const app = await createApp(config, logger);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.info({ port: config.port, publicUrl: config.publicUrl }, 'api listening');
  // `npm start` (scripts/start.mjs) waits for this before it starts the worker and says the app is ready.
  process.send?.('ready');
  stopGracefullyOnSignals(app, logger, 'api');
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`The api could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
