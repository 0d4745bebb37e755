import type { FastifyRequest } from 'fastify';
import { sendApiError } from '../http/api-error-reply';
import { RateLimiter } from './rate-limiter';
import type { WriteCheck } from './write-checks';

/** The account a request's session belongs to, if it has a live one; identity answers it. */
export type AccountOfRequest = (request: FastifyRequest) => Promise<string | undefined>;

/** What the check needs to know of the parts above it: whose a request is, and which paths sign in. */
export interface WriteBudgetParts {
  accountOf: AccountOfRequest;
  /** Sign-in and registration: a signed-out visitor's way in, with a budget of its own per address. */
  isSignInPath: (path: string) => boolean;
}

/** The ceilings a minute: of a signed-in account's writes or an address's other writes, and of an address's sign-ins. */
export interface WriteBudgets {
  writesPerMinute: number;
  signInsPerAddress: number;
}

/**
 * A general ceiling on state-changing API requests a minute, checked before the body is read: per account for a
 * signed-in request, per client address for any other. Iraqi mobile carriers put many fans behind one public
 * address (carrier-grade NAT), and minutes before a derby kicks off hundreds of them predict at once: counted by
 * address, they would use up one ceiling together and strangers would refuse each other's picks. Only a session
 * that exists counts as an account, so made-up cookies still share their address's ceiling. Signing in is counted
 * apart, in a larger budget of its own per address: one person's other anonymous writes there (a stream of
 * sign-outs) cannot keep everyone behind the address from signing in.
 *
 * When Redis or the session lookup cannot answer, requests pass (and a warning is logged): this limit guards
 * capacity, and refusing every write while Redis recovers would be worse. Sign-in has its own limit, which fails
 * closed.
 */
export function writeRateLimitCheck(limiter: RateLimiter, { accountOf, isSignInPath }: WriteBudgetParts, budgets: WriteBudgets): WriteCheck {
  const quotaOf = (request: FastifyRequest, userId: string | undefined) => {
    if (userId) return { bucket: `writes:user:${userId}`, limit: budgets.writesPerMinute };
    if (isSignInPath(request.url.split('?')[0])) return { bucket: `sign-ins:ip:${request.ip}`, limit: budgets.signInsPerAddress };
    return { bucket: `writes:ip:${request.ip}`, limit: budgets.writesPerMinute };
  };
  return async (request, reply) => {
    let result;
    try {
      const { bucket, limit } = quotaOf(request, await accountOf(request));
      result = await limiter.take([bucket], { limit, windowSeconds: 60 });
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
