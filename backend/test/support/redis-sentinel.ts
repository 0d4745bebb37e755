import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, waitFor } from '@isl/test-support';

/** The name under which the test's sentinel watches its master, as REDIS_URL's host gives it to the app. */
export const SENTINEL_MASTER_NAME = 'isl-master';

/**
 * A master, its replica and a sentinel of the test's own (the shared Redis must never fail over): the app finds
 * the master through the sentinel, and `failover()` makes the replica the master, as when the master's machine dies.
 */
export interface SentinelGroup {
  /** REDIS_SENTINELS for the app. */
  sentinels: string;
  /** The port of the Redis that is master now, as the sentinel says. */
  masterPort(): Promise<number>;
  /** Direct connections to each Redis by port, for a test to look at what each holds. */
  redisAt(port: number): Redis;
  failover(): Promise<void>;
  stop(): Promise<void>;
}

function run(args: string[]): ChildProcess {
  return spawn('redis-server', args, { stdio: 'ignore' });
}

export async function startSentinelGroup(): Promise<SentinelGroup> {
  const [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'isl-sentinel-'));
  // The replica writes what it syncs to a file in its folder: the test's own, not the working one.
  const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const children = [run([...common, '--port', String(masterPort)]), run([...common, '--port', String(replicaPort), '--replicaof', '127.0.0.1', String(masterPort)])];
  // A sentinel rewrites its configuration file as it learns, so it gets one of its own.
  const config = join(dir, 'sentinel.conf');
  writeFileSync(
    config,
    [`port ${sentinelPort}`, 'bind 127.0.0.1', `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${masterPort} 1`, `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} 1000`, `sentinel failover-timeout ${SENTINEL_MASTER_NAME} 10000`, ''].join('\n'),
  );
  children.push(run([config, '--sentinel']));
  const connections: Redis[] = [];
  const redisAt = (port: number) => {
    const redis = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1 });
    connections.push(redis);
    return redis;
  };
  const sentinel = redisAt(sentinelPort);
  const replica = redisAt(replicaPort);
  const masterPortNow = async () => Number(((await sentinel.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', SENTINEL_MASTER_NAME)) as string[])[1]);
  // A failover needs a replica the sentinel has found and one in sync with the master.
  const replicaReady = async () => {
    const replicas = (await sentinel.call('SENTINEL', 'REPLICAS', SENTINEL_MASTER_NAME).catch(() => [])) as string[][];
    return replicas.length > 0 && /master_link_status:up/.test(await replica.info('replication'));
  };
  await waitFor(replicaReady, { timeoutMs: 15_000, intervalMs: 200, what: 'the sentinel seeing an in-sync replica' });
  return {
    sentinels: `127.0.0.1:${sentinelPort}`,
    masterPort: masterPortNow,
    redisAt,
    async failover() {
      const before = await masterPortNow();
      await sentinel.call('SENTINEL', 'FAILOVER', SENTINEL_MASTER_NAME);
      await waitFor(async () => (await masterPortNow()) !== before, { timeoutMs: 20_000, intervalMs: 100, what: 'the sentinel promoting the replica' });
    },
    async stop() {
      for (const connection of connections) connection.disconnect();
      const running = children.filter((child) => child.exitCode === null);
      await Promise.all(running.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGKILL')))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
