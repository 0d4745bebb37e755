import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Language, type NotificationPreferencesDto, type UserRole } from '@isl/contracts';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { User } from './user.entity';

/** What a deleted account's e-mail becomes: unique, and no e-mail address, so nothing can sign in with it. */
export const deletedAccountEmail = (userId: string) => `deleted:${userId}`;

/** What an approved journalist's account shows of their application. */
export type JournalistProfile = Pick<User, 'workplace' | 'bio' | 'experience' | 'specialization' | 'portfolio'>;

/** The names given, and only those: a name left out stays as it is, a null last name removes it. */
export function nameChanges(names: { firstName?: string; lastName?: string | null }): { firstName?: string; lastName?: string | null } {
  return Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined));
}

/** A deleted account asks to hear of nothing: not the defaults a new account starts with (every switch on). */
const NO_NOTIFICATIONS: NotificationPreferencesDto = { matchResults: false, teamSpecific: [], predictions: false };

/**
 * What is left of a deleted account: nothing personal (e-mail, password, names, picture, journalist details,
 * followed clubs, roles), preferences that ask for nothing, and an e-mail that is no address, so nothing can sign
 * in with it.
 */
export function anonymousAccount(userId: string): Partial<User> {
  return {
    email: deletedAccountEmail(userId),
    passwordHash: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'user',
    isJournalistApproved: false,
    userType: 'normal',
    workplace: null,
    bio: null,
    experience: null,
    specialization: null,
    portfolio: null,
    notificationPreferences: NO_NOTIFICATIONS,
  };
}

/** What an admin is without the role: an approved journalist stays a journalist, anyone else is a fan. */
export function roleWithoutAdmin(user: Pick<User, 'isJournalistApproved'>): UserRole {
  return user.isJournalistApproved ? 'journalist' : 'user';
}

/** Who a mail goes to (see UsersService.mailRecipient). */
export type MailRecipient = Pick<User, 'email' | 'firstName' | 'language'>;

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  /** Every account has one: it is the name other fans see, never anything of the e-mail address. */
  firstName: string;
  lastName?: string | null;
}

/** Accounts by e-mail. E-mails arrive here already trimmed and lower-cased (see auth.dto.ts and the OIDC claims). */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** With the password hash, which is otherwise never loaded. */
  findByEmailForSignIn(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('account').addSelect('account.passwordHash').where({ email }).getOne();
  }

  /** The account's password hash, which is otherwise never loaded; null for an account without one (OIDC). */
  async passwordHashOf(userId: string): Promise<string | null> {
    const user = await this.users.createQueryBuilder('account').addSelect('account.passwordHash').where({ id: userId }).getOneOrFail();
    return user.passwordHash ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  /** Changes the names given (already trimmed and checked; a null last name removes it) and answers the account. */
  async updateNames(userId: string, names: { firstName?: string; lastName?: string | null }, manager: EntityManager = this.users.manager): Promise<User> {
    const changes = nameChanges(names);
    if (Object.keys(changes).length) await manager.update(User, { id: userId }, changes);
    return manager.findOneByOrFail(User, { id: userId });
  }

  /** Switches private mode in the caller's transaction; whether that changed it (false: it was so already). */
  async setHiddenFromLeaderboards(userId: string, hidden: boolean, manager: EntityManager): Promise<boolean> {
    const { affected } = await manager.update(User, { id: userId, hiddenFromLeaderboards: !hidden }, { hiddenFromLeaderboards: hidden });
    return affected === 1;
  }

  /** In the caller's transaction (a new picture): the picture public lists show beside the account's name. */
  async setProfileImage(userId: string, profileImageUrl: string, manager: EntityManager): Promise<User> {
    await manager.update(User, { id: userId }, { profileImageUrl });
    return manager.findOneByOrFail(User, { id: userId });
  }

  /** Whether the account applies to write (`journalist`), or is back to a reader's (`normal`) after a rejection. */
  async setUserType(userId: string, userType: 'normal' | 'journalist', manager: EntityManager): Promise<void> {
    await manager.update(User, { id: userId }, { userType });
  }

  /**
   * In the caller's transaction (an approved application): the account writes as a journalist, with the
   * application's details. An admin who applies stays an admin (and is an approved journalist too).
   */
  async makeJournalist(userId: string, profile: JournalistProfile, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({
        role: () => `CASE WHEN role = 'admin' THEN role ELSE 'journalist' END`,
        isJournalistApproved: true,
        userType: 'journalist',
        ...profile,
      })
      .where('id = :id', { id: userId })
      .execute();
  }

  async setLanguage(userId: string, language: Language): Promise<void> {
    await this.users.update({ id: userId }, { language });
  }

  /** Where and how to write to an account: its address, first name and language; null once it is deleted. */
  async mailRecipient(userId: string): Promise<MailRecipient | null> {
    return this.users.findOne({ where: { id: userId, deletedAt: IsNull() }, select: { email: true, firstName: true, language: true } });
  }

  async notificationPreferencesOf(userId: string): Promise<NotificationPreferencesDto> {
    const user = await this.users.findOneOrFail({ where: { id: userId }, select: { id: true, notificationPreferences: true } });
    return user.notificationPreferences;
  }

  async setNotificationPreferences(userId: string, preferences: NotificationPreferencesDto): Promise<void> {
    await this.users.update({ id: userId }, { notificationPreferences: preferences });
  }

  /**
   * Deleting an account, in the caller's transaction: it becomes anonymousAccount, marked deleted. The row stays
   * so that its predictions, and the points they earned, keep their place in the leaderboard's history,
   * anonymously. What the person wrote goes with it, through the steps other features register (see
   * AccountDeletion).
   */
  async anonymise(userId: string, manager: EntityManager): Promise<void> {
    await manager.update(User, { id: userId }, { ...anonymousAccount(userId), deletedAt: () => 'now()' });
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** Inserts the account, or returns null when the e-mail is taken; the unique index decides, so races are safe. */
  async createIfEmailFree(account: NewAccount): Promise<User | null> {
    const result = await this.users.createQueryBuilder().insert().into(User).values(account).orIgnore().execute();
    const id = (result.identifiers[0] as { id?: string } | undefined)?.id;
    return id ? this.users.findOneByOrFail({ id }) : null;
  }

  /** For sign-in through OIDC: the account with this e-mail, made on first sign-in. */
  async findOrCreate(account: NewAccount): Promise<User> {
    return (await this.createIfEmailFree(account)) ?? this.users.findOneByOrFail({ email: account.email });
  }

  /** Makes the account an admin; null when no account has this e-mail. */
  async promoteToAdmin(email: string): Promise<User | null> {
    return this.setRole(email, () => 'admin');
  }

  /** Back to what the account would be without admin: an approved journalist stays a journalist. */
  async demoteFromAdmin(email: string): Promise<User | null> {
    return this.setRole(email, roleWithoutAdmin);
  }

  private async setRole(email: string, role: (user: User) => UserRole): Promise<User | null> {
    const user = await this.findByEmail(email);
    if (!user) return null;
    user.role = role(user);
    return this.users.save(user);
  }
}
