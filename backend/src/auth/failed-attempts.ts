import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimitedError } from '../security/rate-limited.error';
import { RateLimit, RateLimiter } from '../security/rate-limiter';
import { signInUnavailable } from './auth.errors';

/** Failed attempts allowed per client address and per account, for each action. */
const FAILED_ATTEMPTS_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 };

/** Changing the password and deleting the account share one limit: both check the current password. */
export type AttemptAction = 'login' | 'register' | 'confirm-password';

/** The account an attempt is on: by e-mail before signing in, by id after. */
export type AttemptAccount = { email: string } | { userId: string };

/**
 * Limits on attempts that check a password. Each attempt first takes a place in the limits (per client
 * address and per account), before any password is hashed, so a guessing run costs us nothing once limited;
 * an attempt that succeeds gives its place back.
 */
@Injectable()
export class FailedAttempts {
  private readonly logger = new Logger(FailedAttempts.name);

  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Takes a place, or throws 429 (RateLimitedError) when the address or the account has none left. Fails
   * closed: without Redis there is no limit, so no password is checked either. Answers the buckets to refund.
   */
  async take(action: AttemptAction, clientAddress: string, account: AttemptAccount): Promise<string[]> {
    // The e-mail is hashed so addresses are not kept in Redis in the clear.
    const accountBucket = 'email' in account ? `email:${createHash('sha256').update(account.email).digest('base64url')}` : `account:${account.userId}`;
    const buckets = [`${action}:ip:${clientAddress}`, `${action}:${accountBucket}`];
    const result = await this.limiter.take(buckets, FAILED_ATTEMPTS_LIMIT).catch((err: unknown) => {
      this.logger.error(`sign-in rate limit unavailable: ${String(err)}`);
      throw signInUnavailable();
    });
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
    return buckets;
  }

  /** Gives back the places of an attempt that succeeded. */
  refund(buckets: string[]): Promise<void> {
    return this.limiter.refund(buckets);
  }
}
