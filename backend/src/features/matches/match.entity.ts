import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MATCH_STATUS, MATCH_STATUSES, type MatchStatus } from '@isl/contracts';
import { oneOf } from '../../platform/postgres/check-one-of';
import { Season } from '../seasons/entities';
import { Team } from '../teams/entities';

@Entity('matches')
@Check('CHK_matches_status', oneOf('status', MATCH_STATUSES))
@Check('CHK_matches_scores', `(home_score IS NULL) = (away_score IS NULL) AND coalesce(home_score, 0) >= 0 AND coalesce(away_score, 0) >= 0`)
@Check('CHK_matches_teams', `home_team_id <> away_team_id`)
@Index('IDX_matches_status_date', ['status', 'matchDate'])
@Index('IDX_matches_season_round', ['season', 'matchday'])
export class Match {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_matches_home_team')
  @Column({ type: 'int' })
  homeTeamId: number;

  @ManyToOne(() => Team, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'home_team_id' })
  homeTeam?: Team;

  @Index('IDX_matches_away_team')
  @Column({ type: 'int' })
  awayTeamId: number;

  @ManyToOne(() => Team, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'away_team_id' })
  awayTeam?: Team;

  @Index('IDX_matches_date')
  @Column({ type: 'timestamptz' })
  matchDate: Date;

  @Column({ type: 'varchar', length: 150, nullable: true })
  venue: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  venueArabic: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  venueKurdish: string | null;

  @Column({ type: 'int', nullable: true })
  homeScore: number | null;

  @Column({ type: 'int', nullable: true })
  awayScore: number | null;

  @Column({ type: 'varchar', length: 20, default: MATCH_STATUS.scheduled })
  status: MatchStatus;

  @Column({ type: 'int' })
  matchday: number;

  @Column({ type: 'varchar', length: 9, default: '2024-25' })
  season: string;

  @ManyToOne(() => Season, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'season' })
  seasonRow?: Season;

  @Column({ type: 'int', nullable: true })
  attendance: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  referee: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  refereeArabic: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  refereeKurdish: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  homeFormation: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  awayFormation: string | null;

  @Column({ type: 'text', nullable: true })
  liveStreamUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isLiveStreamAvailable: boolean;

  /** Kick-off timestamps drive the elapsed minute, so no timer has to tick anywhere. */
  @Column({ type: 'timestamptz', nullable: true })
  kickedOffAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  halfTimeAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  secondHalfStartedAt: Date | null;

  /**
   * Bumped by every change; clients ignore a socket payload whose version is not newer, and the features that
   * follow a result keep the version they last followed in tables of their own.
   */
  @Column({ type: 'int', default: 0 })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
