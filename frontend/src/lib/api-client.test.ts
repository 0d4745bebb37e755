import { cannedResponse, stubFetch } from '../../test/canned-fetch';
import { ApiError, getJson, isUnauthorizedError, sendJson } from './api-client';

describe('the api client', () => {
  it('turns a non-OK response into "<status>: <body>" and keeps the error code', async () => {
    stubFetch(409, '{"statusCode":409,"code":"EMAIL_TAKEN","message":"E-mail already registered"}');
    const error = await sendJson('POST', '/api/auth/register', { email: 'a@b.iq', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"statusCode":409,"code":"EMAIL_TAKEN","message":"E-mail already registered"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('EMAIL_TAKEN');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    await expect(getJson('/api/teams')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends credentials always, and JSON with its content type only when there is a payload', async () => {
    const fetchStub = stubFetch(200, '{"id":"u1"}');
    await sendJson('POST', '/api/auth/login', { email: 'a@b.iq', password: 'secret-pass' });
    expect(fetchStub.mock.calls[0][1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      cache: 'no-cache',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.iq","password":"secret-pass"}',
    });

    const noBody = stubFetch(204, '');
    await expect(sendJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
    expect(noBody.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include', headers: undefined, body: undefined });
  });

  it("sends a write's Idempotency-Key when it is given one", async () => {
    const fetchStub = stubFetch(201, '{"id":7}');
    await sendJson('POST', '/api/predictions', { matchId: 1, prediction: 'home' }, { idempotencyKey: '0b7c3f36-5d1e-4a7b-9a51-0c2f6f1d8e42' });
    expect(fetchStub.mock.calls[0][1].headers).toEqual({ 'Idempotency-Key': '0b7c3f36-5d1e-4a7b-9a51-0c2f6f1d8e42', 'Content-Type': 'application/json' });
  });

  it('reads a 401 as an error by default, and as null when the query opts in', async () => {
    stubFetch(401, '{"statusCode":401,"code":"UNAUTHORIZED","message":"Unauthorized"}');
    await expect(getJson('/api/auth/user')).rejects.toThrow('401: ');
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('reads the 401 body to its end even though it answers null, so the browser sees the request end', async () => {
    const text = jest.fn(async () => '{"statusCode":401}');
    globalThis.fetch = jest.fn(async () => ({ ...cannedResponse(401, ''), text })) as unknown as typeof fetch;
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    expect(text).toHaveBeenCalledTimes(1);
  });

  it('recognises a lost session by "401: " and "Unauthorized"', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"code":"UNAUTHORIZED","message":"Unauthorized"}', ''))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"code":"INVALID_CREDENTIALS","message":"Wrong e-mail or password"}', ''))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
