import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { isLocalUploadPath } from './media-keys';

/** The PUT of a file to its upload URL (local storage). */
export const isUploadPut = (request: FastifyRequest) => request.method === 'PUT' && isLocalUploadPath(request.url.split('?')[0]);

/**
 * The local upload URL's body is the file itself, of any type.
 * - A parser for every type Fastify has no parser of its own for leaves such a body unread: the upload
 *   handler streams it with its own size limit, and the 256 kB JSON limit does not apply. No other route
 *   receives such bodies: the cross-site check refuses non-JSON API writes before any parsing, except the PUT
 *   to an upload URL.
 * - The upload's own Content-Type is set aside before parsing (the file's type is found in its bytes), so no
 *   parser of Fastify's reads the body first: one sent as text/plain was read as text, and the handler then
 *   waited for a body that had gone, never answering.
 * - A refused upload closes its connection once answered, so the rest of a file nobody will read is not
 *   received (a kept-alive connection would have to read it all first).
 * - A client that leaves before its file has arrived is logged as that: its request's stream fails with
 *   ECONNRESET, which is no fault of the server's.
 */
export function acceptFileUploads(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    // Fastify's setter adds headers over the received ones, which it leaves as they came.
    if (isUploadPut(request)) request.headers = { 'content-type': 'application/octet-stream' };
    done(null, payload);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isUploadPut(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    if (isUploadPut(request)) request.log.info('the client closed the connection before its upload arrived');
    done();
  });
}
