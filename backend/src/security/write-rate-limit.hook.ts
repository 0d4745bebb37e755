import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { isApiPath, sendApiError, STATE_CHANGING_METHODS } from './api-error-reply';
import { RateLimiter } from './rate-limiter';

/**
 * A general ceiling on state-changing API requests per client address and minute, checked before the body is
 * read. When Redis cannot answer, requests pass (and a warning is logged): this limit guards capacity, and
 * refusing every write while Redis recovers would be worse. Sign-in has its own limit, which fails closed.
 */
export function writeRateLimitHook(limiter: RateLimiter, writesPerMinute: number, logger: Logger) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || !isApiPath(request.url)) return;
    let result;
    try {
      result = await limiter.take([`writes:ip:${request.ip}`], { limit: writesPerMinute, windowSeconds: 60 });
    } catch (err) {
      logger.warn({ err }, 'write rate limit unavailable; request let through');
      return;
    }
    if (!result.allowed) {
      void reply.header('retry-after', String(result.retryAfterSeconds));
      return sendApiError(reply, 'RATE_LIMITED', `Too many requests. Try again in ${result.retryAfterSeconds} seconds.`);
    }
  };
}
