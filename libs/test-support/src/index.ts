import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Client, type QueryConfig, type QueryResultRow } from 'pg';

/** A port nothing listens on right now, for a server a test or a benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Said in the error when the time runs out: what was being waited for. */
  what?: string;
}

/** Resolves with the condition's first truthy answer; rejects when `timeoutMs` passes without one. */
export async function waitFor<T>(condition: () => T | Promise<T>, { timeoutMs = 10_000, intervalMs = 25, what = 'the condition' }: WaitOptions = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await condition();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what} did not come true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Resolves once the api answers /api/health; fails if its process ends first or after 30 seconds. */
export async function waitUntilHealthy(base: string, api: ChildProcess): Promise<void> {
  await waitFor(
    async () => {
      if (api.exitCode !== null || api.signalCode !== null) throw new Error(`the api exited (${api.exitCode ?? api.signalCode}) before it was healthy`);
      return fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    },
    { timeoutMs: 30_000, intervalMs: 100, what: 'a healthy api' },
  );
}

/**
 * Runs statements on the maintenance database (`adminUrl`), where CREATE and DROP DATABASE must run, one
 * connection for all; answers the last statement's rows.
 */
export async function adminSql<Row extends QueryResultRow = QueryResultRow>(adminUrl: string, ...statements: (string | QueryConfig)[]): Promise<Row[]> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    let rows: Row[] = [];
    for (const statement of statements) rows = (await client.query<Row>(statement)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database made for one test run or benchmark, dropped when it is done. */
export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Start as a copy of this database (which nobody may be connected to) instead of empty. */
  template?: string;
  /** Drop a database of the same name first, as a crashed run may have left one behind. */
  replace?: boolean;
}

/** Creates database `name` on the server of `adminUrl`. */
export async function createDatabase(adminUrl: string, name: string, { template, replace = false }: CreateDatabaseOptions = {}): Promise<ThrowawayDatabase> {
  const create = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  await adminSql(adminUrl, ...(replace ? [dropStatement(name)] : []), create);
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabases(adminUrl, name) };
}

/** Drops the named databases that exist, closing any connection still open on them. */
export async function dropDatabases(adminUrl: string, ...names: string[]): Promise<void> {
  if (names.length) await adminSql(adminUrl, ...names.map(dropStatement));
}

const dropStatement = (name: string) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
export * from './decompression-bomb';
export * from './xss-payloads';
export * from './football-json';
export * from './self-signed-certificate';
