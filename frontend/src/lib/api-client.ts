import { IDEMPOTENCY_KEY_HEADER, type ApiErrorBody } from '@isl/contracts';
import { noteRead } from './offline/network-status';

/**
 * A non-success response. The message follows spec section 8, "<status>: <body text or status text>", and the
 * API's machine code is kept so screens can show a translated message instead of the server's English.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed JSON body, for the codes that carry more than a message (an import's `problems`); else undefined. */
  readonly body: unknown;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = readJsonBody(bodyText);
    const { code } = (this.body ?? {}) as Partial<ApiErrorBody>;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

function readJsonBody(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText) as unknown;
  } catch {
    return undefined;
  }
}

/** Spec section 8: a 401 whose text says "Unauthorized" means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && /unauthori[sz]ed/i.test(error.message);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call sends the session cookie; a JSON body and its content type only when there is a payload, and the
 * caller's headers (a write's Idempotency-Key) only when it gives some. The browser always asks the server (a 304
 * when nothing changed): public reads allow caches to serve a stale copy while revalidating, which a CDN may do,
 * but a fan refetching after a live event must get the new state.
 */
function send(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Response> {
  return payload === undefined
    ? sendRaw(method, url, undefined, headers)
    : sendRaw(method, url, { body: JSON.stringify(payload), contentType: 'application/json' }, headers);
}

function sendRaw(method: Method, url: string, content?: { body: BodyInit; contentType: string }, headers?: Record<string, string>): Promise<Response> {
  const contentType = content && { 'Content-Type': content.contentType };
  return fetch(url, {
    method,
    credentials: 'include',
    cache: 'no-cache',
    headers: contentType || headers ? { ...headers, ...contentType } : undefined,
    body: content?.body,
  });
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface GetOptions {
  /** Opt-in: answer 401 with null instead of an error (the current-user query: signed out is not a failure). */
  on401?: 'throw' | 'returnNull';
}

export async function getJson<T>(url: string): Promise<T>;
export async function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options: GetOptions = {}): Promise<T | null> {
  const response = await send('GET', url);
  noteRead(response);
  if (response.status === 401 && options.on401 === 'returnNull') {
    // The body adds nothing to the status, but it is read to its end: left unread, the browser counts the request
    // as loading for good, so the page never looks settled (Lighthouse waited out its 45 s limit on every
    // signed-out load); cancelled, the browser would drop the connection with it.
    await response.text();
    return null;
  }
  await throwIfNotOk(response);
  return readJson<T>(response);
}

export interface SendOptions {
  /** Sent as the Idempotency-Key header: one key for every attempt of one write, so the api writes it once. */
  idempotencyKey?: string;
}

/** A state-changing call; resolves to the parsed body, or undefined for an empty one (204). */
export async function sendJson<T = void>(method: Exclude<Method, 'GET'>, url: string, payload?: unknown, options: SendOptions = {}): Promise<T> {
  const response = await send(method, url, payload, options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined);
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** A state-changing call whose body is a file as it is (a season's football.json, a players CSV), of `contentType`. */
export async function sendFileBody<T>(method: Exclude<Method, 'GET'>, url: string, file: Blob, contentType: string): Promise<T> {
  const response = await sendRaw(method, url, { body: file, contentType });
  await throwIfNotOk(response);
  return readJson<T>(response);
}
