import type { FastifyReply } from 'fastify';
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@isl/contracts';

/** For Fastify hooks, which answer before Nest (and its exception filter) sees the request. */
export function sendApiError(reply: FastifyReply, code: ApiErrorCode, message: string): FastifyReply {
  const body: ApiErrorBody = { statusCode: API_ERRORS[code], code, message };
  return reply.status(body.statusCode).send(body);
}

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
