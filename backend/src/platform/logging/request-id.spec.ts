import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { PinoNestLogger } from './logger';
import { registerRequestIds, requestIdOf } from './request-id';

/** POSTs a JSON body in two parts, the second a moment after the first, as a slow phone sends it; answers the status. */
function postSlowly(port: number, requestId: string, body: object): Promise<number | undefined> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, method: 'POST', path: '/work', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-request-id': requestId } });
    req.once('response', (response) => response.resume().once('end', () => resolve(response.statusCode)));
    req.once('error', reject);
    req.write(text.slice(0, 5));
    setTimeout(() => req.end(text.slice(5)), 20);
  });
}

/** A pino logger whose JSON lines land in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('request ids in the log', () => {
  it("put the request's id on what a service logs through Nest's Logger, after the body is read and across awaits", async () => {
    const { lines, logger } = capturingLogger();
    const loggerInstance: FastifyBaseLogger = logger;
    const fastify = Fastify({ loggerInstance, genReqId: requestIdOf, disableRequestLogging: true });
    registerRequestIds(fastify);
    const nest = new PinoNestLogger(logger);
    fastify.post('/work', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      nest.warn(`working on ${(request.body as { job: string }).job}`, 'SomeService');
      return { done: true };
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fastify.server.address() as AddressInfo;
    expect(await Promise.all(['trace-1', 'trace-2'].map((id, i) => postSlowly(port, id, { job: `job ${i + 1}` })))).toEqual([200, 200]);
    nest.warn('between requests', 'SomeService');
    await fastify.close();
    const ofService = lines.filter((line) => line.context === 'SomeService').map((line) => [line.msg, line.reqId]);
    expect(ofService).toEqual(expect.arrayContaining([['working on job 1', 'trace-1'], ['working on job 2', 'trace-2'], ['between requests', undefined]]));
    expect(ofService).toHaveLength(3);
  });
});
