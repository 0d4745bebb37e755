import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { freePort, waitFor } from '@isl/test-support';

/** A Redis of the test's own, which it can stop and start again (empty, as a Redis without persistence restarts). */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url,
    async start() {
      child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitFor(() => answers(url), { timeoutMs: 5_000, intervalMs: 50, what: `redis-server on port ${port}` });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      child = null;
    },
  };
  await server.start();
  return server;
}
