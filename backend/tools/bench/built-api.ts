import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, freePort, waitUntilHealthy, type ThrowawayDatabase } from '@isl/test-support';
import { API_NODE_FLAGS } from '../../src/api-node-flags';
import { prepareDatabase } from '../../src/database/prepare-database';
import { createLogger } from '../../src/platform/logging/logger';
import { BUILT_BACKEND } from '../repo-root';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The built api in a process of its own on a fresh seeded database, as production runs it. */
export interface BuiltApi {
  base: string;
  env: NodeJS.ProcessEnv;
  process: ChildProcess;
  /** Stops the api and drops its database. */
  stop(): Promise<void>;
}

export interface BuiltApiOptions {
  /** Seed the new database (default), or leave it empty but for the migrations. */
  seed?: boolean;
  /** Settings of this benchmark's own, given the api's address and database name. */
  env?: (api: { base: string; databaseName: string }) => Record<string, string>;
}

/** A fresh database for a benchmark's processes, migrated and (unless `seed` is false) seeded. */
export async function createBenchDatabase(name: string, seed = true): Promise<ThrowawayDatabase> {
  const database = await createDatabase(ADMIN_URL, `isl_bench_${name}_${process.pid}`);
  try {
    await prepareDatabase(database.url, { seed, logger: createLogger('warn', 'isl-bench') });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * The settings of a benchmark's product processes on `database`, as production runs them; its Socket.IO stream and
 * read-model channel are the database's own, so benchmarks running at once do not hear each other.
 */
export function benchEnv(database: ThrowawayDatabase): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-of-enough-length',
    DATABASE_URL: database.url,
    REDIS_URL,
    LOG_LEVEL: 'warn',
    SOCKET_STREAM_NAME: `${database.name}:socket.io`,
    READ_MODELS_CHANNEL: `${database.name}:read-models`,
  };
}

export async function startBuiltApi(name: string, { seed = true, env: extraEnv }: BuiltApiOptions = {}): Promise<BuiltApi> {
  const port = await freePort();
  const database = await createBenchDatabase(name, seed);
  const base = `http://127.0.0.1:${port}`;
  const env = { ...benchEnv(database), PORT: String(port), ...extraEnv?.({ base, databaseName: database.name }) };
  let api: ChildProcess | undefined;
  const stop = async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  };
  try {
    api = spawn(process.execPath, [...API_NODE_FLAGS, join(BUILT_BACKEND, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitUntilHealthy(base, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, env, process: api, stop };
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header sends them back. */
const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

/**
 * A new account, signed in, registered as the sign-up form does it: from the api's own origin (start the api
 * with PUBLIC_URL set to its address). Gives its e-mail address and session cookie.
 */
export async function registerBenchAccount(base: string, label: string, firstName: string): Promise<{ email: string; cookie: string }> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'a long enough password', firstName }),
  });
  if (response.status !== 201) throw new Error(`registering ${email} answered ${response.status}: ${await response.text()}`);
  return { email, cookie: cookieOf(response) };
}
