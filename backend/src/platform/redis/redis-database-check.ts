import { connectRedis, type RedisTarget } from './redis-client';

/** One line for the operator: REDIS_URL names a database number the server does not have. */
export class RedisDatabaseMissing extends Error {}

/**
 * At boot, before anything else uses Redis: a REDIS_URL naming a database the server lacks (`/16` on a
 * default Redis) would otherwise log unhandled errors and quietly run on database 0, beside other data.
 * An unreachable Redis is not this check's business: the api starts without it and reconnects.
 */
export async function checkRedisDatabase(target: RedisTarget): Promise<void> {
  const database = Number(new URL(target.redisUrl).pathname.slice(1) || '0');
  if (database === 0) return;
  const probe = connectRedis(target, { db: 0, lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.select(database);
  } catch (error) {
    if (/DB index is out of range/i.test(String(error))) {
      throw new RedisDatabaseMissing(`REDIS_URL names database ${database}, which this Redis server does not have (ERR DB index is out of range)`);
    }
  } finally {
    probe.disconnect();
  }
}
