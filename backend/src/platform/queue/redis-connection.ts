import type Redis from 'ioredis';
import { connectRedis, type RedisTarget } from '../redis/redis-client';

/** BullMQ needs its own connections, with blocking commands allowed to wait as long as they must. */
export function bullConnection(target: RedisTarget): Redis {
  return connectRedis(target, { maxRetriesPerRequest: null });
}
