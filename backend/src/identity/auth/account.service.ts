import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ChangePasswordRequest, Language, UpdateAccountRequest } from '@isl/contracts';
import { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { PublicReadChanges } from '../../platform/outbox/public-read-changes';
import { AccountDeletion } from '../account/account-deletion';
import { PrivateMode } from '../account/private-mode';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { currentPasswordWrong, noPassword, passwordConfirmationMissing } from './auth.errors';
import { FailedAttempts } from './failed-attempts';
import { PasswordHasher } from './password-hasher';

/**
 * A signed-in user's own account: names, password, deletion. What needs the current password checks it
 * under the same failed-attempt limits as signing in (per client address and per account).
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: FailedAttempts,
    private readonly sessions: SessionsService,
    private readonly deletion: AccountDeletion,
    private readonly privateMode: PrivateMode,
    private readonly publicReads: PublicReadChanges,
    private readonly outbox: OutboxRelay,
  ) {}

  /**
   * Names show in public lists (article authors, leaderboards), whose cached answers it puts out of date; so does
   * private mode, which takes the fan off the public leaderboards (or puts them back) in the same transaction.
   */
  update(userId: string, { hiddenFromLeaderboards, ...names }: UpdateAccountRequest): Promise<User> {
    return this.publicReads.write(this.dataSource.manager, ['people'], async (manager) => {
      if (hiddenFromLeaderboards !== undefined && (await this.users.setHiddenFromLeaderboards(userId, hiddenFromLeaderboards, manager))) {
        await this.privateMode.changed(userId, hiddenFromLeaderboards, manager);
      }
      return this.users.updateNames(userId, names, manager);
    });
  }

  /** The language the account's mails are written in; it shows in no public list. */
  setLanguage(userId: string, language: Language): Promise<void> {
    return this.users.setLanguage(userId, language);
  }

  /**
   * Sets a new password once the current one is confirmed, and ends every other session of the account;
   * the session behind `keepSessionToken` (the browser that asked) stays signed in.
   */
  async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordRequest, clientAddress: string, keepSessionToken?: string): Promise<void> {
    const storedHash = await this.users.passwordHashOf(userId);
    if (storedHash === null) throw noPassword();
    await this.confirmPassword(userId, storedHash, currentPassword, clientAddress);
    const newHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(userId, newHash, manager);
      await this.sessions.endAllOf(userId, { except: keepSessionToken, manager });
    });
    // The sign-out of the other sessions' sockets goes now, not at the relay's next poll.
    this.outbox.wake();
  }

  /**
   * Deletes the account: its personal data is cleared, every session ended (its sockets signed out once the write
   * commits and wakes the relay) and what other features keep of the
   * person let go of (AccountDeletion's steps) in one transaction, then what only follows a commit (their files).
   * Its predictions stay, on the anonymous row (see UsersService.anonymise). An account with a password must
   * confirm with it; one made through OIDC has none to give.
   */
  async deleteAccount(userId: string, password: string | undefined, clientAddress: string): Promise<void> {
    const storedHash = await this.users.passwordHashOf(userId);
    if (storedHash !== null) {
      if (password === undefined) throw passwordConfirmationMissing();
      await this.confirmPassword(userId, storedHash, password, clientAddress);
    }
    await this.publicReads.write(this.dataSource.manager, this.deletion.changes, async (manager) => {
      await this.users.anonymise(userId, manager);
      await this.sessions.endAllOf(userId, { manager });
      await this.deletion.inTransaction(userId, manager);
    });
    await this.deletion.afterCommit(userId);
  }

  private async confirmPassword(userId: string, storedHash: string, password: string, clientAddress: string): Promise<void> {
    const buckets = await this.attempts.take('confirm-password', clientAddress, { userId });
    if (!(await this.hasher.verify(storedHash, password))) throw currentPasswordWrong();
    await this.attempts.refund(buckets);
  }
}
