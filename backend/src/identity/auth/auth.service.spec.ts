import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ApiError } from '../../platform/http/api-error';
import { RateLimitedError } from '../../platform/http/rate-limited.error';
import type { Quota, RateLimiter, TakeResult } from '../../platform/security/rate-limiter';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import type { NewAccount, UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { FailedAttempts } from './failed-attempts';
import { KnownDevices } from './known-devices';
import { PasswordHasher } from './password-hasher';

/** Accounts in a Map, as UsersService keeps them in PostgreSQL. */
class FakeUsers implements Pick<UsersService, 'emailTaken' | 'createIfEmailFree' | 'findByEmailForSignIn'> {
  readonly byEmail = new Map<string, User>();

  async emailTaken(email: string) {
    return this.byEmail.has(email);
  }
  async createIfEmailFree(account: NewAccount) {
    if (this.byEmail.has(account.email)) return null;
    const user = { ...account, id: `user-${this.byEmail.size + 1}`, role: 'user' } as User;
    this.byEmail.set(account.email, user);
    return user;
  }
  async findByEmailForSignIn(email: string) {
    return this.byEmail.get(email) ?? null;
  }
}

/** Counts attempts per bucket like the Redis limiter; `down` makes it fail as Redis being unreachable would. */
class FakeLimiter implements Pick<RateLimiter, 'takeEach' | 'refund'> {
  readonly counts = new Map<string, number>();
  down = false;

  async takeEach(quotas: Quota[]): Promise<TakeResult> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    if (quotas.some(({ bucket, limit }) => (this.counts.get(bucket) ?? 0) >= limit)) return { allowed: false, retryAfterSeconds: 42 };
    for (const { bucket } of quotas) this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    return { allowed: true };
  }
  async refund(buckets: string[]) {
    for (const bucket of buckets) this.counts.set(bucket, Math.max(0, (this.counts.get(bucket) ?? 0) - 1));
  }
}

const EXPIRES = new Date(Date.UTC(2030, 0, 1));

/** SessionsService.start, handing out numbered tokens. */
function fakeSessions() {
  let issued = 0;
  return { start: jest.fn(async (): Promise<IssuedSession> => ({ token: `token-${++issued}`, expires: EXPIRES })) };
}

const PASSWORD = 'correct horse battery staple';
const IP = '10.0.0.7';
/** A per-address limit above the per-account one, as configured. */
const ADDRESS_LIMIT = 100;
const emailBucket = (action: string, email: string) => `${action}:email:${createHash('sha256').update(email).digest('base64url')}`;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (err: unknown) => err);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

