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

/** A bucket and its own limit, for an attempt counted in several buckets with different limits. */
export interface Quota extends RateLimit {
  bucket: string;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Atomically: if any bucket is full, take nothing and return the longest wait in ms; otherwise take one
// attempt from every bucket (starting its window on the first) and return 0. Key i's limit and window (ms) are
// ARGV[2i-1] and ARGV[2i]. Atomic, so parallel requests cannot all slip past a check made before any of them
// was counted.
const TAKE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
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

  /** Takes one attempt from every bucket under the same limit, or from none. */
  take(buckets: string[], limit: RateLimit): Promise<TakeResult> {
    return this.takeEach(buckets.map((bucket) => ({ bucket, ...limit })));
  }

  /** Takes one attempt from every bucket under its own limit, or from none when any is full. */
  async takeEach(quotas: Quota[]): Promise<TakeResult> {
    const limits = quotas.flatMap(({ limit, windowSeconds }) => [limit, windowSeconds * 1000]);
    const waitMs = Number(await this.redis.eval(TAKE_SCRIPT, quotas.length, ...this.keys(quotas.map((q) => q.bucket)), ...limits));
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  async refund(buckets: string[]): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, buckets.length, ...this.keys(buckets));
  }

  private keys(buckets: string[]): string[] {
    return buckets.map((bucket) => `${this.config.rateLimitKeyPrefix}${bucket}`);
  }
}
