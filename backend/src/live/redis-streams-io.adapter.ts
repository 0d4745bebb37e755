import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config';
import { createStreamsAdapter, SOCKET_SERVER_OPTIONS, type StreamsConnection } from './live-broadcaster';

/** Nest's Socket.IO adapter with the Redis streams adapter connected before the server accepts anyone. */
export class RedisStreamsIoAdapter extends IoAdapter {
  private streams: StreamsConnection | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<AppConfig, 'redisUrl' | 'socketStreamName'>,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: Partial<ServerOptions>): Server {
    const server = super.createIOServer(port, { ...options, ...SOCKET_SERVER_OPTIONS } as ServerOptions) as Server;
    this.streams = createStreamsAdapter(this.config);
    server.adapter(this.streams.adapter);
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    await this.streams?.close();
  }
}
