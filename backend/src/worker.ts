import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { stopGracefullyOnSignals } from './platform/runtime/graceful-shutdown';
import { loadConfigOrExit } from './platform/config/config';
import { checkRedisDatabase } from './platform/redis/redis-database-check';
import { createLogger, PinoNestLogger } from './platform/logging/logger';
import { WorkerModule } from './worker.module';

/** `npm run start:worker`: the queue consumers. Start as many as you like; every job is safe to run twice. */
async function bootstrap() {
  const config = loadConfigOrExit();
  await checkRedisDatabase(config);
  const logger = createLogger(config.logLevel, 'isl-worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: new PinoNestLogger(logger) });
  logger.info('worker running');
  process.send?.('ready');
  stopGracefullyOnSignals(app, logger, 'worker');
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
