import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@isl/contracts';
import { sendApiError } from './api-error-reply';

/**
 * Errors Fastify's router answers before any route runs (a malformed or over-long address part), in the API's
 * error shape. The message never repeats the address: it could be anything the client sent.
 */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendApiError(reply, 'URI_TOO_LONG', 'A part of the address is too long.');
  else void sendApiError(reply, 'BAD_REQUEST', 'The address is not valid.');
}

const CLIENT_ERRORS: Record<string, [ApiErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'The request line and headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'The request took too long to arrive.'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request, a
 * timeout): answered on the socket in the API's error shape, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] = CLIENT_ERRORS[error.code ?? ''] ?? (['BAD_REQUEST', 'The request is malformed.'] as const);
  const body: ApiErrorBody = { statusCode: API_ERRORS[code], code, message };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
