import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dropDatabases } from '@isl/test-support';
import { ADMIN_DATABASE_URL } from './server';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __islE2e?: { processes: ChildProcess[]; database: string; folders: string[] } }).__islE2e;
  if (!state) return;
  for (const child of state.processes) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await dropDatabases(ADMIN_DATABASE_URL, state.database);
  for (const folder of state.folders) rmSync(folder, { recursive: true, force: true });
}
