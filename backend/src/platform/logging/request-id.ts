import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy in front may already have given the request: used only if it is short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Each request's id: the caller's X-Request-Id when it is safe to log and echo, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The id of the request whose work is running, for log lines written far from its Fastify request. */
const requestIds = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, if it runs for one. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

function isErrorBody(payload: unknown): payload is { statusCode: number; code: string; message: string } {
  const body = payload as { statusCode?: unknown; code?: unknown } | null;
  return typeof body === 'object' && body !== null && typeof body.statusCode === 'number' && typeof body.code === 'string';
}

/**
 * Every answer says its request id (X-Request-Id), as the request's log lines do (reqId), and an error body
 * carries it too, so a fan's report of an error leads an operator to its log lines. The rest of the request runs
 * in the id's async context (currentRequestId), so the lines its services write through Nest's Logger carry it
 * too; Fastify keeps the context across reading the body.
 */
export function registerRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestIds.run(request.id, done);
  });
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    done(null, reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, requestId: request.id } : payload);
  });
}
