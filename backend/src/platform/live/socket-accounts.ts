import { userRoom } from '@isl/contracts';

/** The session a socket's handshake was signed in with: its account, and the session's own id. */
export interface SocketSession {
  userId: string;
  sessionId: string;
}

/**
 * Which session a socket's handshake is signed in with, from its Cookie header: a signed-in fan's sockets join
 * their account's room for personal news, and their session's room, by which they are signed out when that session
 * ends. Identity provides it (the sessions live there); the gateway only asks.
 */
export interface SocketAccounts {
  sessionOf(cookieHeader: string | undefined): Promise<SocketSession | undefined>;
}

export const SOCKET_ACCOUNTS = Symbol('SOCKET_ACCOUNTS');

/**
 * Sessions that ended, as their sockets are found: one session (a sign-out), or every session of an account but
 * the one kept (a password change keeps the browser that asked; a deletion keeps none).
 */
export type EndedSessions = { userId: string; sessionId: string } | { userId: string; keptSessionId?: string };

const SESSION_ROOM_PREFIX = 'session:';

/** The room of the sockets signed in with one session. Nothing is sent to it: it only finds them. */
export const sessionRoom = (sessionId: string) => `${SESSION_ROOM_PREFIX}${sessionId}`;

/** The rooms a socket signed in with this session is in, beyond those every socket joins. */
export const accountRooms = (session: SocketSession): string[] => [userRoom(session.userId), sessionRoom(session.sessionId)];

/** Whether a room is one a socket is in only while signed in. */
export const isAccountRoom = (room: string): boolean => room.startsWith(userRoom('')) || room.startsWith(SESSION_ROOM_PREFIX);
