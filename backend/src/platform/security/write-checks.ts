import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, STATE_CHANGING_METHODS } from '../http/api-paths';

/** A check of a state-changing /api request before its body is read: it refuses by sending the error reply. */
export type WriteCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

async function runUntilRefused(checks: readonly WriteCheck[], request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const check of checks) {
    await check(request, reply);
    if (reply.sent) return;
  }
}

/**
 * Runs the checks, in order, on every state-changing /api request, until one refuses it. One callback hook that
 * lets every other request through at once: reads are the hot path, and an async hook would cost each of them a
 * promise and a turn of the microtask queue for a check that does not apply.
 */
export function addWriteChecks(fastify: FastifyInstance, checks: readonly WriteCheck[]): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || !isApiPath(request.url)) return done();
    runUntilRefused(checks, request, reply).then(() => reply.sent || done(), done);
  });
}
