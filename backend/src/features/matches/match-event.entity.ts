import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MatchEventDetail, MatchEventType } from '@isl/contracts';
import { Player } from '../players/entities';
import { Team } from '../teams/entities';
import { Match } from './match.entity';

/** The timeline of a match, rows only ever added or taken back; goals and cards here are what players' totals are computed from. */
@Entity('match_events')
@Index('IDX_match_events_match', ['matchId', 'version'])
export class MatchEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  matchId: number;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Match;

  @Column({ type: 'varchar', length: 20 })
  type: MatchEventType;

  @Column({ type: 'int', nullable: true })
  minute: number | null;

  @Column({ type: 'int', nullable: true })
  teamId: number | null;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Team;

  @Index('IDX_match_events_player')
  @Column({ type: 'int', nullable: true })
  playerId: number | null;

  @ManyToOne(() => Player, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Index('IDX_match_events_assist_player')
  @Column({ type: 'int', nullable: true })
  assistPlayerId: number | null;

  @ManyToOne(() => Player, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assist_player_id' })
  assistPlayer?: Player;

  /** A substitution's player coming on (playerId is the one going off). */
  @Index('IDX_match_events_player_on')
  @Column({ type: 'int', nullable: true })
  playerOnId: number | null;

  @ManyToOne(() => Player, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'player_on_id' })
  playerOn?: Player;

  @Column({ type: 'varchar', length: 20, nullable: true })
  detail: MatchEventDetail | null;

  /** An added-time board's minutes. */
  @Column({ type: 'int', nullable: true })
  addedMinutes: number | null;

  /** An undo's incident. */
  @Column({ type: 'int', nullable: true })
  undoneEventId: number | null;

  /** The match's version once this event was applied. */
  @Column({ type: 'int' })
  version: number;

  /** For an entry taken back (a goal a score correction disallowed, an incident undone), that command's version; null while it stands. */
  @Column({ type: 'int', nullable: true })
  disallowedVersion: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
