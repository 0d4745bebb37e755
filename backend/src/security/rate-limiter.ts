import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { REDIS } from '../redis/redis.module';

export interface RateLimit {
  /** Attempts allowed per window and bucket. */
  limit: number;
  windowSeconds: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Atomically: if any bucket is full, take nothing and return the longest wait in ms; otherwise take one
// attempt from every bucket (starting its window on the first) and return 0. Atomic, so parallel requests
// cannot all slip past a check made before any of them was counted.
const TAKE_SCRIPT = `
local wait = 0
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return 0`;

// Gives an attempt back (never below zero), for attempts that turned out not to count, such as a sign-in
// that succeeded.
const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * Fixed-window counters in Redis, so a limit holds across every api replica. Buckets are named by the caller
 * (e.g. `login:ip:1.2.3.4`); the configured prefix keeps deployments (and test runs) sharing a Redis apart.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(buckets: string[], { limit, windowSeconds }: RateLimit): Promise<TakeResult> {
    const waitMs = Number(await this.redis.eval(TAKE_SCRIPT, buckets.length, ...this.keys(buckets), limit, windowSeconds * 1000));
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  async refund(buckets: string[]): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, buckets.length, ...this.keys(buckets));
  }

  private keys(buckets: string[]): string[] {
    return buckets.map((bucket) => `${this.config.rateLimitKeyPrefix}${bucket}`);
  }
}
