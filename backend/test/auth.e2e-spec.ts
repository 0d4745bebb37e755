import request from 'supertest';
import { DataSource } from 'typeorm';
import type { UserResponse } from '@isl/contracts';
import { PasswordHasher } from '../src/identity/auth/password-hasher';
import { SessionsService } from '../src/identity/sessions/sessions.service';
import { APP_ORIGIN, FIRST_NAME, PASSWORD, sessionCookie, setCookies, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
const api = () => request(t.app.getHttpServer());
/** A browser on the app's own origin, from its own address. */
const post = (path: string, ip = uniqueIp()) => api().post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', ip);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.app.get(DataSource).query(query, params) as Promise<T[]>;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

describe('registering, signing in and out', () => {
  it('registers (signed in), reads the user, signs in again with a new session id, signs out, then gets 401', async () => {
    const email = uniqueEmail();
    const registered = await post('/api/auth/register').send({ email, password: PASSWORD, firstName: 'Zainab' }).expect(201);
    expect(registered.body).toEqual(
      expect.objectContaining({ email, firstName: 'Zainab', lastName: null, role: 'user', predictionPoints: 0, isJournalistApproved: false }),
    );
    const firstCookie = sessionCookie(registered) as string;
    expect(firstCookie).toMatch(/^isl_session=[A-Za-z0-9_-]{43}$/);
    const attributes = setCookies(registered)[0];
    expect(attributes).toMatch(/; HttpOnly/);
    expect(attributes).toMatch(/; SameSite=Lax/);
    expect(attributes).toMatch(/; Path=\//);
    expect(attributes).not.toMatch(/; Secure/);

    const me = await api().get('/api/auth/user').set('cookie', firstCookie).expect(200);
    expect(me.body).toEqual(registered.body);

    const login = await post('/api/auth/login').set('cookie', firstCookie).send({ email, password: PASSWORD }).expect(200);
    expect(login.body.id).toBe(registered.body.id);
    const secondCookie = sessionCookie(login) as string;
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    // The session the browser had before signing in is gone: a planted session id is worth nothing.
    await api().get('/api/auth/user').set('cookie', firstCookie).expect(401);
    await api().get('/api/auth/user').set('cookie', secondCookie).expect(200);

    const logout = await post('/api/auth/logout').set('cookie', secondCookie).expect(204);
    expect(setCookies(logout).join()).toMatch(/isl_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await api().get('/api/auth/user').set('cookie', secondCookie).expect(401);
    expect(after.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.stringContaining('Unauthorized'), requestId: expect.any(String) });
    expect(await sql(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [registered.body.id])).toHaveLength(0);
  });

  it('answers 401 UNAUTHORIZED without a cookie, and for unknown or malformed ones', async () => {
    for (const cookie of [undefined, 'isl_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'isl_session=%00%27;--']) {
      const req = api().get('/api/auth/user');
      const res = await (cookie ? req.set('cookie', cookie) : req).expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized: please sign in.', requestId: expect.any(String) });
    }
  });

  it('keeps no password hash in any answer, stores argon2id with the required cost, and only an HMAC of the token', async () => {
    const { cookie, user, email } = await signUp(t);
    const login = await post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    for (const body of [user, login.body as UserResponse]) {
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    }
    const [row] = await sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    const [, algorithm, version, params] = row.password_hash.split('$');
    expect([algorithm, version, params.split(',').sort()]).toEqual(['argon2id', 'v=19', ['m=19456', 'p=1', 't=2']]);

    const token = cookie.split('=')[1];
    const sessions = await sql<{ sid: string; sess: unknown; expire: Date }>(
      `SELECT sid, sess, expire FROM sessions WHERE sess->>'userId' = $1`,
      [user.id],
    );
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.sid).not.toBe(token);
      expect(session.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.sess).toEqual({ userId: user.id });
      expect(Math.abs(session.expire.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    }
  });

  it('trims and lower-cases e-mails, so another spelling of a taken address is taken (409 EMAIL_TAKEN)', async () => {
    const email = uniqueEmail('Case');
    const res = await post('/api/auth/register').send({ email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: FIRST_NAME }).expect(201);
    expect(res.body.email).toBe(email.toLowerCase());
    const taken = await post('/api/auth/register').send({ email: email.toLowerCase(), password: 'another password', firstName: FIRST_NAME }).expect(409);
    expect(taken.body).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: expect.any(String), requestId: expect.any(String) });
    await post('/api/auth/login').send({ email: ` ${email.toUpperCase()}`, password: PASSWORD }).expect(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await post('/api/auth/login').send({ email, password: 'not the password' }).expect(401);
    const unknownEmail = await post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: PASSWORD }).expect(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: expect.any(String), requestId: expect.any(String) });
    expect({ ...unknownEmail.body, requestId: 'either' }).toEqual({ ...wrongPassword.body, requestId: 'either' });
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('signs out idempotently: 204 without a session too', async () => {
    await post('/api/auth/logout').expect(204);
  });

  it('takes a body-less POST sent with Content-Type: application/json and no body as one without a body: it signs out', async () => {
    const { cookie } = await signUp(t);
    // What a client that sets the JSON header on every request sends: the header, Content-Length 0, nothing.
    await post('/api/auth/logout').set('cookie', cookie).set('content-type', 'application/json').send('').expect(204);
    await api().get('/api/auth/user').set('cookie', cookie).expect(401);
    // Whitespace is no JSON either: the same.
    const again = await signUp(t);
    await post('/api/auth/logout').set('cookie', again.cookie).set('content-type', 'application/json').send(' \r\n').expect(204);
    await api().get('/api/auth/user').set('cookie', again.cookie).expect(401);
    // A route that needs a body says what is missing, as it does when no body comes at all.
    const login = await post('/api/auth/login').set('content-type', 'application/json').send('').expect(400);
    expect(login.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringContaining('email') }));
  });
});

