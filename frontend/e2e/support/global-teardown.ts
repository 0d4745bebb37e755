import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from './server';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __islE2e?: { processes: ChildProcess[]; database: string } }).__islE2e;
  if (!state) return;
  for (const child of state.processes) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${state.database} WITH (FORCE)`);
  await client.end();
}
