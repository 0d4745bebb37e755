import Redis, { type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/config';

/** Where this process finds Redis: REDIS_URL, or through the sentinels of REDIS_SENTINELS. */
export type RedisTarget = Pick<AppConfig, 'redisUrl' | 'redisSentinels'>;

/**
 * A new ioredis connection to the app's Redis. With sentinels, REDIS_URL's host is the name under which they
 * watch the master, and its credentials, database and scheme (rediss: for TLS) apply to the master: ioredis
 * asks a sentinel where the master is, and asks again after a failover.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): Redis {
  if (!target.redisSentinels) return listeningForErrors(new Redis(target.redisUrl, options));
  const url = new URL(target.redisUrl);
  const tls = url.protocol === 'rediss:';
  const redis = new Redis({
    sentinels: target.redisSentinels.hosts,
    name: decodeURIComponent(url.hostname),
    sentinelPassword: target.redisSentinels.password ?? undefined,
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || '0'),
    ...(tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    ...options,
  });
  return listeningForErrors(redis);
}

/**
 * ioredis retries a lost connection by itself, and prints each failed attempt to stderr, outside the logs, unless
 * the connection has an 'error' listener. What an outage means is reported where it matters: the health routes,
 * the commands that fail, the boot's database check. So every connection listens, and says nothing; a duplicate
 * (ioredis copies no listener) needs it too.
 */
export function listeningForErrors(redis: Redis): Redis {
  redis.on('error', () => undefined);
  return redis;
}