describe('accounts whose password was hashed before the switch to @node-rs/argon2', () => {
  // Made by the `argon2` npm package (0.45.1), which hashed passwords until then, for 'a known password':
  //   argon2.hash('a known password', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 })
  const OLD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$Ixnt0gp4ptGQH/tyYNz+pA$+hZ0pw/hKoUsv00p8GRTiNPpViIbmVlg7nNEvCNlGEY';

  it('still sign in with their password, and refuse a wrong one', async () => {
    const email = uniqueEmail('before-switch');
    await sql('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [email, OLD_HASH]);
    const res = await post('/api/auth/login').send({ email, password: 'a known password' }).expect(200);
    expect(res.body.email).toBe(email);
    await api().get('/api/auth/user').set('cookie', sessionCookie(res) as string).expect(200);
    const wrong = await post('/api/auth/login').send({ email, password: 'a wrong password' }).expect(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('session lifetime', () => {
  const expireOf = async (userId: string) =>
    (await sql<{ expire: Date }>(`SELECT expire FROM sessions WHERE sess->>'userId' = $1`, [userId]))[0].expire;

  it('slides: a session last extended a day or more ago is extended to 30 days again, cookie included', async () => {
    const { cookie, user } = await signUp(t);
    const fresh = await api().get('/api/auth/user').set('cookie', cookie).expect(200);
    expect(sessionCookie(fresh)).toBeUndefined();

    await sql(`UPDATE sessions SET expire = now() + interval '28 days' WHERE sess->>'userId' = $1`, [user.id]);
    const used = await api().get('/api/auth/user').set('cookie', cookie).expect(200);
    expect(sessionCookie(used)).toBe(cookie);
    expect(setCookies(used)[0]).toMatch(/; HttpOnly/);
    expect(Math.abs((await expireOf(user.id)).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('refuses an expired session, and pruning deletes expired rows only', async () => {
    const expired = await signUp(t);
    const alive = await signUp(t);
    await sql(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->>'userId' = $1`, [expired.user.id]);
    await api().get('/api/auth/user').set('cookie', expired.cookie).expect(401);

    expect(await t.app.get(SessionsService).pruneExpired()).toBeGreaterThanOrEqual(1);
    expect(await sql('SELECT 1 FROM sessions WHERE expire < now()')).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [expired.user.id])).toHaveLength(0);
    await api().get('/api/auth/user').set('cookie', alive.cookie).expect(200);
  });
});

describe('bad input', () => {
  const userCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM users'))[0].n);
  const valid = () => ({ email: uniqueEmail('bad'), password: PASSWORD, firstName: FIRST_NAME });

  it.each([
    ['no e-mail', { password: PASSWORD, firstName: FIRST_NAME }, 400, /email is required/],
    ['an invalid e-mail', { ...valid(), email: 'not-an-email' }, 400, /email must be an e-mail address/],
    ['an e-mail over 320 characters', { ...valid(), email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.iq` }, 400, /email must be at most 320 characters/],
    ['no password', { email: uniqueEmail(), firstName: FIRST_NAME }, 400, /password is required/],
    ['a 7-character password', { ...valid(), password: 'x'.repeat(7) }, 400, /password must be from 8 to 128 characters/],
    ['a 129-character password', { ...valid(), password: 'x'.repeat(129) }, 400, /password must be from 8 to 128 characters/],
    ['an extra field', { ...valid(), role: 'admin' }, 400, /property role should not exist/],
    ['a numeric e-mail', { ...valid(), email: 42 }, 400, /email must be an e-mail address/],
    ['a numeric password', { ...valid(), password: 12345678 }, 400, /password must be text/],
    ['an object as first name', { ...valid(), firstName: { $ne: null } }, 400, /firstName must be text/],
    ['a first name over 100 characters', { ...valid(), firstName: 'n'.repeat(101) }, 400, /firstName must be from 1 to 100 characters/],
    ['a 300-character first name', { ...valid(), firstName: 'ن'.repeat(300) }, 400, /^firstName must be from 1 to 100 characters/],
    ['a 300-character last name', { ...valid(), lastName: 'n'.repeat(300) }, 400, /^lastName must be at most 100 characters/],
    ['a JSON array', [valid()], 400, /./],
    ['a JSON string', '"hello"', 400, /./],
    ['broken JSON', '{"email": "a@b.iq", "password":', 400, /not valid JSON/],
    ['a 1 MB body', { ...valid(), firstName: 'x'.repeat(1024 * 1024) }, 413, /body/i],
  ])('register with %s: %i with a message, no user written', async (_, body, status, message) => {
    const before = await userCount();
    const res = await post('/api/auth/register')
      .set('content-type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body))
      .expect(status);
    expect(res.body).toEqual({ statusCode: status, code: expect.any(String), message: expect.stringMatching(message), requestId: expect.any(String) });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['no password', { email: uniqueEmail() }, /password is required/],
    ['a wrong type', { email: [], password: PASSWORD }, /email must be an e-mail address/],
    ['an extra field', { email: uniqueEmail(), password: PASSWORD, remember: true }, /property remember should not exist/],
    ['a 129-character password', { email: uniqueEmail(), password: 'x'.repeat(129) }, /password must be at most 128 characters/],
  ])('login with %s: 400 VALIDATION_FAILED', async (_, body, message) => {
    const res = await post('/api/auth/login').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message), requestId: expect.any(String) });
  });

  it('answers a short wrong password at sign-in like any wrong one (401 INVALID_CREDENTIALS): length rules belong to registration', async () => {
    const { email } = await signUp(t);
    const ordinary = await post('/api/auth/login').send({ email, password: 'not the password' }).expect(401);
    for (const password of ['abc', '']) {
      const short = await post('/api/auth/login').send({ email, password }).expect(401);
      expect({ ...short.body, requestId: 'any' }).toEqual({ ...ordinary.body, requestId: 'any' });
    }
    await post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: 'abc' }).expect(401);
  });
});

describe('brute force', () => {
  const countCalls = () => {
    const hasher = t.app.get(PasswordHasher);
    return { verify: jest.spyOn(hasher, 'verify'), hash: jest.spyOn(hasher, 'hash') };
  };

  it('answers the 6th wrong password within a minute with 429 and Retry-After, without computing a hash', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    const calls = countCalls();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/api/auth/login', ip).send({ email, password: `wrong guess ${attempt}` }).expect(401);
    }
    expect(calls.verify).toHaveBeenCalledTimes(5);

    const limited = await post('/api/auth/login', ip).send({ email, password: 'wrong guess 6' }).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String), requestId: expect.any(String) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits: the account is locked for this window.
    await post('/api/auth/login', ip).send({ email, password: PASSWORD }).expect(429);
    expect(calls.verify).toHaveBeenCalledTimes(5);
    expect(calls.hash).not.toHaveBeenCalled();
  });

  it('limits per e-mail across client addresses', async () => {
    const { email } = await signUp(t);
    const calls = countCalls();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/api/auth/login').send({ email, password: `wrong guess ${attempt}` }).expect(401);
    }
    await post('/api/auth/login').send({ email, password: 'wrong guess 6' }).expect(429);
    expect(calls.verify).toHaveBeenCalledTimes(5);
  });

  it('lets 20 fans behind one address (a carrier NAT) fail on 20 accounts without locking out a 21st fan', async () => {
    const sharedAddress = uniqueIp();
    const fans = await Promise.all(Array.from({ length: 21 }, () => signUp(t)));
    for (const fan of fans.slice(0, 20)) {
      await post('/api/auth/login', sharedAddress).send({ email: fan.email, password: 'a mistyped password' }).expect(401);
    }
    const last = await post('/api/auth/login', sharedAddress).send({ email: fans[20].email, password: PASSWORD }).expect(200);
    expect(last.body.id).toBe(fans[20].user.id);
  });

  it('still locks one account after 5 failures from that same shared address', async () => {
    const sharedAddress = uniqueIp();
    const { email } = await signUp(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/api/auth/login', sharedAddress).send({ email, password: `wrong guess ${attempt}` }).expect(401);
    }
    await post('/api/auth/login', sharedAddress).send({ email, password: 'wrong guess 6' }).expect(429);
    await post('/api/auth/login', sharedAddress).send({ email, password: PASSWORD }).expect(429);
  });

  it('limits per client address across e-mails at RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS (and unknown e-mails cost the same check)', async () => {
    const ip = uniqueIp();
    const limit = t.config.failedSignInsPerAddress;
    expect(limit).toBe(100);
    const calls = countCalls();
    // In batches: the limit counts attempts, not their order, and 100 sequential hashes would be slow.
    for (let sent = 0; sent < limit; sent += 10) {
      await Promise.all(Array.from({ length: 10 }, () => post('/api/auth/login', ip).send({ email: uniqueEmail('spray'), password: PASSWORD }).expect(401)));
    }
    await post('/api/auth/login', ip).send({ email: uniqueEmail('spray'), password: PASSWORD }).expect(429);
    expect(calls.verify).toHaveBeenCalledTimes(limit);
  }, 60_000);

  it('does not count successful sign-ins', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await post('/api/auth/login', ip).send({ email, password: `wrong guess ${attempt}` }).expect(401);
    }
    for (let attempt = 1; attempt <= 3; attempt++) {
      await post('/api/auth/login', ip).send({ email, password: PASSWORD }).expect(200);
    }
    await post('/api/auth/login', ip).send({ email, password: 'wrong guess 5' }).expect(401);
    await post('/api/auth/login', ip).send({ email, password: 'wrong guess 6' }).expect(429);
  });

  it('limits failed registrations per e-mail the same way, before hashing the password', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    const calls = countCalls();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/api/auth/register', ip).send({ email, password: PASSWORD, firstName: FIRST_NAME }).expect(409);
    }
    await post('/api/auth/register', ip).send({ email, password: PASSWORD, firstName: FIRST_NAME }).expect(429);
    // Another e-mail from the same address is not held up by these 5.
    await post('/api/auth/register', ip).send({ email: uniqueEmail('fresh'), password: PASSWORD, firstName: FIRST_NAME }).expect(201);
    expect(calls.hash).toHaveBeenCalledTimes(1);
  });
});

