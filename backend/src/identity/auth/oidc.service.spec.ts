import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { followRedirectsUntil } from '../../../test/support/browser-redirects';
import { startOidcProvider, TestIdentity, TestOidcProvider } from '../../../test/support/oidc-test-provider';
import { ApiError } from '../../platform/http/api-error';
import type { AppConfig } from '../../platform/config/config';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import type { NewAccount, UsersService } from '../users/users.service';
import { OIDC_CALLBACK_PATH, OIDC_FLOW_TTL_SECONDS, OidcService } from './oidc.service';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}${OIDC_CALLBACK_PATH}`;
const SESSION: IssuedSession = { token: 'new-session-token', expires: new Date(Date.UTC(2030, 0, 1)) };

/** The two Redis commands the flow uses, on a Map; TTLs are remembered to be checked, not enforced. */
class FakeRedis {
  readonly values = new Map<string, string>();
  readonly ttls = new Map<string, number>();

  async set(key: string, value: string, _ex: 'EX', seconds: number) {
    this.values.set(key, value);
    this.ttls.set(key, seconds);
    return 'OK';
  }
  async getdel(key: string) {
    const value = this.values.get(key) ?? null;
    this.values.delete(key);
    return value;
  }
}

class FakeUsers implements Pick<UsersService, 'findOrCreate'> {
  readonly accounts: NewAccount[] = [];

  async findOrCreate(account: NewAccount) {
    this.accounts.push(account);
    return { ...account, id: `user-for-${account.email}` } as User;
  }
}


let idp: TestOidcProvider;
let redis: FakeRedis;
let users: FakeUsers;
let sessions: { start: jest.Mock };
let oidc: OidcService;

function service(oidcConfig: AppConfig['oidc']): OidcService {
  const config = { publicUrl: PUBLIC_URL, oidc: oidcConfig } as AppConfig;
  return new OidcService(config, redis as unknown as Redis, users as unknown as UsersService, sessions as unknown as SessionsService);
}

function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  return { sub: randomBytes(8).toString('hex'), email: `oidc-${randomBytes(4).toString('hex')}@example.com`, email_verified: true, ...overrides };
}

/** What a browser does between start() and finish(): sign in at the provider and come back with a query string. */
async function signInAtProvider(person: TestIdentity, authorizationUrl: string): Promise<string> {
  idp.signInAs(person);
  return (await followRedirectsUntil(authorizationUrl, CALLBACK)).search;
}

beforeAll(async () => {
  idp = await startOidcProvider(CALLBACK);
});
afterAll(() => idp.close());
beforeEach(() => {
  redis = new FakeRedis();
  users = new FakeUsers();
  sessions = { start: jest.fn().mockResolvedValue(SESSION) };
  oidc = service({ issuerUrl: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret });
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('OidcService', () => {
  it('is enabled only when OIDC is configured', () => {
    expect(oidc.enabled).toBe(true);
    expect(service(null).enabled).toBe(false);
  });

  it('starts at the provider with PKCE, state and nonce, keeping the flow in Redis for 10 minutes', async () => {
    const { authorizationUrl, state } = await oidc.start('/matches/7');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toEqual(
      expect.objectContaining({ client_id: idp.clientId, redirect_uri: CALLBACK, state, code_challenge_method: 'S256', scope: 'openid email profile' }),
    );
    const [key] = [...redis.values.keys()];
    expect(key).toBe(`isl:oidc-flow:${state}`);
    expect(JSON.parse(redis.values.get(key) as string)).toEqual({ codeVerifier: expect.any(String), nonce: url.searchParams.get('nonce'), returnTo: '/matches/7' });
    expect(redis.ttls.get(key)).toBe(OIDC_FLOW_TTL_SECONDS);
  });

  it('finishes: finds or makes the account by the verified e-mail, starts a session replacing the old one, returns to returnTo', async () => {
    const person = identity({ given_name: ' Hussein ', family_name: 'Ali' });
    const { authorizationUrl, state } = await oidc.start('/matches/7');
    const query = await signInAtProvider({ ...person, email: person.email.toUpperCase() }, authorizationUrl);

    const finished = await oidc.finish(query, state, 'previous-token');
    expect(finished).toEqual({ redirectTo: '/matches/7', session: SESSION });
    expect(users.accounts).toEqual([{ email: person.email, passwordHash: null, firstName: 'Hussein', lastName: 'Ali' }]);
    expect(sessions.start.mock.calls).toEqual([[`user-for-${person.email}`, 'previous-token']]);
  });

  it.each([
    ['given_name first', { given_name: 'Hussein', name: 'Hussein Ali', preferred_username: 'hussein', nickname: 'Abu Ali' }, 'Hussein'],
    ['else name', { given_name: '  ', name: ' Hussein Ali ', preferred_username: 'hussein', nickname: 'Abu Ali' }, 'Hussein Ali'],
    ['else preferred_username', { preferred_username: 'Lion of Basra', nickname: 'Abu Ali' }, 'Lion of Basra'],
    ['else nickname', { nickname: 'Abu Ali' }, 'Abu Ali'],
    ['never an e-mail address', { name: 'hussein@example.com', preferred_username: 'hussein@example.com', nickname: 'Abu Ali' }, 'Abu Ali'],
    // The user-text rule of @isl/contracts, as for a name typed at registration: a provider's name cannot be refused.
    ['without bidi controls or invisible characters', { given_name: '\u2066Hus\u202esein\u200b\u2069' }, 'Hussein'],
    ['never one with control characters', { given_name: 'Hussein\u0007', name: 'Hussein\nAli', nickname: 'Abu Ali' }, 'Abu Ali'],
    ['keeping a Sorani name with its zero-width non-joiner', { given_name: 'هه\u200cژار' }, 'هه\u200cژار'],
    ['cut to 100 characters without splitting an emoji', { given_name: `${'a'.repeat(99)}\u{1F985}` }, 'a'.repeat(99)],
  ])('names the new account from the provider: %s', async (_, names, firstName) => {
    const { authorizationUrl, state } = await oidc.start('/');
    await oidc.finish(await signInAtProvider(identity(names), authorizationUrl), state);
    expect(users.accounts).toEqual([expect.objectContaining({ firstName })]);
  });

  it('never names the account after its e-mail address: no usable name from the provider gives "Fan" and 4 digits', async () => {
    const person = identity();
    const local = person.email.split('@')[0];
    const { authorizationUrl, state } = await oidc.start('/');
    await oidc.finish(await signInAtProvider({ ...person, preferred_username: local, nickname: person.email }, authorizationUrl), state);
    expect(users.accounts).toEqual([expect.objectContaining({ firstName: expect.stringMatching(/^Fan \d{4}$/) })]);
  });

  it('refuses a callback without this browser\'s state, a replayed one, and an unverified e-mail: sign-in page, no session', async () => {
    const failed = (returnTo: string) => ({ redirectTo: `/login?returnTo=${returnTo}&error=OIDC_SIGN_IN_FAILED` });
    const first = await oidc.start('/teams');
    const query = await signInAtProvider(identity(), first.authorizationUrl);
    expect(await oidc.finish(query, undefined)).toEqual(failed('/'));
    expect(await oidc.finish(query, 'someone-elses-state')).toEqual(failed('/'));
    expect(await oidc.finish(query, first.state)).toEqual(expect.objectContaining({ redirectTo: '/teams' }));
    expect(await oidc.finish(query, first.state)).toEqual(failed('/'));

    const second = await oidc.start('/teams');
    const unverified = await signInAtProvider(identity({ email_verified: false }), second.authorizationUrl);
    expect(await oidc.finish(unverified, second.state)).toEqual(failed('/teams'));
    expect(users.accounts).toHaveLength(1);
    expect(sessions.start).toHaveBeenCalledTimes(1);
  });

  it('answers UNAVAILABLE when the provider cannot be reached', async () => {
    const unreachable = service({ issuerUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' });
    const error = await unreachable.start('/').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UNAVAILABLE');
  });
});
