import { connect } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { WeeklySquadResponse } from '@isl/contracts';
import { APP_ORIGIN, PASSWORD, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { APPLICATION } from './support/newsroom';
import { startTestApp, TestApp } from './support/test-app';

// Inputs an attacker (or a broken client) sends, each of which once reached a 500.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const send = (method: 'post' | 'put' | 'delete', path: string, body: string, cookie?: string) => {
  const req = request(t.app.getHttpServer())[method](path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('content-type', 'application/json');
  return (cookie ? req.set('cookie', cookie) : req).send(body);
};
const post = (path: string, body: string, cookie?: string) => send('post', path, body, cookie);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const refusal = (code: string, message: string | RegExp) => ({ statusCode: 400, code, message: typeof message === 'string' ? message : expect.stringMatching(message), requestId: expect.any(String) });

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
    expect(res.body).toEqual(refusal('INVALID_CHARACTERS', `${field} must not contain a NUL character`));
  });

  it('refuses one in the address (a route parameter or the query) with 400', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/matches/1%00').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'The address must not contain a NUL character', requestId: expect.any(String) });
  });
});

// Issue 36: what a schema-driven fuzzer sent, each of which reached a 500.
describe('lone UTF-16 surrogates', () => {
  // JSON.stringify writes a lone surrogate as its escape (\ud800), which JSON.parse turns back into one.
  const LONE = 'a\ud800b@x.test';

  it.each([
    ['registration', '/api/auth/register', () => ({ email: LONE, password: PASSWORD, firstName: 'Ali' })],
    ['sign-in', '/api/auth/login', () => ({ email: LONE, password: PASSWORD })],
    ['a journalist application', '/api/journalists/apply', () => ({ ...APPLICATION, email: LONE })],
    ['a password reset request', '/api/auth/password-reset', () => ({ email: LONE })],
  ])('refuses one in the e-mail at %s with 400 naming the field', async (_, path, body) => {
    const fan = await signUp(t);
    const text = JSON.stringify(body());
    expect(text).toContain('\\ud800');
    const res = await post(path, text, path === '/api/journalists/apply' ? fan.cookie : undefined).expect(400);
    expect(res.body).toEqual(refusal('INVALID_CHARACTERS', 'email must not contain a lone surrogate (U+D800)'));
  });

  it('refuses one anywhere in a body, a low one too, and writes nothing', async () => {
    const email = uniqueEmail('lone');
    const res = await post('/api/auth/register', JSON.stringify({ email, password: PASSWORD, firstName: 'Ali', lastName: 'x\udc00' })).expect(400);
    expect(res.body).toEqual(refusal('INVALID_CHARACTERS', 'lastName must not contain a lone surrogate (U+DC00)'));
    expect(await sql('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    const nested = await post('/api/notifications/subscriptions', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'a', auth: '\ud83d' }, language: 'en' }), (await signUp(t)).cookie);
    expect(nested.body).toEqual(refusal('INVALID_CHARACTERS', 'keys.auth must not contain a lone surrogate (U+D83D)'));
  });

  it('takes a surrogate pair (an emoji) as the character it is', async () => {
    const res = await post('/api/auth/register', JSON.stringify({ email: uniqueEmail(), password: PASSWORD, firstName: 'Ali \ud83e\udd85' })).expect(201);
    expect(res.body.firstName).toBe('Ali 🦅');
  });
});

describe('null where a value or nothing is expected', () => {
  it('refuses {"password": null} on account deletion with 400, and keeps the account', async () => {
    const fan = await signUp(t);
    const res = await send('delete', '/api/auth/user', '{"password": null}', fan.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'password must be text'));
    await post('/api/auth/login', JSON.stringify({ email: fan.email, password: PASSWORD })).expect(200);
  });

  it('refuses null for an optional id of a match command, before looking at the match', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const res = await post('/api/admin/matches/1/commands', JSON.stringify({ type: 'goal', teamId: 1, playerId: null }), admin.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'playerId must be a whole number'));
  });
});

