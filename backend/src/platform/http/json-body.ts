import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sjson from 'secure-json-parse';
import { loneSurrogate } from '@isl/contracts';
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

/**
 * What no string of any body may hold, whatever the field: a NUL character (PostgreSQL text cannot store it)
 * or a lone UTF-16 surrogate (JSON lets one through as an escape such as \ud800; it is no character, validators
 * throw on it, and PostgreSQL would keep U+FFFD instead).
 */
function forbiddenCharacter(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character';
  const lone = loneSurrogate(text);
  return lone ? `a lone surrogate (${lone})` : null;
}

/**
 * Where in a parsed body a string or a key holds a character no body may, and what it is, as
 * `{ path: 'keys.p256dh', character: 'a NUL character' }`; null if nowhere.
 */
export function forbiddenCharacterAt(value: unknown, path = 'body'): { path: string; character: string } | null {
  if (typeof value === 'string') {
    const character = forbiddenCharacter(value);
    return character ? { path, character } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenCharacterAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A bad key is named by where it is, not repeated (the answer would echo the character).
      const found = forbiddenCharacterAt(key, path === 'body' ? 'a key' : `a key of ${path}`) ?? forbiddenCharacterAt(item, path === 'body' ? key : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A JSON body as this API takes it: not too deep, no prototype keys, no NUL characters or lone surrogates. An
 * empty one is no body (undefined), as when no Content-Type comes: clients that send the JSON header on every
 * request send it on a body-less POST (a sign-out) too, and the route, not the parser, says whether it needs a body.
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
  const forbidden = forbiddenCharacterAt(value);
  if (forbidden) throw new ApiError('INVALID_CHARACTERS', `${forbidden.path} must not contain ${forbidden.character}`);
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
