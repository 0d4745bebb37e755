import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserResponse } from '@isl/contracts';
import { RateLimitedError } from '../security/rate-limited.error';
import { RateLimit, RateLimiter } from '../security/rate-limiter';
import { SessionsService } from '../sessions/sessions.service';
import { toUserResponse } from '../users/user.response';
import { UsersService } from '../users/users.service';
import { LoginDto, RegisterDto } from './auth.dto';
import { emailTaken, invalidCredentials, signInUnavailable } from './auth.errors';
import { PasswordHasher } from './password-hasher';

/** Failed sign-ins (and registrations) allowed per client address and per e-mail address. */
const FAILED_ATTEMPTS_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 };

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

  async register(dto: RegisterDto, request: FastifyRequest, reply: FastifyReply): Promise<UserResponse> {
    const buckets = await this.takeAttempt('register', request.ip, dto.email);
    if (await this.users.emailTaken(dto.email)) throw emailTaken();
    const user = await this.users.createIfEmailFree({
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
    });
    if (!user) throw emailTaken();
    await this.limiter.refund(buckets);
    await this.sessions.signIn(request, reply, user);
    return toUserResponse(user);
  }

  async login(dto: LoginDto, request: FastifyRequest, reply: FastifyReply): Promise<UserResponse> {
    const buckets = await this.takeAttempt('login', request.ip, dto.email);
    const user = await this.users.findByEmailForSignIn(dto.email);
    // Unknown e-mails are checked against a decoy hash: the same work, the same answer.
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) throw invalidCredentials();
    await this.limiter.refund(buckets);
    await this.sessions.signIn(request, reply, user);
    return toUserResponse(user);
  }

  /** Fails closed: without Redis there is no limit, so no password is checked either. */
  private async takeAttempt(action: 'login' | 'register', ip: string, email: string): Promise<string[]> {
    // The e-mail is hashed so addresses are not kept in Redis in the clear.
    const emailKey = createHash('sha256').update(email).digest('base64url');
    const buckets = [`${action}:ip:${ip}`, `${action}:email:${emailKey}`];
    const result = await this.limiter.take(buckets, FAILED_ATTEMPTS_LIMIT).catch((err: unknown) => {
      this.logger.error(`sign-in rate limit unavailable: ${String(err)}`);
      throw signInUnavailable();
    });
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
    return buckets;
  }
}
