import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A password reset link mailed to an account: usable once, until `expiresAt`. Only the token's hash is kept, so
 * a copy of the table (a backup, a read-only leak) opens no account.
 */
@Entity('password_resets')
@Index('IDX_password_resets_user', ['userId'])
export class PasswordReset {
  /** The request that asked for it: a mail sent again after an SMTP failure replaces its link, never adds one. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** SHA-256 of the link's token, base64url (resetTokenHash). */
  @Index('UQ_password_resets_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 43 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When the link was used, or made useless by another link's use. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
