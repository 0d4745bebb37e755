import Redis from 'ioredis';

/** BullMQ needs its own connections, with blocking commands allowed to wait as long as they must. */
export function bullConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}
