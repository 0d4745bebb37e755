import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_MINUTES, type Language } from '@isl/contracts';
import { User } from '../users/user.entity';
import { newResetToken, resetTokenHash } from './reset-token';

/** Who a reset mail goes to, in which language, and what it carries. */
export interface PasswordResetLink {
  email: string;
  firstName: string | null;
  language: Language;
  /** The link's token; null for an account without a password (made through OIDC), which gets no link. */
  token: string | null;
}

/** Used links and expired ones are kept a day, then forgotten. */
const FORGET_AFTER = '1 day';

/**
 * The worker's half of a password reset: a new single-use link for the account of an address, if there is one.
 * The api never sees the token, and never says whether the address has an account (see PasswordResets).
 */
@Injectable()
export class PasswordResetLinks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The link of request `requestId` for the account of `email`, made or made again (a retried mail replaces the
   * link it failed to send); null when no account has the address, or the link was used already.
   */
  async issue(requestId: string, email: string): Promise<PasswordResetLink | null> {
    const account = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.email = :email AND account.deletedAt IS NULL', { email })
      .getOne();
    if (!account) return null;
    const recipient = { email: account.email, firstName: account.firstName, language: account.language };
    // An account made through OIDC signs in at its provider: it hears so, and gets no password it never had.
    if (!account.passwordHash) return { ...recipient, token: null };
    await this.dataSource.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '${FORGET_AFTER}'`);
    const token = newResetToken();
    const issued = (await this.dataSource.query(
      `INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))
       ON CONFLICT (id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at WHERE password_resets.used_at IS NULL
       RETURNING id`,
      [requestId, account.id, resetTokenHash(token), PASSWORD_RESET_MINUTES],
    )) as unknown[];
    return issued.length ? { ...recipient, token } : null;
  }
}
