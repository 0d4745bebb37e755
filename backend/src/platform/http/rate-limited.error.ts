import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiError } from './api-error';
import { toErrorBody } from './api-exception.filter';

/** 429 that tells the client when to try again; pair it with RetryAfterFilter on the controller. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** Sends RateLimitedError as the usual error body plus a Retry-After header (the global filter sets no headers). */
@Catch(RateLimitedError)
export class RetryAfterFilter implements ExceptionFilter {
  catch(error: RateLimitedError, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(error.getStatus()).header('retry-after', String(error.retryAfterSeconds)).send(toErrorBody(error));
  }
}