describe('one person cannot keep a fan out', () => {
  /** `isl_device=<value>` from the response, ready for a Cookie header. */
  const deviceCookie = (res: request.Response) => setCookies(res).find((c) => c.startsWith('isl_device='))?.split(';')[0];
  const guessFiveTimes = async (email: string) => {
    for (let attempt = 1; attempt <= 5; attempt++) await post('/api/auth/login').send({ email, password: `wrong guess ${attempt}` }).expect(401);
    await post('/api/auth/login').send({ email, password: 'wrong guess 6' }).expect(429);
  };

  it('gives a browser that signs in a device cookie of its own: HttpOnly, sent to the sign-in routes only, kept a year', async () => {
    const { email } = await signUp(t);
    const res = await post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const [attributes] = setCookies(res).filter((c) => c.startsWith('isl_device='));
    expect(attributes).toMatch(/^isl_device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
    expect(attributes).toMatch(/; HttpOnly/);
    expect(attributes).toMatch(/; SameSite=Lax/);
    expect(attributes).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(attributes).toMatch(/; Max-Age=31536000/);
    // A new one each time: the cookie names no account, and each stands for one browser.
    const again = await post('/api/auth/login').set('cookie', deviceCookie(res) as string).send({ email, password: PASSWORD }).expect(200);
    expect(deviceCookie(again)).not.toBe(deviceCookie(res));
  });

  it("lets the right password in from a browser that signed in to the account before, while the account is locked to every other", async () => {
    const { email, user } = await signUp(t);
    const phone = deviceCookie(await post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)) as string;
    await guessFiveTimes(email);
    // An unknown browser, even with the right password, waits out the lock.
    await post('/api/auth/login').send({ email, password: PASSWORD }).expect(429);
    // The fan's own phone does not.
    const signedIn = await post('/api/auth/login').set('cookie', phone).send({ email, password: PASSWORD }).expect(200);
    expect(signedIn.body.id).toBe(user.id);
    // Registering (a successful sign-in too) made the browser known as well.
    const other = uniqueEmail();
    const laptop = deviceCookie(await post('/api/auth/register').send({ email: other, password: PASSWORD, firstName: FIRST_NAME }).expect(201)) as string;
    await guessFiveTimes(other);
    await post('/api/auth/login').set('cookie', laptop).send({ email: other, password: PASSWORD }).expect(200);
  });

  it("gives no way round the lock to a device cookie of another account, a forged one, or a known device's own guessing", async () => {
    const fan = await signUp(t);
    const stranger = await signUp(t);
    const strangersPhone = deviceCookie(await post('/api/auth/login').send({ email: stranger.email, password: PASSWORD }).expect(200)) as string;
    const phone = deviceCookie(await post('/api/auth/login').send({ email: fan.email, password: PASSWORD }).expect(200)) as string;
    await guessFiveTimes(fan.email);
    await post('/api/auth/login').set('cookie', strangersPhone).send({ email: fan.email, password: PASSWORD }).expect(429);
    const [nonce] = phone.slice('isl_device='.length).split('.');
    await post('/api/auth/login').set('cookie', `isl_device=${nonce}.${'A'.repeat(43)}`).send({ email: fan.email, password: PASSWORD }).expect(429);
    // The known phone guesses under a limit of its own: 5 a minute, then it waits too.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/api/auth/login').set('cookie', phone).send({ email: fan.email, password: `phone guess ${attempt}` }).expect(401);
    }
    await post('/api/auth/login').set('cookie', phone).send({ email: fan.email, password: PASSWORD }).expect(429);
  });

  it("counts sign-ins apart from other writes: an address's spent write ceiling refuses no sign-in", async () => {
    const strict = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }, { db: t.db });
    try {
      const { email } = await signUp(t);
      const carrierAddress = uniqueIp();
      const write = (path: string) => request(strict.app.getHttpServer()).post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', carrierAddress);
      for (let i = 0; i < 3; i++) await write('/api/auth/logout').expect(204);
      await write('/api/auth/logout').expect(429);
      await write('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      await write('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD, firstName: FIRST_NAME }).expect(201);
    } finally {
      await strict.close();
    }
  });

  it('gives sign-in a ceiling of its own per address, RATE_LIMIT_SIGN_INS_PER_ADDRESS (600), that signing out does not use up', async () => {
    expect(t.config.signInsPerAddress).toBe(600);
    const strict = await startTestApp({ RATE_LIMIT_SIGN_INS_PER_ADDRESS: '3' }, { db: t.db });
    try {
      const { email } = await signUp(t);
      const carrierAddress = uniqueIp();
      const write = (path: string) => request(strict.app.getHttpServer()).post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', carrierAddress);
      for (let i = 0; i < 5; i++) await write('/api/auth/logout').expect(204);
      for (let i = 0; i < 3; i++) await write('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      const limited = await write('/api/auth/login').send({ email, password: PASSWORD }).expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      await write('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD, firstName: FIRST_NAME }).expect(429);
      await write('/api/auth/logout').expect(204);
    } finally {
      await strict.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403 CROSS_SITE_REQUEST, before checking anything', async () => {
    const { email } = await signUp(t);
    const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
    const res = await api()
      .post('/api/auth/login')
      .set('origin', 'https://evil.example')
      .send({ email, password: PASSWORD })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'CROSS_SITE_REQUEST', message: expect.stringContaining(APP_ORIGIN), requestId: expect.any(String) });
    expect(verify).not.toHaveBeenCalled();
  });

  it('judges by Sec-Fetch-Site when there is no Origin', async () => {
    const { cookie } = await signUp(t);
    for (const site of ['cross-site', 'same-site']) {
      await api().post('/api/auth/logout').set('sec-fetch-site', site).set('cookie', cookie).expect(403);
    }
    await api().get('/api/auth/user').set('cookie', cookie).expect(200);
    await api().post('/api/auth/logout').set('sec-fetch-site', 'same-origin').set('cookie', cookie).expect(204);
    await api().get('/api/auth/user').set('cookie', cookie).expect(401);
  });

  it('lets through a request with neither header (curl, another server), which carries no browser cookies', async () => {
    await api().post('/api/auth/register').send({ email: uniqueEmail('curl'), password: PASSWORD, firstName: FIRST_NAME }).expect(201);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'email=a%40b.iq&password=12345678'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.iq\r\n--x--'],
    ['plain text', 'text/plain', '{"email":"a@b.iq","password":"12345678"}'],
  ])('refuses a %s body with 415 UNSUPPORTED_MEDIA_TYPE, even from the app itself', async (_, type, body) => {
    const res = await post('/api/auth/login').set('content-type', type).send(body).expect(415);
    expect(res.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('JSON'), requestId: expect.any(String) });
  });

  it('does not check reads: a GET from another origin is answered as usual', async () => {
    await api().get('/api/teams').set('origin', 'https://evil.example').expect(200);
  });

  it('sends pages security headers with a CSP for the web app and its websocket', async () => {
    const res = await api().get('/api/docs').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends data the headers of an answer that is never a page: it runs nothing and nobody frames it', async () => {
    const res = await api().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers).not.toHaveProperty('referrer-policy');
  });
});

