// What `npm start` and `npm run dev` share about the processes they run (PostgreSQL, Redis, the api, the worker,
// the watchers): all stop together, the last started first, on Ctrl-C or as soon as one of them ends.
import { spawn } from 'node:child_process';

export function createSupervisor(label) {
  const cleanups = [];
  let stopping = false;

  const say = (message) => process.stdout.write(`[${label}] ${message}\n`);

  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    process.exit(code);
  }

  function fail(message) {
    // While stopping, the services ending is expected, not news.
    if (stopping) return;
    process.stderr.write(`[${label}] ${message}\n`);
    return shutdown(1);
  }

  /** Runs `cleanup` when everything stops (after the cleanups of whatever started later). */
  const onStop = (cleanup) => cleanups.push(cleanup);

  /** Spawns a process that lives as long as the others: stopped with SIGTERM at the end, and the end when it exits. */
  function keepRunning(command, args, options) {
    const child = spawn(command, args, options);
    onStop(() => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())));
    child.on('exit', (code) => shutdown(code ?? 1));
    return child;
  }

  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  return { say, fail, onStop, keepRunning };
}
