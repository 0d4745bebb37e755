import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '../../platform/http/rate-limited.error';
import { RateLimiter, type RateLimit } from '../../platform/security/rate-limiter';
import { NotificationsProducer } from './notifications.producer';

/** Test pushes a fan may ask for: enough to try a device, too few to use the site to spam one. */
const TEST_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 };

/** The Settings panel's test buttons: queued for the worker, to the caller's devices only, a few a minute. */
@Injectable()
export class TestNotifications {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly producer: NotificationsProducer,
  ) {}

  async send(userId: string, kind: 'test' | 'result'): Promise<void> {
    const taken = await this.limiter.take([`push-test:${userId}`], TEST_LIMIT);
    if (!taken.allowed) throw new RateLimitedError(taken.retryAfterSeconds);
    await this.producer.test(userId, kind);
  }
}