describe('the general limit on state-changing requests', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_WRITES_PER_MINUTE per client address; reads are not counted', async () => {
    const strict = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }, { db: t.db });
    try {
      const ip = uniqueIp();
      const write = () => request(strict.app.getHttpServer()).post('/api/auth/logout').set('origin', APP_ORIGIN).set('x-forwarded-for', ip);
      for (let i = 0; i < 3; i++) await write().expect(204);
      const limited = await write().expect(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String), requestId: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await request(strict.app.getHttpServer()).get('/api/health').set('x-forwarded-for', ip).expect(200);
      await request(strict.app.getHttpServer()).post('/api/auth/logout').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).expect(204);
    } finally {
      await strict.close();
    }
  });
});

describe('the general limit, for fans behind one carrier address', () => {
  it("counts a signed-in fan's writes as theirs: an address's ceiling refuses no fan, and each fan has a ceiling of their own", async () => {
    const strict = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }, { db: t.db });
    try {
      const [first, second] = [await signUp(strict), await signUp(strict)];
      const carrierAddress = uniqueIp();
      const write = (cookie?: string) => {
        const req = request(strict.app.getHttpServer()).put('/api/notifications/preferences').set('origin', APP_ORIGIN).set('x-forwarded-for', carrierAddress);
        return (cookie ? req.set('cookie', cookie) : req).send({ matchResults: true, teamSpecific: [], predictions: true });
      };
      for (let i = 0; i < 3; i++) await write().expect(401);
      await write().expect(429);
      for (let i = 0; i < 3; i++) await write(first.cookie).expect(200);
      expect((await write(first.cookie).expect(429)).body.code).toBe('RATE_LIMITED');
      await write(second.cookie).expect(200);
      // A made-up session is no account: it shares the address's ceiling.
      await write('isl_session=made-up-token-made-up-token-made-up-token-0').expect(429);
    } finally {
      await strict.close();
    }
  });

  it("looks a signed-in write's session up once: the limit's check and the route's guard share the lookup", async () => {
    const { cookie } = await signUp(t);
    const lookups = jest.spyOn(t.app.get(SessionsService), 'find');
    try {
      await api()
        .put('/api/notifications/preferences')
        .set('origin', APP_ORIGIN)
        .set('x-forwarded-for', uniqueIp())
        .set('cookie', cookie)
        .send({ matchResults: true, teamSpecific: [], predictions: true })
        .expect(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });
});

