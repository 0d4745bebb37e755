import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import calculateSlot from 'cluster-key-slot';
import { waitFor } from '@isl/test-support';
import type { QueueName } from '../src/platform/queue/jobs';
import { bullQueueName } from '../src/platform/queue/typed-queue';
import { AppQueues } from '../src/platform/queue/app-queues';
import { QueueWorkers, type AnyJobHandlers } from '../src/platform/queue/queue-workers';
import { ConfigError, parseConfig } from '../src/platform/config/config';
import { TEST_REDIS_URL } from './support/test-env';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/isl', REDIS_URL: TEST_REDIS_URL };

describe('WORKER_QUEUES', () => {
  it('names every queue when unset or blank, and the named ones, in the catalogue order, otherwise', () => {
    expect(parseConfig(valid).workerQueues).toEqual(['settlement', 'notifications', 'uploads', 'mail']);
    expect(parseConfig({ ...valid, WORKER_QUEUES: ' ' }).workerQueues).toEqual(['settlement', 'notifications', 'uploads', 'mail']);
    expect(parseConfig({ ...valid, WORKER_QUEUES: 'settlement' }).workerQueues).toEqual(['settlement']);
    expect(parseConfig({ ...valid, WORKER_QUEUES: ' mail , uploads ' }).workerQueues).toEqual(['uploads', 'mail']);
  });

  it('stops the boot on a name that is no queue, saying which are', () => {
    for (const value of ['settlement,notification', 'toString', ',']) {
      expect(() => parseConfig({ ...valid, WORKER_QUEUES: value })).toThrow(ConfigError);
      expect(() => parseConfig({ ...valid, WORKER_QUEUES: value })).toThrow(`WORKER_QUEUES must name queues among settlement, notifications, uploads, mail (comma-separated), got "${value}"`);
    }
  });
});

/**
 * A worker with WORKER_QUEUES=settlement, on the test Redis under a queue prefix of its own: it consumes the
 * settlement queue and registers its repeating sweep, and leaves the notifications queue (its jobs and its
 * reminders) to the Deployment that takes it, though a feature in this process handles notifications jobs.
 */
describe('a worker with WORKER_QUEUES=settlement', () => {
  const config = parseConfig({ ...valid, QUEUE_PREFIX: `isl:test:worker-queues:${randomUUID()}`, WORKER_QUEUES: 'settlement' });
  const ran: string[] = [];
  const settlement: AnyJobHandlers = {
    queue: 'settlement',
    handlers: { 'settle-match': async ({ matchId }) => ran.push(`settle-match ${matchId}`), 'sweep-unsettled': async () => ran.push('sweep-unsettled') },
  };
  const notifications: AnyJobHandlers = { queue: 'notifications', handlers: { 'match-result': async ({ matchId }) => ran.push(`match-result ${matchId}`) } };
  const queues = new AppQueues(config);
  const workers = new QueueWorkers(config, queues, [settlement, notifications]);
  // BullMQ's own view of the two queues: who consumes them, what they hold, what repeats.
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const observed = (name: 'settlement' | 'notifications') => new Queue(bullQueueName(name), { connection, prefix: config.queuePrefix });
  const [settlementQueue, notificationsQueue] = [observed('settlement'), observed('notifications')];

  beforeAll(() => workers.onModuleInit());

  afterAll(async () => {
    await workers.onModuleDestroy();
    await queues.onModuleDestroy();
    await Promise.all([settlementQueue.obliterate({ force: true }), notificationsQueue.obliterate({ force: true })]);
    await Promise.all([settlementQueue.close(), notificationsQueue.close()]);
    connection.disconnect();
  });

  it('consumes settlement jobs and leaves notifications jobs waiting', async () => {
    await queues.of('notifications').add('match-result', { matchId: 7, version: 1 });
    await queues.of('settlement').add('settle-match', { matchId: 7, version: 1 });
    await waitFor(() => ran.includes('settle-match 7'), { what: 'the settlement job to run' });
    expect(await settlementQueue.getWorkersCount()).toBe(1);
    expect(await notificationsQueue.getWorkersCount()).toBe(0);
    expect(await notificationsQueue.getJobCounts('waiting', 'active', 'completed')).toEqual({ waiting: 1, active: 0, completed: 0 });
    expect(ran.filter((job) => job.startsWith('match-result'))).toEqual([]);
  });

  it("keeps each queue's keys in one Redis Cluster slot of its own, so a cluster can hold the queues", async () => {
    const keys = await connection.keys(`${config.queuePrefix}:*`);
    const slotsOf = (queue: QueueName) => new Set(keys.filter((key) => key.startsWith(`${config.queuePrefix}:${bullQueueName(queue)}:`)).map((key) => calculateSlot(key)));
    expect(keys.length).toBeGreaterThan(4);
    expect(keys.every((key) => /^[^{]*:\{(settlement|notifications)\}:/.test(key))).toBe(true);
    const [settlementSlots, notificationsSlots] = [slotsOf('settlement'), slotsOf('notifications')];
    expect([settlementSlots.size, notificationsSlots.size]).toEqual([1, 1]);
    expect([...settlementSlots]).not.toEqual([...notificationsSlots]);
  });

  it("registers the settlement queue's repeating jobs and none of the notifications queue's", async () => {
    expect((await settlementQueue.getJobSchedulers()).map((scheduler) => scheduler.name)).toEqual(['sweep-unsettled']);
    expect(await notificationsQueue.getJobSchedulers()).toEqual([]);
  });
});
