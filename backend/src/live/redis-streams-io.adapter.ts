import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config';
import { createStreamsAdapter, SOCKET_SERVER_OPTIONS } from './live-broadcaster';
import { closeRedis } from '../redis/close-redis';

/** Nest's Socket.IO adapter with the Redis streams adapter connected before the server accepts anyone. */
export class RedisStreamsIoAdapter extends IoAdapter {
  private redis: Redis | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<AppConfig, 'redisUrl' | 'socketStreamName'>,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: Partial<ServerOptions>): Server {
    const server = super.createIOServer(port, { ...options, ...SOCKET_SERVER_OPTIONS } as ServerOptions) as Server;
    const { adapter, client } = createStreamsAdapter(this.config);
    this.redis = client;
    server.adapter(adapter);
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    if (this.redis) await closeRedis(this.redis);
  }
}