describe('over https', () => {
  it('marks the session cookie Secure, allows wss: and sends HSTS', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://isl.example' }, { db: t.db });
    try {
      const res = await request(secure.app.getHttpServer())
        .post('/api/auth/register')
        .set('origin', 'https://isl.example')
        .send({ email: uniqueEmail('https'), password: PASSWORD, firstName: FIRST_NAME })
        .expect(201);
      expect(setCookies(res)[0]).toMatch(/; Secure/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const page = await request(secure.app.getHttpServer()).get('/api/docs').expect(200);
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' wss://isl.example");
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // The http origin is another origin.
      await request(secure.app.getHttpServer()).post('/api/auth/logout').set('origin', 'http://isl.example').expect(403);
    } finally {
      await secure.close();
    }
  });
});

describe('browser navigations: GET /api/login and /api/logout', () => {
  it.each([
    ['/matches/12', '/login?returnTo=/matches/12'],
    ['/predictions?tab=my', '/login?returnTo=/predictions%3Ftab%3Dmy'],
    ['//evil.example/x', '/login?returnTo=/'],
    ['https://evil.example/', '/login?returnTo=/'],
    ['/\\evil.example', '/login?returnTo=/'],
    [undefined, '/login?returnTo=/'],
  ])('GET /api/login?returnTo=%s sends the browser to %s', async (returnTo, location) => {
    const res = await api().get('/api/login').query(returnTo === undefined ? {} : { returnTo }).expect(302);
    expect(res.headers.location).toBe(location);
  });

  it('signs out and goes home', async () => {
    const { cookie } = await signUp(t);
    const res = await api().get('/api/logout').set('cookie', cookie).set('sec-fetch-site', 'same-origin').expect(302);
    expect(res.headers.location).toBe('/');
    await api().get('/api/auth/user').set('cookie', cookie).expect(401);
  });

  it('only goes home when another site links to it, so it cannot sign people out', async () => {
    const { cookie } = await signUp(t);
    const res = await api().get('/api/logout').set('cookie', cookie).set('sec-fetch-site', 'cross-site').expect(302);
    expect(res.headers.location).toBe('/');
    await api().get('/api/auth/user').set('cookie', cookie).expect(200);
  });
});

