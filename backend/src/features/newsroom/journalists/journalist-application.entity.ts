import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { APPLICATION_STATUS, APPLICATION_STATUSES, type ApplicationStatus } from '@isl/contracts';
import { oneOf } from '../../../platform/postgres/check-one-of';
import { User } from '../../../identity/entities';

/**
 * One application to write for the site, as submitted, with the editor's decision. A user may apply again
 * after a rejection, so the rows are the history; the partial unique index allows one pending at a time.
 */
@Entity('journalist_applications')
@Check('CHK_journalist_applications_status', oneOf('status', APPLICATION_STATUSES))
@Index('UQ_journalist_applications_pending', ['userId'], { unique: true, where: `status = '${APPLICATION_STATUS.pending}'` })
@Index('IDX_journalist_applications_user', ['userId', 'createdAt'])
export class JournalistApplication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  workplace: string;

  @Column({ type: 'text' })
  bio: string;

  @Column({ type: 'varchar', length: 20 })
  experience: string;

  @Column({ type: 'varchar', length: 50 })
  specialization: string;

  @Column({ type: 'text', nullable: true })
  portfolio: string | null;

  @Column({ type: 'varchar', length: 10, default: APPLICATION_STATUS.pending })
  status: ApplicationStatus;

  /** The editor's reason for a rejection (optional). */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The editor who decided; null when approved automatically (JOURNALIST_AUTO_APPROVE) or the editor's account is gone. */
  @Column({ type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by' })
  decider?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
