import type { FastifyReply } from 'fastify';
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@isl/contracts';

/**
 * For Fastify hooks and the router's own errors, which answer before Nest (and its exception filter) sees the
 * request, and before the request-id hooks may have run: the id is put in here.
 */
export function sendApiError(reply: FastifyReply, code: ApiErrorCode, message: string): FastifyReply {
  const body: ApiErrorBody = { statusCode: API_ERRORS[code], code, message, requestId: reply.request.id };
  return reply.status(body.statusCode).header('x-request-id', reply.request.id).send(body);
}
