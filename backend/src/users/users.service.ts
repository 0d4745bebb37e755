import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserRole } from '@isl/contracts';
import { Repository } from 'typeorm';
import { User } from './user.entity';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName?: string | null;
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
    return this.setRole(email, (user) => (user.isJournalistApproved ? 'journalist' : 'user'));
  }

  private async setRole(email: string, role: (user: User) => UserRole): Promise<User | null> {
    const user = await this.findByEmail(email);
    if (!user) return null;
    user.role = role(user);
    return this.users.save(user);
  }
}
