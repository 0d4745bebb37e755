#!/usr/bin/env node
// Runs one of the built backend commands (the simulator, the admin CLI) against the database and Redis of a
// running `npm start`, or DATABASE_URL / REDIS_URL when set: `node scripts/with-services.mjs <script> [args]`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningServicesEnv } from './local-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
const child = spawn(process.execPath, [join(root, script), ...args], { env: await runningServicesEnv(root), stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
