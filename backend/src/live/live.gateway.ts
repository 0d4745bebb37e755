import { Logger, OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { LIVE_ROOM, matchRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@isl/contracts';
import { sessionTokenFromCookieHeader } from '../sessions/session-cookie';
import { sampleSockets } from '../metrics/metrics';
import { SessionsService } from '../sessions/sessions.service';
import { emitToRooms, type LiveBroadcaster, type LiveMessage } from './live-broadcaster';

/** How many match rooms one client may follow at once; a fan follows a handful. */
const MAX_FOLLOWED_MATCHES = 50;

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * The only place that knows Socket.IO: clients join `live` on connect, `match:<id>` on request, and a
 * signed-in fan (session cookie on the handshake) their own `user:<id>` room for personal news.
 */
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy, LiveBroadcaster {
  private readonly logger = new Logger(LiveGateway.name);

  @WebSocketServer()
  private server: LiveServer;

  private stopCountingSockets?: () => void;

  constructor(private readonly sessions: SessionsService) {}

  afterInit(server: LiveServer) {
    this.stopCountingSockets = sampleSockets(() => [{ value: server.engine.clientsCount }]);
  }

  onModuleDestroy() {
    this.stopCountingSockets?.();
  }

  async handleConnection(socket: Socket) {
    // A recovered connection keeps the rooms it had; only a new one starts with them.
    if (socket.recovered) return;
    await socket.join(LIVE_ROOM);
    const token = sessionTokenFromCookieHeader(socket.handshake.headers.cookie);
    const userId = await this.sessions.userIdForToken(token).catch(() => undefined);
    if (userId) await socket.join(userRoom(userId));
  }

  @SubscribeMessage('subscribe')
  subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): { matchIds: number[] } {
    const requested = (body as { matchIds?: unknown } | null)?.matchIds;
    const matchIds = Array.isArray(requested)
      ? requested.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX_FOLLOWED_MATCHES)
      : [];
    for (const room of socket.rooms) if (room.startsWith('match:')) void socket.leave(room);
    void socket.join(matchIds.map(matchRoom));
    return { matchIds };
  }

  broadcast(message: LiveMessage) {
    if (!this.server) {
      this.logger.warn(`no socket server yet; ${message.event} not sent`);
      return;
    }
    emitToRooms(this.server, message);
  }
}
