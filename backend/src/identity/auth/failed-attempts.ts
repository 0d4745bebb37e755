import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { RateLimitedError } from '../../platform/http/rate-limited.error';
import { RateLimiter } from '../../platform/security/rate-limiter';
import { signInUnavailable } from './auth.errors';

/** The window both limits count failed attempts in. */
const WINDOW_SECONDS = 60;
/** Failed attempts allowed per account and window, for each action: a guesser gets 5 tries a minute. */
export const FAILED_ATTEMPTS_PER_ACCOUNT = 5;

/** Changing the password and deleting the account share one limit: both check the current password. */
export type AttemptAction = 'login' | 'register' | 'confirm-password';

/**
 * The account an attempt is on: by e-mail before signing in (with the nonce of the browser's device cookie when it
 * signed in to that account before, see KnownDevices), by id after.
 */
export type AttemptAccount = { email: string; knownDevice?: string } | { userId: string };

/**
 * Limits on attempts that check a password. Each attempt first takes a place in the limits (per client
 * address and per account), before any password is hashed, so a guessing run costs us nothing once limited;
 * an attempt that succeeds gives its place back. The per-account limit is the strict one; the per-address
 * limit (RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS) is far higher, because many fans share one public address
 * behind a mobile carrier's NAT and one fan's typos must not lock out strangers. A browser the account signed in
 * from before has a per-account limit of its own (per device cookie), so a stranger's guesses, which lock the
 * account to every other browser, do not keep its owner out.
 */
@Injectable()
export class FailedAttempts {
  private readonly logger = new Logger(FailedAttempts.name);

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'failedSignInsPerAddress'>,
  ) {}

  /**
   * Takes a place, or throws 429 (RateLimitedError) when the address or the account has none left. Fails
   * closed: without Redis there is no limit, so no password is checked either. Answers the buckets to refund.
   */
  async take(action: AttemptAction, clientAddress: string, account: AttemptAccount): Promise<string[]> {
    // The e-mail is hashed so addresses are not kept in Redis in the clear.
    const accountBucket =
      'userId' in account
        ? `account:${account.userId}`
        : account.knownDevice
          ? `device:${account.knownDevice}`
          : `email:${createHash('sha256').update(account.email).digest('base64url')}`;
    const quotas = [
      { bucket: `${action}:ip:${clientAddress}`, limit: this.config.failedSignInsPerAddress, windowSeconds: WINDOW_SECONDS },
      { bucket: `${action}:${accountBucket}`, limit: FAILED_ATTEMPTS_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
    ];
    const result = await this.limiter.takeEach(quotas).catch((err: unknown) => {
      this.logger.error(`sign-in rate limit unavailable: ${String(err)}`);
      throw signInUnavailable();
    });
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
    return quotas.map((quota) => quota.bucket);
  }

  /** Gives back the places of an attempt that succeeded. */
  refund(buckets: string[]): Promise<void> {
    return this.limiter.refund(buckets);
  }
}
