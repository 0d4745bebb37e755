import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MatchEventType } from '@isl/contracts';
import { Player } from '../players/entities';
import { Team } from '../teams/entities';
import { Match } from './match.entity';

/** The append-only timeline of a match; goals and cards here are what players' totals are computed from. */
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

  /** The match's version once this event was applied. */
  @Column({ type: 'int' })
  version: number;

  /** For a goal a score correction disallowed, that correction's version; null while it stands. */
  @Column({ type: 'int', nullable: true })
  disallowedVersion: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
