import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Server } from 'socket.io';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import {
  createStreamsAdapter,
  emitToRooms,
  noticeToServers,
  signOutSockets,
  type LiveBroadcaster,
  type LiveMessage,
  type ServerNotice,
  type StreamsConnection,
} from './live-broadcaster';
import type { EndedSessions } from './socket-accounts';
import { SOCKET_SERVER_OPTIONS } from './socket-server-options';

/**
 * For processes without sockets of their own (the simulator, the worker): a Socket.IO server that listens
 * nowhere but joins the same Redis stream, so what it emits reaches every api replica's clients, and is kept
 * for clients that reconnect.
 */
@Injectable()
export class StreamsPublisher implements LiveBroadcaster, OnModuleDestroy {
  private readonly server: Server;
  private readonly streams: StreamsConnection;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.streams = createStreamsAdapter(config);
    this.server = new Server(SOCKET_SERVER_OPTIONS);
    this.server.adapter(this.streams.adapter);
  }

  broadcast(message: LiveMessage): Promise<void> {
    return emitToRooms(this.server, message);
  }

  notifyServers(notice: ServerNotice): Promise<void> {
    return noticeToServers(this.server, notice);
  }

  signOut(ended: EndedSessions): Promise<void> {
    return signOutSockets(this.server, ended);
  }

  async onModuleDestroy() {
    // Listening nowhere, the server has no engine to close: only the adapter's stream reader stops.
    await this.server.of('/').adapter.close();
    await this.streams.close();
  }
}
