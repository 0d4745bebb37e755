import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sjson from 'secure-json-parse';
import { ApiError } from './api-error';
import { sendApiError } from './api-error-reply';

/** Deeper than any request of this API: a form's fields, a list of ids. Anything deeper is refused unread. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests deeper than `max`, judged by its brackets outside strings, before anything
 * parses it: a deeply nested body would otherwise overflow the stack of whatever walks it (the validator).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Where in a parsed body a string holds a NUL character (PostgreSQL text cannot), as `keys.p256dh` or `ids[2]`; null if nowhere. */
export function nulCharacterPath(value: unknown, path = 'body'): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(key.includes('\u0000') ? '\u0000' : item, path === 'body' ? key : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A JSON body as this API takes it: not too deep, no prototype keys, no NUL characters. An empty one is no body
 * (undefined), as when no Content-Type comes: clients that send the JSON header on every request send it on a
 * body-less POST (a sign-out) too, and the route, not the parser, says whether it needs a body.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError('INVALID_JSON', `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  let value: unknown;
  try {
    value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    throw new ApiError('INVALID_JSON', `The request body is not valid JSON: ${(error as Error).message}`);
  }
  const nul = nulCharacterPath(value);
  if (nul) throw new ApiError('VALIDATION_FAILED', `${nul} must not contain a NUL character`);
  return value;
}

/**
 * Replaces Fastify's JSON parser with parseJsonBody (within the same body limit), and refuses an address
 * holding an encoded NUL before routing, so no NUL character reaches a query or PostgreSQL.
 */
export function registerJsonBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.includes('%00')) return done();
    void sendApiError(reply, 'BAD_REQUEST', 'The address must not contain a NUL character');
  });
}
