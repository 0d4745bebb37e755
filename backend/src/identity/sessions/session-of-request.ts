import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-cookie';
import type { FoundSession, SessionsService } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session its cookie names, once looked up (see sessionOfRequest). */
    sessionLookup?: Promise<FoundSession | undefined>;
  }
}

/**
 * The session a request's cookie names, looked up once per request: a signed-in write is checked against its
 * account's rate limit before its body is read, then its route's guard needs the account again. A lookup that
 * failed is not kept, so whoever asks next tries again.
 */
export function sessionOfRequest(request: FastifyRequest, sessions: Pick<SessionsService, 'find'>): Promise<FoundSession | undefined> {
  if (request.sessionLookup) return request.sessionLookup;
  const lookup = sessions.find(request.cookies[SESSION_COOKIE]);
  request.sessionLookup = lookup;
  lookup.catch(() => {
    if (request.sessionLookup === lookup) request.sessionLookup = undefined;
  });
  return lookup;
}
