import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestApp } from './test-app';

const WORKER_MAIN = join(__dirname, '..', '..', 'dist', 'worker.js');

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it has written to stdout so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** The built worker (`npm test` builds it first) on the test app's database, queue and socket stream. */
export async function startWorker(t: TestApp, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.db.url,
      REDIS_URL: t.config.redisUrl,
      QUEUE_PREFIX: t.config.queuePrefix,
      SOCKET_STREAM_NAME: t.config.socketStreamName,
      READ_MODELS_CHANNEL: t.config.readModelsChannel,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"worker running"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before it was ready`)));
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
