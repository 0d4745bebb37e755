import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type MatchUpdatePayload } from '@isl/contracts';
import type { TestApp } from './test-app';

/** A fan's live socket on a listening test app (websocket, as browsers end up), and every update of one match it hears. */
export async function matchUpdatesOf(t: TestApp, matchId: number): Promise<{ socket: Socket; updates: MatchUpdatePayload[] }> {
  const socket = io(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`, { path: SOCKET_PATH, transports: ['websocket'] });
  await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
  const updates: MatchUpdatePayload[] = [];
  socket.on('match:update', (payload: MatchUpdatePayload) => payload.id === matchId && updates.push(payload));
  return { socket, updates };
}