describe('nested objects', () => {
  const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', language: 'en' };
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

  it.each([
    ['an empty list', []],
    ['a list holding the keys', [keys]],
    ['text', 'keys'],
    ['null', null],
  ])('refuses %s as the keys of a push subscription with 400', async (_, value) => {
    const fan = await signUp(t);
    const res = await post('/api/notifications/subscriptions', JSON.stringify({ ...device, keys: value }), fan.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', /^keys must be an object with p256dh and auth/));
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [fan.user.id])).toHaveLength(0);
  });

  it.each([
    ['a list', [[]]],
    ['null', [null]],
    ['text', ['goal']],
  ])('refuses %s as a goal a score correction adds with 400', async (_, addGoals) => {
    const admin = await signUp(t, { role: 'admin' });
    const res = await post('/api/admin/matches/1/commands', JSON.stringify({ type: 'correct_score', homeScore: 1, awayScore: 0, addGoals }), admin.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'addGoals must be a list of goals'));
  });
});

describe('ids in a body', () => {
  const preferences = (teamSpecific: string) => `{"matchResults": true, "predictions": true, "teamSpecific": [${teamSpecific}]}`;

  // PostgreSQL integer columns hold ids up to 2147483647: a larger one made the query fail, not find nothing.
  it.each(['2147483648', '1e20', '-2147483649', '0', '1.5', '"1"'])('refuses %s as a followed team with 400, leaving the preferences as they were', async (id) => {
    const fan = await signUp(t);
    const res = await send('put', '/api/notifications/preferences', preferences(`1, ${id}`), fan.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'teamSpecific must be a list of team ids: whole numbers from 1 to 2147483647'));
    expect((await sql<{ p: unknown }>('SELECT notification_preferences AS p FROM users WHERE id = $1', [fan.user.id]))[0].p).toEqual(fan.user.notificationPreferences);
  });

  it('answers a team id in range that is no club with 404 naming it', async () => {
    const fan = await signUp(t);
    const res = await send('put', '/api/notifications/preferences', preferences('2147483647'), fan.cookie).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'TEAM_NOT_FOUND', message: 'There is no team 2147483647.', requestId: expect.any(String) });
  });

  it('refuses a player id past the integer range in a weekly squad with 400', async () => {
    const fan = await signUp(t);
    const { week } = (await request(t.app.getHttpServer()).get('/api/weekly-squad').set('cookie', fan.cookie).expect(200)).body as WeeklySquadResponse;
    const res = await post('/api/weekly-squad', `{"week": ${week}, "formation": "4-3-3", "playerIds": [1e20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "captainId": 1, "viceCaptainId": 2}`, fan.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'playerIds must be a list of player ids: whole numbers from 1 to 2147483647'));
  });
});

describe('the expiration time of a push subscription', () => {
  const subscription = (expirationTime: string) =>
    `{"endpoint": "https://fcm.googleapis.com/fcm/send/expiry-${Math.random()}", "expirationTime": ${expirationTime}, "language": "en",` +
    ` "keys": {"p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", "auth": "tBHItJI5svbpez7KI4CCXg"}}`;

  it.each(['[]', '"tomorrow"', '1e309', '-1', '{}', 'true'])('refuses %s with 400', async (value) => {
    const fan = await signUp(t);
    const res = await post('/api/notifications/subscriptions', subscription(value), fan.cookie).expect(400);
    expect(res.body).toEqual(refusal('VALIDATION_FAILED', 'expirationTime must be a time in milliseconds since 1970 (a number from 0), or null'));
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [fan.user.id])).toHaveLength(0);
  });

  it.each(['null', '1767225600000', '0'])('takes %s', async (value) => {
    const fan = await signUp(t);
    await post('/api/notifications/subscriptions', subscription(value), fan.cookie).expect(204);
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
