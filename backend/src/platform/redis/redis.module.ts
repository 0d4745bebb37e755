import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { closeRedis } from './close-redis';
import { connectRedis } from './redis-client';

export const REDIS = Symbol('REDIS');

/**
 * Without an offline queue a command sent before the connection is up fails at once, so the api would refuse
 * its first sign-ins: it waits until Redis answers, or until the first attempt fails (it then starts without
 * Redis, as it runs on when Redis goes away later, and ioredis keeps reconnecting).
 */
function firstConnectionAttempt(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
}

/** One shared ioredis connection for commands (health, rate limits); queues and sockets open their own. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const redis = connectRedis(config, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false });
        await firstConnectionAttempt(redis);
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    await closeRedis(this.redis);
  }
}
