import { randomBytes } from 'node:crypto';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';
import type { UserResponse } from '@isl/contracts';
import { followRedirectsUntil } from './support/browser-redirects';
import { APP_ORIGIN, PASSWORD, sessionCookie, setCookies, signUp, uniqueEmail } from './support/accounts';
import { startOidcProvider, TestIdentity, TestOidcProvider } from './support/oidc-test-provider';
import { startTestApp, TestApp } from './support/test-app';

const CALLBACK = `${APP_ORIGIN}/api/auth/oidc/callback`;

let idp: TestOidcProvider;
let t: TestApp;
const api = () => request(t.app.getHttpServer());

beforeAll(async () => {
  idp = await startOidcProvider(CALLBACK);
  t = await startTestApp({ OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret });
});
// Whatever of the setup ran is undone, even after a failed beforeAll: a provider left listening keeps jest running.
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  return { sub: randomBytes(8).toString('hex'), email: uniqueEmail('oidc'), email_verified: true, ...overrides };
}

/** The browser's trip: /api/login, the provider (which signs `person` in), back to the callback. */
async function signInThroughProvider(person: TestIdentity, returnTo = '/matches/7'): Promise<Response> {
  idp.signInAs(person);
  const start = await api().get('/api/login').query({ returnTo }).expect(302);
  expect(start.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
  const flowCookie = setCookies(start).find((c) => c.startsWith('isl_oidc_flow='));
  expect(flowCookie).toMatch(/; Path=\/api\/auth\/oidc\/callback; .*HttpOnly/);
  const callback = await followRedirectsUntil(start.headers.location, CALLBACK);
  return api()
    .get(callback.pathname + callback.search)
    .set('cookie', (flowCookie as string).split(';')[0]);
}

async function currentUser(res: Response): Promise<UserResponse> {
  const cookie = sessionCookie(res);
  expect(cookie).toBeDefined();
  return (await api().get('/api/auth/user').set('cookie', cookie as string).expect(200)).body as UserResponse;
}

it('sends GET /api/login to the provider with PKCE, state and nonce', async () => {
  const res = await api().get('/api/login').expect(302);
  const url = new URL(res.headers.location);
  expect(url.origin).toBe(idp.issuer);
  expect(Object.fromEntries(url.searchParams)).toEqual(
    expect.objectContaining({
      client_id: idp.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.any(String),
      state: expect.any(String),
      nonce: expect.any(String),
    }),
  );
});

it('creates the account on first sign-in, signs it in and returns to returnTo; the next sign-in finds it', async () => {
  const person = identity({ given_name: 'Hussein', family_name: 'Ali' });
  const first = await signInThroughProvider(person);
  expect(first.status).toBe(302);
  expect(first.headers.location).toBe('/matches/7');
  const user = await currentUser(first);
  expect(user).toEqual(expect.objectContaining({ email: person.email, firstName: 'Hussein', lastName: 'Ali', role: 'user' }));
  const [row] = await t.app.get(DataSource).query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
  expect(row.password_hash).toBeNull();

  const again = await signInThroughProvider(person, '/');
  expect(again.headers.location).toBe('/');
  expect((await currentUser(again)).id).toBe(user.id);
});

it('names an account whose provider gives no name "Fan" and 4 digits, never after its e-mail address', async () => {
  const person = identity();
  const user = await currentUser(await signInThroughProvider(person));
  expect(user.firstName).toMatch(/^Fan \d{4}$/);
  expect(user.firstName).not.toContain(person.email.split('@')[0]);
});

it('links to the existing password account with the same e-mail, which keeps its password', async () => {
  const account = await signUp(t);
  const res = await signInThroughProvider(identity({ email: account.email.toUpperCase() }));
  expect(res.status).toBe(302);
  expect((await currentUser(res)).id).toBe(account.user.id);
  await api().post('/api/auth/login').set('origin', APP_ORIGIN).send({ email: account.email, password: PASSWORD }).expect(200);
});

it('refuses an e-mail the provider has not verified: no session, no account', async () => {
  const person = identity({ email_verified: false });
  const res = await signInThroughProvider(person);
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('/login?returnTo=/matches/7&error=OIDC_SIGN_IN_FAILED');
  expect(sessionCookie(res)).toBeUndefined();
  expect(await t.app.get(DataSource).query('SELECT 1 FROM users WHERE email = $1', [person.email])).toHaveLength(0);
});

it('refuses a callback for a sign-in this browser did not start, and a replayed one', async () => {
  idp.signInAs(identity());
  const start = await api().get('/api/login').expect(302);
  const flowCookie = (setCookies(start).find((c) => c.startsWith('isl_oidc_flow=')) as string).split(';')[0];
  const callback = await followRedirectsUntil(start.headers.location, CALLBACK);
  const path = callback.pathname + callback.search;

  const stranger = await api().get(path).expect(302);
  expect(stranger.headers.location).toBe('/login?returnTo=/&error=OIDC_SIGN_IN_FAILED');
  expect(sessionCookie(stranger)).toBeUndefined();

  const owner = await api().get(path).set('cookie', flowCookie).expect(302);
  expect(owner.headers.location).toBe('/');
  expect(sessionCookie(owner)).toBeDefined();

  const replay = await api().get(path).set('cookie', flowCookie).expect(302);
  expect(replay.headers.location).toBe('/login?returnTo=/&error=OIDC_SIGN_IN_FAILED');
  expect(sessionCookie(replay)).toBeUndefined();
});
