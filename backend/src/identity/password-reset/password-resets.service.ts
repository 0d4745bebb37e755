import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '@isl/contracts';
import { RateLimitedError } from '../../platform/http/rate-limited.error';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { RateLimiter, type Quota } from '../../platform/security/rate-limiter';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { resetTokenInvalid, resetUnavailable } from './password-reset.errors';
import { isResetToken, resetTokenHash } from './reset-token';

const HOUR = 60 * 60;
/** Mails one address may be sent an hour: enough for a lost mail or two, too few to flood someone's inbox. */
export const RESET_MAILS_PER_EMAIL = 5;
/**
 * Requests one client address may make an hour: well above one household's, since a carrier's NAT puts many
 * fans behind one address, and well below what trying addresses in bulk would need.
 */
export const RESET_REQUESTS_PER_ADDRESS = 30;

/** A link that is live: not used, not expired, of an account that still exists. */
const LIVE_LINK = `r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.deleted_at IS NULL)`;

/**
 * The api's half of "forgot password": asking for a link, and using one. Asking never says whether the address
 * has an account: every request, known address or not, is the same job for the worker (see PasswordResetLinks),
 * recorded the same way, answered the same way.
 */
@Injectable()
export class PasswordResets {
  private readonly logger = new Logger(PasswordResets.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly outbox: OutboxRelay,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  /** Queues the mail for the worker, within the limits per address asked about and per client address. */
  async request({ email, language }: PasswordResetRequest, clientAddress: string): Promise<void> {
    // The e-mail is hashed so addresses are not kept in Redis in the clear.
    const emailKey = createHash('sha256').update(email).digest('base64url');
    const quotas: Quota[] = [
      { bucket: `password-reset:ip:${clientAddress}`, limit: RESET_REQUESTS_PER_ADDRESS, windowSeconds: HOUR },
      { bucket: `password-reset:email:${emailKey}`, limit: RESET_MAILS_PER_EMAIL, windowSeconds: HOUR },
    ];
    // Without Redis there is no limit, so no mail either: closed, as sign-in is.
    const taken = await this.limiter.takeEach(quotas).catch((error: unknown) => {
      this.logger.error(`password reset rate limit unavailable: ${String(error)}`);
      throw resetUnavailable();
    });
    if (!taken.allowed) throw new RateLimitedError(taken.retryAfterSeconds);
    const requestId = randomUUID();
    await recordInOutbox(this.dataSource.manager, [
      { job: { queue: 'mail', name: 'password-reset', data: { requestId, email, language: language ?? null }, jobId: `password-reset-${requestId}` } },
    ]);
    this.outbox.wake();
  }

  /**
   * Sets the new password with a live link, which is used up with every other link of the account, and signs the
   * account out everywhere: whoever knew the old password is out too. The link is checked before the password
   * is hashed, so guessing links costs no hashing.
   */
  async confirm({ token, newPassword }: PasswordResetConfirmRequest): Promise<void> {
    if (!isResetToken(token)) throw resetTokenInvalid();
    const hash = resetTokenHash(token);
    const [live] = (await this.dataSource.query(`SELECT 1 FROM password_resets r WHERE ${LIVE_LINK}`, [hash])) as unknown[];
    if (!live) throw resetTokenInvalid();
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      // Used in the same statement that checks it, so two uses at once cannot both pass.
      const [used] = (await manager.query(`UPDATE password_resets r SET used_at = now() WHERE ${LIVE_LINK} RETURNING r.user_id AS "userId"`, [hash])) as [
        { userId: string }[],
        number,
      ];
      const userId = used[0]?.userId;
      if (!userId) throw resetTokenInvalid();
      await this.users.setPasswordHash(userId, passwordHash, manager);
      await manager.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await this.sessions.endAllOf(userId, { manager });
    });
    // The sign-out of the account's live sockets was recorded in that transaction: deliver it now, not at the next poll.
    this.outbox.wake();
  }
}
