import type { FastifyRequest } from 'fastify';
import { sendApiError } from '../http/api-error-reply';
import { RateLimiter } from './rate-limiter';
import type { WriteCheck } from './write-checks';

/** The account a request's session belongs to, if it has a live one; identity answers it. */
export type AccountOfRequest = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * A general ceiling on state-changing API requests a minute, checked before the body is read: per account for a
 * signed-in request, per client address for any other. Iraqi mobile carriers put many fans behind one public
 * address (carrier-grade NAT), and minutes before a derby kicks off hundreds of them predict at once: counted by
 * address, they would use up one ceiling together and strangers would refuse each other's picks. Only a session
 * that exists counts as an account, so made-up cookies still share their address's ceiling.
 *
 * When Redis or the session lookup cannot answer, requests pass (and a warning is logged): this limit guards
 * capacity, and refusing every write while Redis recovers would be worse. Sign-in has its own limit, which fails
 * closed.
 */
export function writeRateLimitCheck(limiter: RateLimiter, accountOf: AccountOfRequest, writesPerMinute: number): WriteCheck {
  return async (request, reply) => {
    let result;
    try {
      const userId = await accountOf(request);
      result = await limiter.take([userId ? `writes:user:${userId}` : `writes:ip:${request.ip}`], { limit: writesPerMinute, windowSeconds: 60 });
    } catch (err) {
      request.log.warn({ err }, 'write rate limit unavailable; request let through');
      return;
    }
    if (!result.allowed) {
      void reply.header('retry-after', String(result.retryAfterSeconds));
      void sendApiError(reply, 'RATE_LIMITED', `Too many requests. Try again in ${result.retryAfterSeconds} seconds.`);
    }
  };
}
