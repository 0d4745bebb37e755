import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { PLAYERS_FILE_MAX_BYTES } from '@isl/contracts';
import { playersFileTooLarge } from '../desk.errors';

/** Where the desk sends a squads file, the one API write besides an upload whose body is not JSON. */
export const SQUADS_FILE_PATH = '/api/admin/players/import';

/** A squads file sent to its path as text/csv (any other type there is refused as not JSON). */
export const isSquadsFileUpload = (request: FastifyRequest) =>
  request.method === 'POST' && request.url.split('?')[0] === SQUADS_FILE_PATH && request.headers['content-type']?.split(';')[0].trim().toLowerCase() === 'text/csv';

/**
 * A squads file arrives as text/csv, read whole as UTF-8 text up to PLAYERS_FILE_MAX_BYTES. One that says it is
 * larger is refused before any of it is read, and its connection closed once answered, so the rest is not received;
 * one sent without a length stops being read at the limit (PAYLOAD_TOO_LARGE).
 */
export function acceptSquadsFiles(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: PLAYERS_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (isSquadsFileUpload(request) && Number(request.headers['content-length']) > PLAYERS_FILE_MAX_BYTES) return done(playersFileTooLarge());
    done(null, payload);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 413 && isSquadsFileUpload(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
}
