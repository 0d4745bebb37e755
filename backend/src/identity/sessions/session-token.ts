import { createHmac } from 'node:crypto';

/** 32 random bytes in base64url: 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Anything but a well-formed token is not worth a query. */
export function isSessionToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_PATTERN.test(token);
}

/** The id the sessions table keeps for a token: its HMAC-SHA256 under SESSION_SECRET (see SessionsService). */
export function sessionIdOf(sessionSecret: string, token: string): string {
  return createHmac('sha256', sessionSecret).update(token).digest('base64url');
}
