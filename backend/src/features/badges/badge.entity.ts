import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BADGE_KINDS, type BadgeKind } from '@isl/contracts';
import { oneOf } from '../../platform/postgres/check-one-of';
import { User } from '../../identity/entities';
import { Season } from '../seasons/entities';

/**
 * A badge a fan earned. `scope` names what it was earned for (the season, its round, the league), so the unique
 * key lets an award be written any number of times and kept once.
 */
@Entity('badges')
@Check('CHK_badges_kind', oneOf('kind', BADGE_KINDS))
@Unique('UQ_badges_award', ['userId', 'kind', 'scope'])
export class Badge {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_badges_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  kind: BadgeKind;

  /** '2025-26' (a streak), '2025-26:r3' (a round), '2025-26:r3:l12' (a league's round). */
  @Column({ type: 'varchar', length: 60 })
  scope: string;

  @Column({ type: 'varchar', length: 9 })
  season: string;

  @ManyToOne(() => Season, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season' })
  seasonRow?: Season;

  @Column({ type: 'int', nullable: true })
  round: number | null;

  /** The league of a leagueRoundWinner badge (no foreign key: the badge outlives a league its creator closes). */
  @Column({ type: 'int', nullable: true })
  leagueId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  awardedAt: Date;
}
