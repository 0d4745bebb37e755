import { connectRedis, type RedisTarget } from './redis-client';

/** One line for the operator: REDIS_URL names a database number the server does not have. */
export class RedisDatabaseMissing extends Error {}

/**
 * At boot, before anything else uses Redis: a REDIS_URL naming a database the server lacks (`/16` on a
 * default Redis) would otherwise log unhandled errors and quietly run on database 0, beside other data.
 * An unreachable Redis is not this check's business: the api starts without it and reconnects.
 */
export async function checkRedisDatabase(target: RedisTarget): Promise<void> {
  const url = new URL(target.redisUrl);
  const database = Number(url.pathname.slice(1) || '0');
  if (database === 0) return;
  // On database 0, which every server has, so that selecting the one named is what fails (a URL's database wins
  // over an option's).
  url.pathname = '/';
  const probe = connectRedis({ ...target, redisUrl: url.toString() }, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
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
