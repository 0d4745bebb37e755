import { KEPT_AT_HEADER } from '../src/lib/offline/kept-reads';

/** What the api client reads of a fetch Response (jsdom has no Response class). */
export function cannedResponse(status: number, body: string, statusText = ''): Response {
  // No headers: none says the answer was kept offline (X-Kept-At), so it is the api's own.
  const headers = { get: () => null } as unknown as Headers;
  return { ok: status >= 200 && status < 300, status, statusText, headers, text: async () => body } as Response;
}

/** A JSON answer with this status (no body when `body` is undefined). */
export function jsonResponse(status: number, body?: unknown): Response {
  return cannedResponse(status, body === undefined ? '' : JSON.stringify(body));
}

/** An empty JSON answer the service worker kept at `at` (ms since the epoch), as the api client receives it. */
export function keptAnswer(at: number): Response {
  return { ...jsonResponse(200, []), headers: { get: (name: string) => (name === KEPT_AT_HEADER ? String(at) : null) } } as unknown as Response;
}

/** A fetch stand-in for the api-client tests: answers every request with one canned response and records the requests. */
export function stubFetch(status: number, body: string, statusText = ''): jest.Mock {
  const fetchStub = jest.fn(async (_url: string, _init?: RequestInit) => cannedResponse(status, body, statusText));
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return fetchStub;
}

/** A fetch stand-in that answers by method and path (`'POST /api/objects/upload'`); anything else is a 404. */
export function routeFetch(routes: Record<string, () => Response | Promise<Response>>): jest.Mock {
  const fetchStub = jest.fn(async (url: string, init?: RequestInit) => (routes[`${init?.method ?? 'GET'} ${url}`] ?? (() => jsonResponse(404, { code: 'NOT_FOUND' })))());
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return fetchStub;
}
