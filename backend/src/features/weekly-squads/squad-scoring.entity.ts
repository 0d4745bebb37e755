import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Match } from '../matches/entities';

/**
 * The version of a finished match's result that the weekly squads were last scored against: a match whose
 * version is ahead of it (or that has no row) has squads to score. Kept here, not on the match, which knows
 * nothing of what follows its results.
 */
@Entity('squad_scorings')
export class SquadScoring {
  @PrimaryColumn({ type: 'int' })
  matchId: number;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Match;

  @Column({ type: 'int' })
  scoredVersion: number;
}
