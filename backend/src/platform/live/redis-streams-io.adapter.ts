import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config';
import { requestSite } from '../http/request-site';
import type { RedisTarget } from '../redis/redis-client';
import { createStreamsAdapter, type StreamsConnection } from './live-broadcaster';
import { SOCKET_SERVER_OPTIONS } from './socket-server-options';
import { oneWriteFrames } from './one-write-frames';
import { timingUpdateFanOut } from './update-fan-out-timing';

/**
 * Nest's Socket.IO adapter with the Redis streams adapter connected before the server accepts anyone. A
 * socket joins its user's room by the session cookie, so, as for state-changing HTTP requests, a browser on
 * another site is refused (its Origin is not PUBLIC_URL's); clients that send no Origin (servers) pass.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private streams: StreamsConnection | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: RedisTarget & Pick<AppConfig, 'socketStreamName' | 'publicUrl'>,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: Partial<ServerOptions>): Server {
    const appOrigin = new URL(this.config.publicUrl).origin;
    const server = super.createIOServer(port, {
      ...options,
      ...SOCKET_SERVER_OPTIONS,
      allowRequest: (request, accept) => accept(null, requestSite(request.headers, appOrigin) !== 'foreign'),
    } as ServerOptions) as Server;
    this.streams = createStreamsAdapter(this.config);
    server.adapter(timingUpdateFanOut(oneWriteFrames(this.streams.adapter)));
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    await this.streams?.close();
  }
}
