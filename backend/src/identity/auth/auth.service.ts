import { Injectable } from '@nestjs/common';
import type { LoginRequest, RegisterRequest } from '@isl/contracts';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { emailTaken, invalidCredentials } from './auth.errors';
import { FailedAttempts } from './failed-attempts';
import { PasswordHasher } from './password-hasher';

/** An account that has just signed in, and its new session (the controller puts the token in the cookie). */
export interface SignedInAccount {
  user: User;
  session: IssuedSession;
}

/**
 * E-mail and password accounts. Each attempt first takes a place in the failed-attempt limits (per client
 * address and per e-mail; see FailedAttempts), before any password is hashed.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: FailedAttempts,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Creates the account and signs it in. `clientAddress` counts towards the failed-attempt limits;
   * `previousSessionToken` (the session the browser had, if any) is ended.
   */
  async register(dto: RegisterRequest, clientAddress: string, previousSessionToken?: string): Promise<SignedInAccount> {
    const buckets = await this.attempts.take('register', clientAddress, { email: dto.email });
    if (await this.users.emailTaken(dto.email)) throw emailTaken();
    const user = await this.users.createIfEmailFree({
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName ?? null,
    });
    if (!user) throw emailTaken();
    await this.attempts.refund(buckets);
    return { user, session: await this.sessions.start(user.id, previousSessionToken) };
  }

  /** Signs in with e-mail and password; the arguments after the credentials are those of register(). */
  async login(dto: LoginRequest, clientAddress: string, previousSessionToken?: string): Promise<SignedInAccount> {
    const buckets = await this.attempts.take('login', clientAddress, { email: dto.email });
    const user = await this.users.findByEmailForSignIn(dto.email);
    // Unknown e-mails are checked against a decoy hash: the same work, the same answer.
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) throw invalidCredentials();
    await this.attempts.refund(buckets);
    return { user, session: await this.sessions.start(user.id, previousSessionToken) };
  }
}
