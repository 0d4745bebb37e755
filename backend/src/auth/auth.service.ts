import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@isl/contracts';
import { RateLimitedError } from '../security/rate-limited.error';
import { RateLimit, RateLimiter } from '../security/rate-limiter';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { emailTaken, invalidCredentials, signInUnavailable } from './auth.errors';
import { PasswordHasher } from './password-hasher';

/** Failed sign-ins (and registrations) allowed per client address and per e-mail address. */
const FAILED_ATTEMPTS_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 };

/** An account that has just signed in, and its new session (the controller puts the token in the cookie). */
export interface SignedInAccount {
  user: User;
  session: IssuedSession;
}

/**
 * E-mail and password accounts. Each attempt first takes a place in the failed-attempt limits (per client
 * address and per e-mail), before any password is hashed, so a guessing run costs us nothing once limited;
 * an attempt that succeeds gives its place back.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Creates the account and signs it in. `clientAddress` counts towards the failed-attempt limits;
   * `previousSessionToken` (the session the browser had, if any) is ended.
   */
  async register(dto: RegisterRequest, clientAddress: string, previousSessionToken?: string): Promise<SignedInAccount> {
    const buckets = await this.takeAttempt('register', clientAddress, dto.email);
    if (await this.users.emailTaken(dto.email)) throw emailTaken();
    const user = await this.users.createIfEmailFree({
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
    });
    if (!user) throw emailTaken();
    await this.limiter.refund(buckets);
    return { user, session: await this.sessions.start(user.id, previousSessionToken) };
  }

  /** Signs in with e-mail and password; the arguments after the credentials are those of register(). */
  async login(dto: LoginRequest, clientAddress: string, previousSessionToken?: string): Promise<SignedInAccount> {
    const buckets = await this.takeAttempt('login', clientAddress, dto.email);
    const user = await this.users.findByEmailForSignIn(dto.email);
    // Unknown e-mails are checked against a decoy hash: the same work, the same answer.
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) throw invalidCredentials();
    await this.limiter.refund(buckets);
    return { user, session: await this.sessions.start(user.id, previousSessionToken) };
  }

  /** Fails closed: without Redis there is no limit, so no password is checked either. */
  private async takeAttempt(action: 'login' | 'register', clientAddress: string, email: string): Promise<string[]> {
    // The e-mail is hashed so addresses are not kept in Redis in the clear.
    const emailKey = createHash('sha256').update(email).digest('base64url');
    const buckets = [`${action}:ip:${clientAddress}`, `${action}:email:${emailKey}`];
    const result = await this.limiter.take(buckets, FAILED_ATTEMPTS_LIMIT).catch((err: unknown) => {
      this.logger.error(`sign-in rate limit unavailable: ${String(err)}`);
      throw signInUnavailable();
    });
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
    return buckets;
  }
}
