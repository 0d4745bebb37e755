/**
 * A fetch stand-in for the api-client tests only: answers every request with one canned response and records
 * the requests. jsdom has no Response class, so the answer carries just what the client reads.
 */
export function stubFetch(status: number, body: string, statusText = ''): jest.Mock {
  const fetchStub = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
  }));
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return fetchStub;
}
