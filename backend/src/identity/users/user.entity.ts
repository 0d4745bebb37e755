import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_NOTIFICATION_PREFERENCES, LANGUAGES, type Language, type NotificationPreferencesDto } from '@isl/contracts';
import { oneOf } from '../../platform/postgres/check-one-of';
import { jsonbDefault } from '../../platform/postgres/jsonb-default';

@Entity('users')
@Check('CHK_users_language', oneOf('language', LANGUAGES))
// The few fans in private mode, whom the public leaderboards leave out: each recount of the predictions boards'
// histograms, and the squad board's ranks (see PEOPLE_SQL).
@Index('IDX_users_private', ['id'], { where: 'hidden_from_leaderboards' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /** argon2id encoded hash; null for accounts made through OIDC. Never loaded unless asked for by name. */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 50, default: 'user' })
  role: string;

  @Column({ type: 'boolean', default: false })
  isJournalistApproved: boolean;

  @Column({ type: 'varchar', length: 50, default: 'normal' })
  userType: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  workplace: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  experience: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  specialization: string | null;

  @Column({ type: 'text', nullable: true })
  portfolio: string | null;

  @Column({ type: 'jsonb', default: () => jsonbDefault(DEFAULT_NOTIFICATION_PREFERENCES) })
  notificationPreferences: NotificationPreferencesDto;

  /** The language the account reads the site in (the web app keeps it current): mails to it are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Private mode: kept off the public leaderboards; the fan still plays in their leagues. */
  @Column({ type: 'boolean', default: false })
  hiddenFromLeaderboards: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * When the account was deleted: its personal data was cleared then, and the row stays only so that its
   * predictions keep counting, anonymously, in the leaderboard's history.
   */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
