import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@isl/contracts';
import { ApiError } from './api-error';
import { ApiErrorCodes } from './api-error-codes.decorator';

/**
 * The key of a request's Idempotency-Key header, lower-cased; undefined without the header. Anything but a UUID
 * is refused (400 IDEMPOTENCY_KEY_INVALID), its value not echoed.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !isUUID(header)) {
    throw new ApiError(
      'IDEMPOTENCY_KEY_INVALID',
      `The ${IDEMPOTENCY_KEY_HEADER} header must be one UUID in its 36-character form (such as crypto.randomUUID() makes), or be left out`,
    );
  }
  return header.toLowerCase();
}

const idempotencyKeyParam = createParamDecorator((_: unknown, context: ExecutionContext) =>
  idempotencyKeyOf(context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
);

/**
 * The request's Idempotency-Key (idempotencyKeyOf), for a write that a client may send more than once; the service
 * gives it to oncePerKey (platform/postgres/request-keys.ts). Documents the header and its error codes on the route.
 */
export function IdempotencyKey(): ParameterDecorator {
  return (target, method, index) => {
    if (method !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, method) as PropertyDescriptor;
      ApiHeader({
        name: IDEMPOTENCY_KEY_HEADER,
        required: false,
        description: "A UUID made once per write and sent with each retry of it: the write is made once for the fan, and a retry is answered with what it made",
        schema: { type: 'string', format: 'uuid' },
      })(target, method, descriptor);
      ApiErrorCodes('IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_REUSED')(target, method, descriptor);
    }
    idempotencyKeyParam()(target, method, index);
  };
}
