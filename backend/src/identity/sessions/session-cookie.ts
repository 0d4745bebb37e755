import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { Cookies } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions.service';

export const SESSION_COOKIE = 'isl_session';

/**
 * One of our cookies. Out of reach of page scripts; sent on top-level navigations from other sites (so a link
 * to the app keeps you signed in) but not on their forms or fetches; Secure whenever the app is served over https.
 */
export class BrowserCookie {
  private readonly options: CookieSerializeOptions;

  constructor(
    readonly name: string,
    publicUrl: string,
    path = '/',
  ) {
    this.options = { httpOnly: true, sameSite: 'lax', path, secure: new URL(publicUrl).protocol === 'https:' };
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  /** Kept until `expires`, or for `maxAge` seconds. */
  write(reply: FastifyReply, value: string, lifetime: { expires: Date } | { maxAge: number }): void {
    void reply.setCookie(this.name, value, { ...this.options, ...lifetime });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, this.options);
  }
}

/**
 * The session cookie holds a random token; only its HMAC is stored (see SessionsService), never the token
 * itself. Controllers and the auth guard read and write it; SessionsService only ever sees the token.
 */
export class SessionCookie extends BrowserCookie {
  constructor(publicUrl: string) {
    super(SESSION_COOKIE, publicUrl);
  }

  writeSession(reply: FastifyReply, session: IssuedSession): void {
    this.write(reply, session.token, { expires: session.expires });
  }
}

/** The session token in a raw Cookie header (a socket handshake has no Fastify request). */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  return header ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined;
}

/** The session token the browser sent with this request, if any, as a handler argument. */
export const SessionToken = (): ParameterDecorator => Cookies(SESSION_COOKIE);
