import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppConfig, parseConfig } from '../../src/platform/config/config';
import { createApp } from '../../src/create-app';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase, TestDatabase } from './test-database';
import { TEST_REDIS_URL } from './test-env';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start on this database (e.g. another app's, to test a restart) and leave it in place on close. */
  db?: TestDatabase;
  /** The api logs here instead of to stdout (at the logger's own level), so a test can read what it logged. */
  logger?: Logger;
}

/** The real api on its own copy of the seeded database and the test Redis. */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    // Rate-limit counters of their own, so test files (and people running tests at once) never share them.
    RATE_LIMIT_KEY_PREFIX: `${db.name}:rate-limit:`,
    SOCKET_STREAM_NAME: `${db.name}:socket.io`,
    READ_MODELS_CHANNEL: `${db.name}:read-models`,
    QUEUE_PREFIX: `${db.name}:queue`,
    // Tests stand in for a proxy: each gives its client an address of its own in X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
    ...env,
  });
  const app = await createApp(config, options.logger ?? createLogger(config.logLevel, 'isl-test'));
  return {
    app,
    config,
    db,
    close: async () => {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

/** A second api of a test, listening on a port of its own: sockets and raw HTTP reach it by `url` or `port`. */
export type Replica = TestApp & { port: number; url: string };

/** Another api on `first`'s database and the same Redis, as two replicas behind a load balancer are. */
export async function startReplica(first: TestApp): Promise<Replica> {
  const replica = await startTestApp({}, { db: first.db });
  await replica.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = replica.app.getHttpServer().address() as AddressInfo;
  return { ...replica, port, url: `http://127.0.0.1:${port}` };
}
