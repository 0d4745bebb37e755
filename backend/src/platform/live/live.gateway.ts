import { Inject, OnModuleDestroy } from '@nestjs/common';
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
import { sampleSockets, socketEventsBroadcast } from '../metrics/metrics';
import {
  emitToRooms,
  noticeToServers,
  signOutSockets,
  type LiveBroadcaster,
  type LiveMessage,
  type ServerNotice,
  type ServerNotices,
} from './live-broadcaster';
import { accountRooms, isAccountRoom, SOCKET_ACCOUNTS, type EndedSessions, type SocketAccounts } from './socket-accounts';

/** How many match rooms one client may follow at once; a fan follows a handful. */
const MAX_FOLLOWED_MATCHES = 50;

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, ServerNotices>;

const USER_ROOM_PREFIX = userRoom('');

type NoticeHandler = { [E in keyof ServerNotices]: { event: E; handle: ServerNotices[E] } }[keyof ServerNotices];

/** Socket.IO's listener typing cannot follow a union of notices. */
function listen(server: LiveServer, { event, handle }: NoticeHandler): void {
  (server.on as (event: string, listener: NoticeHandler['handle']) => LiveServer)(event, handle);
}

/**
 * The only place that knows Socket.IO: clients join `live` on connect, `match:<id>` on request, and a
 * signed-in fan (session cookie on the handshake) their own `user:<id>` room for personal news, and their
 * session's room, by which they are signed out when it ends.
 */
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy, LiveBroadcaster {
  @WebSocketServer()
  private server: LiveServer;

  private stopCountingSockets?: () => void;

  /** Handlers of notices from other processes, attached to the server once it exists. */
  private readonly noticeHandlers: NoticeHandler[] = [];

  constructor(@Inject(SOCKET_ACCOUNTS) private readonly accounts: SocketAccounts) {}

  afterInit(server: LiveServer) {
    this.stopCountingSockets = sampleSockets(() => [{ value: server.engine.clientsCount }]);
    for (const handler of this.noticeHandlers) listen(server, handler);
  }

  onModuleDestroy() {
    this.stopCountingSockets?.();
  }

  async handleConnection(socket: Socket) {
    // A recovered connection keeps the rooms it had; only a new one starts with them.
    if (!socket.recovered) await socket.join(LIVE_ROOM);
    // The account's rooms follow the session the handshake's cookie names now, also for a recovered connection:
    // its session may have ended while it was away (a sign-out elsewhere reaches only connected sockets).
    const session = await this.accounts.sessionOf(socket.handshake.headers.cookie).catch(() => undefined);
    const signedIn = session ? accountRooms(session) : [];
    for (const room of [...socket.rooms].filter((room) => isAccountRoom(room) && !signedIn.includes(room))) await socket.leave(room);
    if (signedIn.length) await socket.join(signedIn);
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

  broadcast(message: LiveMessage): Promise<void> {
    if (!this.server) return Promise.reject(new Error(`no socket server yet; ${message.event} not sent`));
    return emitToRooms(this.server, message);
  }

  notifyServers(notice: ServerNotice): Promise<void> {
    if (!this.server) return Promise.reject(new Error(`no socket server yet; ${notice.event} not sent`));
    return noticeToServers(this.server, notice);
  }

  signOut(ended: EndedSessions): Promise<void> {
    if (!this.server) return Promise.reject(new Error('no socket server yet; sockets of ended sessions not signed out'));
    return signOutSockets(this.server, ended);
  }

  /** Calls `handler` whenever another process sends this notice. */
  onNotice<E extends keyof ServerNotices>(event: E, handle: ServerNotices[E]): void {
    const handler = { event, handle } as NoticeHandler;
    this.noticeHandlers.push(handler);
    if (this.server) listen(this.server, handler);
  }

  /** The accounts signed in on this process's own sockets. */
  signedInHere(): string[] {
    return [...this.server.sockets.adapter.rooms.keys()].filter((room) => room.startsWith(USER_ROOM_PREFIX)).map((room) => room.slice(USER_ROOM_PREFIX.length));
  }

  /** Sends to the rooms' sockets on this process only, not through the stream. */
  sendHere({ rooms, event, payload }: LiveMessage): void {
    (this.server.local.to(rooms).emit as (event: LiveMessage['event'], payload: unknown) => boolean)(event, payload);
    socketEventsBroadcast.inc({ event });
  }
}
