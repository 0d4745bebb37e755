import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Match } from '../matches/entities';
import { Player } from '../players/entities';

/**
 * A player's weekly-squad points in one finished match, line by line (SQUAD_SCORING): recomputed from the
 * match's line-ups, timeline and score whenever its result changes, never incremented.
 */
@Entity('player_match_points')
@Index('IDX_player_match_points_round', ['season', 'round', 'playerId'])
export class PlayerMatchPoints {
  @PrimaryColumn({ type: 'int' })
  matchId: number;

  @PrimaryColumn({ type: 'int' })
  playerId: number;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Match;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'varchar', length: 9 })
  season: string;

  @Column({ type: 'int' })
  round: number;

  @Column({ type: 'int' })
  appearance: number;

  @Column({ type: 'int' })
  goals: number;

  @Column({ type: 'int' })
  assists: number;

  @Column({ type: 'int' })
  cleanSheet: number;

  @Column({ type: 'int' })
  cards: number;

  @Column({ type: 'int' })
  points: number;
}
