#!/usr/bin/env node
// `npm run simulate -- --speed 60`: plays today's scheduled matches against the database and Redis of a
// running `npm start` (or DATABASE_URL / REDIS_URL), so the dashboard shows them live.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningServicesEnv } from './local-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, [join(root, 'backend/dist/simulator/simulate-cli.js'), ...process.argv.slice(2)], {
  env: await runningServicesEnv(),
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
