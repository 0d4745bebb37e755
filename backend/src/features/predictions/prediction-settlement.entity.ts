import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Match } from '../matches/entities';

/**
 * The version of a finished match's result that its predictions were last settled against: a match whose version
 * is ahead of it (or that has no row) has predictions to settle. Kept here, not on the match, which knows nothing
 * of what follows its results.
 */
@Entity('prediction_settlements')
export class PredictionSettlement {
  @PrimaryColumn({ type: 'int' })
  matchId: number;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Match;

  @Column({ type: 'int' })
  settledVersion: number;
}
