/**
 * Which account a socket's handshake is signed in as, from its Cookie header: a signed-in fan's sockets join their
 * own room for personal news. Identity provides it (the sessions live there); the gateway only asks.
 */
export interface SocketAccounts {
  userIdOf(cookieHeader: string | undefined): Promise<string | undefined>;
}

export const SOCKET_ACCOUNTS = Symbol('SOCKET_ACCOUNTS');
