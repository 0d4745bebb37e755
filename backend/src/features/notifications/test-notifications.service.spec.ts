import type { RateLimit, RateLimiter, TakeResult } from '../../platform/security/rate-limiter';
import type { NotificationsProducer } from './notifications.producer';
import { TestNotifications } from './test-notifications.service';

/** Counts attempts per bucket within one window, as the Redis limiter does, and remembers the limits it was given. */
class FakeLimiter implements Pick<RateLimiter, 'take'> {
  readonly counts = new Map<string, number>();
  readonly limits: RateLimit[] = [];

  async take(buckets: string[], limit: RateLimit): Promise<TakeResult> {
    this.limits.push(limit);
    if (buckets.some((bucket) => (this.counts.get(bucket) ?? 0) >= limit.limit)) return { allowed: false, retryAfterSeconds: 37 };
    for (const bucket of buckets) this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    return { allowed: true };
  }
}

/** The queued test pushes, as the worker would receive them. */
class RecordedProducer implements Pick<NotificationsProducer, 'test'> {
  readonly queued: [string, 'test' | 'result'][] = [];
  async test(userId: string, kind: 'test' | 'result') {
    this.queued.push([userId, kind]);
  }
}

describe('TestNotifications', () => {
  let limiter: FakeLimiter;
  let producer: RecordedProducer;
  let tests: TestNotifications;

  beforeEach(() => {
    limiter = new FakeLimiter();
    producer = new RecordedProducer();
    tests = new TestNotifications(limiter as unknown as RateLimiter, producer as unknown as NotificationsProducer);
  });

  it("queues the kind of test asked for, to the caller's devices", async () => {
    await tests.send('fan-1', 'result');
    expect(producer.queued).toEqual([['fan-1', 'result']]);
  });

  it('lets a fan ask for 5 a minute, refusing the 6th with the wait and queueing nothing for it', async () => {
    for (let sent = 0; sent < 5; sent++) await tests.send('fan-1', 'test');
    await expect(tests.send('fan-1', 'test')).rejects.toEqual(expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 37 }));
    expect(producer.queued).toHaveLength(5);
    expect(limiter.limits[0]).toEqual({ limit: 5, windowSeconds: 60 });
  });

  it("counts each fan's tests apart", async () => {
    for (let sent = 0; sent < 5; sent++) await tests.send('fan-1', 'test');
    await tests.send('fan-2', 'test');
    expect(producer.queued.at(-1)).toEqual(['fan-2', 'test']);
  });
});
