import { connect } from 'node:net';
import request from 'supertest';
import { APP_ORIGIN, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

// Inputs an attacker (or a broken client) sends, each of which once reached a 500.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const post = (path: string, body: string, cookie?: string) => {
  const req = request(t.app.getHttpServer()).post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('content-type', 'application/json');
  return (cookie ? req.set('cookie', cookie) : req).send(body);
};

describe('deeply nested JSON', () => {
  it.each([
    ['1,500 nested arrays', `${'['.repeat(1500)}${']'.repeat(1500)}`],
    ['3,000 nested objects', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
    ['nesting inside a field', `{"email":"x@example.com","password":"long enough pass","firstName":${'['.repeat(200)}${']'.repeat(200)}}`],
  ])('refuses %s with 400 before validating it', async (_, body) => {
    const res = await post('/api/auth/register', body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_JSON', message: expect.stringContaining('nested'), requestId: expect.any(String) });
  });

  it('still takes ordinary nesting, and brackets inside strings do not count', async () => {
    const res = await post('/api/auth/register', JSON.stringify({ email: uniqueEmail(), password: `${'['.repeat(100)} long enough`, firstName: '{{{{{{' }));
    expect(res.status).toBe(201);
  });
});

describe('NUL characters', () => {
  it.each([
    ['firstName at registration', '/api/auth/register', () => ({ email: uniqueEmail(), password: 'long enough pass', firstName: 'Ali\u0000' }), 'firstName'],
    ['the e-mail at sign-in', '/api/auth/login', () => ({ email: 'a\u0000@example.com', password: 'whatever it is' }), 'email'],
    ['a nested field', '/api/notifications/subscriptions', () => ({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'a\u0000', auth: 'b' }, language: 'en' }), 'keys.p256dh'],
  ])('refuses one in %s with 400 naming the field', async (_, path, body, field) => {
    const fan = await signUp(t);
    const res = await post(path, JSON.stringify(body()), fan.cookie).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: `${field} must not contain a NUL character`, requestId: expect.any(String) });
  });

  it('refuses one in the address (a route parameter or the query) with 400', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/matches/1%00').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'The address must not contain a NUL character', requestId: expect.any(String) });
  });
});

describe('numbers in the address', () => {
  it.each(['0x10', '1e3', '+1', '01', '1.0', ' 1'])('takes only canonical decimal ids and counts, not %j', async (spelling) => {
    const api = request(t.app.getHttpServer());
    const asId = await api.get(`/api/teams/${encodeURIComponent(spelling)}/players`).expect(400);
    expect(asId.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'id must be a whole number', requestId: expect.any(String) });
    const asCount = await api.get(`/api/players/top-rated?limit=${encodeURIComponent(spelling)}`).expect(400);
    expect(asCount.body.message).toBe('limit must be a whole number');
  });

  it('still takes 1 and 16', async () => {
    await request(t.app.getHttpServer()).get('/api/players/top-rated?limit=16').expect(200);
    await request(t.app.getHttpServer()).get('/api/teams/1/players').expect((res) => expect([200, 404]).toContain(res.status));
  });
});

describe('oversized requests', () => {
  const raw = (lines: string[]) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = (t.app.getHttpServer().address() ?? { port: 0 }) as { port: number };
      const socket = connect(port, '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => {
        const [head, ...rest] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.on('error', reject);
    });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    // Refused by the router: the request has its id. Refused by Node's parser: there is no request to give one.
    ['a route parameter of 1,000 characters', () => [`GET /api/teams/${'x'.repeat(1_000)}/players HTTP/1.1`, 'Host: localhost'], 414, 'URI_TOO_LONG', { requestId: expect.any(String) }],
    ['headers of 100 kB', () => ['GET /api/teams HTTP/1.1', 'Host: localhost', `X-Padding: ${'x'.repeat(100_000)}`], 431, 'HEADERS_TOO_LARGE', {}],
  ])('answers %s in the API error shape, without echoing it', async (_, lines, status, code, id) => {
    const res = await raw(lines());
    expect(res.status).toBe(status);
    const body = JSON.parse(res.body.slice(res.body.indexOf('{'), res.body.lastIndexOf('}') + 1)) as { statusCode: number; code: string; message: string };
    expect(body).toEqual({ statusCode: status, code, message: expect.any(String), ...id });
    expect(res.body).not.toContain('xxxxxxxx');
  });
});