describe('after a restart of the api', () => {
  it('keeps the session: it lives in PostgreSQL, not in the process', async () => {
    const first = await startTestApp();
    const { cookie, user } = await signUp(first);
    await first.app.close();
    const second = await startTestApp({}, { db: first.db });
    try {
      const res = await request(second.app.getHttpServer()).get('/api/auth/user').set('cookie', cookie).expect(200);
      expect(res.body.id).toBe(user.id);
    } finally {
      await second.close();
      await first.db.drop();
    }
  });
});

describe('client addresses without a trusted proxy in front', () => {
  let direct: TestApp;
  beforeAll(async () => {
    // A low per-address limit, so the test shows every attempt lands on the one real address.
    direct = await startTestApp({ TRUSTED_PROXY_HOPS: '0', RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS: '5' });
  });
  afterAll(() => direct.close());

  it('ignores X-Forwarded-For, so a client cannot pick a new address per attempt to dodge the limit', async () => {
    const attempt = () =>
      request(direct.app.getHttpServer())
        .post('/api/auth/login')
        .set('origin', APP_ORIGIN)
        .set('x-forwarded-for', uniqueIp())
        .send({ email: uniqueEmail('spoof'), password: PASSWORD });
    for (let n = 1; n <= 5; n++) await attempt().expect(401);
    await attempt().expect(429);
  });
});