describe('AuthService', () => {
  let users: FakeUsers;
  let limiter: FakeLimiter;
  let sessions: ReturnType<typeof fakeSessions>;
  let hasher: PasswordHasher;
  let auth: AuthService;

  beforeAll(async () => {
    hasher = new PasswordHasher();
    await hasher.onModuleInit();
  });

  beforeEach(() => {
    users = new FakeUsers();
    limiter = new FakeLimiter();
    sessions = fakeSessions();
    auth = new AuthService(
      users as unknown as UsersService,
      hasher,
      new FailedAttempts(limiter as unknown as RateLimiter, { failedSignInsPerAddress: ADDRESS_LIMIT }),
      sessions as unknown as SessionsService,
      new KnownDevices({ sessionSecret: 'a session secret of at least 32 characters' }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  describe('register', () => {
    it('creates the account with an argon2id hash, starts a session replacing the previous one, and counts nothing', async () => {
      const { user, session } = await auth.register({ email: 'zainab@example.com', password: PASSWORD, firstName: 'Zainab' }, IP, 'old-token');
      expect(user).toEqual(expect.objectContaining({ email: 'zainab@example.com', firstName: 'Zainab', lastName: null }));
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await hasher.verify(user.passwordHash, PASSWORD)).toBe(true);
      expect(session).toEqual({ token: 'token-1', expires: EXPIRES });
      expect(sessions.start.mock.calls).toEqual([[user.id, 'old-token']]);
      expect([...limiter.counts.values()]).toEqual([0, 0]);
    });

    it('refuses a taken e-mail with EMAIL_TAKEN, before hashing, and counts the attempt', async () => {
      await auth.register({ email: 'taken@example.com', password: PASSWORD, firstName: 'Ali' }, IP);
      const hash = jest.spyOn(hasher, 'hash');
      expect(await codeOf(auth.register({ email: 'taken@example.com', password: PASSWORD, firstName: 'Ali' }, IP))).toBe('EMAIL_TAKEN');
      expect(hash).not.toHaveBeenCalled();
      expect(limiter.counts.get(`register:ip:${IP}`)).toBe(1);
      expect(sessions.start).toHaveBeenCalledTimes(1);
    });
  });

  describe('login', () => {
    beforeEach(() => auth.register({ email: 'fan@example.com', password: PASSWORD, firstName: 'Noor' }, '10.9.9.9'));

    it('signs in with the right password: a new session, and the attempt given back', async () => {
      const { user, session } = await auth.login({ email: 'fan@example.com', password: PASSWORD }, IP, 'planted');
      expect(user.email).toBe('fan@example.com');
      expect(session.token).toBe('token-2');
      expect(sessions.start).toHaveBeenLastCalledWith(user.id, 'planted');
      expect(limiter.counts.get(`login:ip:${IP}`)).toBe(0);
    });

    it('answers a wrong password and an unknown e-mail alike, after the same password check', async () => {
      const verify = jest.spyOn(hasher, 'verify');
      expect(await codeOf(auth.login({ email: 'fan@example.com', password: 'not the password' }, IP))).toBe('INVALID_CREDENTIALS');
      expect(await codeOf(auth.login({ email: 'nobody@example.com', password: PASSWORD }, IP))).toBe('INVALID_CREDENTIALS');
      expect(verify).toHaveBeenCalledTimes(2);
      expect(sessions.start).toHaveBeenCalledTimes(1);
    });

    it('keys the limits by client address and by a hash of the e-mail, never the e-mail itself', async () => {
      await codeOf(auth.login({ email: 'fan@example.com', password: 'wrong guess' }, IP));
      expect([...limiter.counts.keys()]).toEqual(expect.arrayContaining([`login:ip:${IP}`, emailBucket('login', 'fan@example.com')]));
      expect([...limiter.counts.keys()].join()).not.toContain('fan@example.com');
    });

    it('stops the 6th failure in a window with RATE_LIMITED and its wait, without checking the password', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) await codeOf(auth.login({ email: 'fan@example.com', password: `guess ${attempt}` }, IP));
      const verify = jest.spyOn(hasher, 'verify');
      const limited = await auth.login({ email: 'fan@example.com', password: PASSWORD }, '10.1.1.1').catch((err: unknown) => err);
      expect(limited).toBeInstanceOf(RateLimitedError);
      expect(limited).toEqual(expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 42 }));
      expect(verify).not.toHaveBeenCalled();
    });

    it("counts a browser known to the account on its own: the account's lock does not hold it, its own 5 do", async () => {
      const { device } = await auth.login({ email: 'fan@example.com', password: PASSWORD }, IP);
      for (let attempt = 1; attempt <= 5; attempt++) await codeOf(auth.login({ email: 'fan@example.com', password: `guess ${attempt}` }, '10.6.6.6'));
      expect(await codeOf(auth.login({ email: 'fan@example.com', password: PASSWORD }, '10.6.6.6'))).toBe('RATE_LIMITED');
      const signedIn = await auth.login({ email: 'fan@example.com', password: PASSWORD }, IP, undefined, device);
      expect(signedIn.user.email).toBe('fan@example.com');
      expect(signedIn.device).not.toBe(device);
      for (let attempt = 1; attempt <= 5; attempt++) await codeOf(auth.login({ email: 'fan@example.com', password: `phone ${attempt}` }, IP, undefined, device));
      expect(await codeOf(auth.login({ email: 'fan@example.com', password: PASSWORD }, IP, undefined, device))).toBe('RATE_LIMITED');
      // Its bucket is named by the cookie's random part, never by the e-mail.
      expect([...limiter.counts.keys()]).toContain(`login:device:${device.split('.')[0]}`);
    });

    it('lets fans behind one address fail on their own accounts far past 5, and stops the address at its own limit', async () => {
      const shared = '100.64.0.1';
      for (let fan = 1; fan <= 20; fan++) expect(await codeOf(auth.login({ email: `fan${fan}@example.com`, password: 'typo' }, shared))).toBe('INVALID_CREDENTIALS');
      await expect(auth.login({ email: 'fan@example.com', password: PASSWORD }, shared)).resolves.toEqual(expect.objectContaining({ user: expect.anything() }));
      for (let fan = 21; fan <= ADDRESS_LIMIT; fan++) await codeOf(auth.login({ email: `fan${fan}@example.com`, password: 'typo' }, shared));
      expect(await codeOf(auth.login({ email: 'fan@example.com', password: PASSWORD }, shared))).toBe('RATE_LIMITED');
    });

    it('fails closed with UNAVAILABLE when the limits cannot be checked', async () => {
      limiter.down = true;
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const verify = jest.spyOn(hasher, 'verify');
      expect(await codeOf(auth.login({ email: 'fan@example.com', password: PASSWORD }, IP))).toBe('UNAVAILABLE');
      expect(verify).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('sign-in rate limit unavailable'));
    });
  });
});
