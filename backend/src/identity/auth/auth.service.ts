import { Injectable } from '@nestjs/common';
import type { LoginRequest, RegisterRequest } from '@isl/contracts';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { emailTaken, invalidCredentials } from './auth.errors';
import { FailedAttempts } from './failed-attempts';
import { KnownDevices } from './known-devices';
import { PasswordHasher } from './password-hasher';

/**
 * An account that has just signed in, its new session and the browser's new device cookie (the controller puts
 * both in their cookies).
 */
export interface SignedInAccount {
  user: User;
  session: IssuedSession;
  device: string;
}

/**
 * E-mail and password accounts. Each attempt first takes a place in the failed-attempt limits (per client
 * address and per e-mail, or per device for a browser known to the account; see FailedAttempts and
 * KnownDevices), before any password is hashed.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: FailedAttempts,
    private readonly sessions: SessionsService,
    private readonly devices: KnownDevices,
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
    return this.signIn(user, previousSessionToken);
  }

  /**
   * Signs in with e-mail and password; the arguments after the credentials are those of register(), then the
   * browser's device cookie, if it sent one.
   */
  async login(dto: LoginRequest, clientAddress: string, previousSessionToken?: string, deviceCookie?: string): Promise<SignedInAccount> {
    const knownDevice = this.devices.recognise(deviceCookie, dto.email);
    const buckets = await this.attempts.take('login', clientAddress, { email: dto.email, knownDevice });
    const user = await this.users.findByEmailForSignIn(dto.email);
    // Unknown e-mails are checked against a decoy hash: the same work, the same answer.
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) throw invalidCredentials();
    await this.attempts.refund(buckets);
    return this.signIn(user, previousSessionToken);
  }

  /** A new session, and a new device cookie that makes this browser known to the account. */
  private async signIn(user: User, previousSessionToken: string | undefined): Promise<SignedInAccount> {
    return { user, session: await this.sessions.start(user.id, previousSessionToken), device: this.devices.issue(user.email) };
  }
}
