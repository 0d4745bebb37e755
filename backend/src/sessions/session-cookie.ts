import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'isl_session';

/**
 * Out of reach of page scripts; sent on top-level navigations from other sites (so a link to the app keeps
 * you signed in) but not on their forms or fetches; Secure whenever the app is served over https.
 */
export function cookieOptions(publicUrl: string, path = '/'): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure: new URL(publicUrl).protocol === 'https:' };
}

/** The cookie holds a random token; only its HMAC is stored (see SessionsService), never the token itself. */
export class SessionCookie {
  private readonly options: CookieSerializeOptions;

  constructor(publicUrl: string) {
    this.options = cookieOptions(publicUrl);
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE];
  }

  readHeader(cookieHeader: string): string | undefined {
    return fastifyCookie.parse(cookieHeader)[SESSION_COOKIE];
  }

  write(reply: FastifyReply, token: string, expire: Date): void {
    void reply.setCookie(SESSION_COOKIE, token, { ...this.options, expires: expire });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, this.options);
  }
}
