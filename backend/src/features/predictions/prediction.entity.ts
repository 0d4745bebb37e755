import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { MAX_PREDICTED_GOALS, PREDICTION_OUTCOMES, type PredictionOutcome } from '@isl/contracts';
import { oneOf } from '../../platform/postgres/check-one-of';
import { User } from '../../identity/entities';
import { Match } from '../matches/entities';

@Entity('predictions')
@Check('CHK_predictions_outcome', oneOf('prediction', PREDICTION_OUTCOMES))
@Check('CHK_predictions_exact_score', `(home_score IS NULL) = (away_score IS NULL) AND home_score BETWEEN 0 AND ${MAX_PREDICTED_GOALS} AND away_score BETWEEN 0 AND ${MAX_PREDICTED_GOALS}`)
@Unique('UQ_predictions_user_match', ['userId', 'matchId'])
export class Prediction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('IDX_predictions_match')
  @Column({ type: 'int' })
  matchId: number;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Match;

  @Column({ type: 'varchar', length: 10 })
  prediction: PredictionOutcome;

  /** The exact score called (both or neither, agreeing with `prediction`): a bonus when right. */
  @Column({ type: 'smallint', nullable: true })
  homeScore: number | null;

  @Column({ type: 'smallint', nullable: true })
  awayScore: number | null;

  /** The fan's joker of the match's round: its points count JOKER_MULTIPLIER times. */
  @Column({ type: 'boolean', default: false })
  joker: boolean;

  /** The points of the lines before the joker, as settled (the season's rules then): the breakdown reads them. */
  @Column({ type: 'int', default: 0 })
  outcomePoints: number;

  @Column({ type: 'int', default: 0 })
  exactPoints: number;

  /** (outcomePoints + exactPoints), doubled by a joker. */
  @Column({ type: 'int', default: 0 })
  pointsAwarded: number;

  @Column({ type: 'boolean', nullable: true })
  isCorrect: boolean | null;

  /** Whether the exact score was right; null until settled or without one. */
  @Column({ type: 'boolean', nullable: true })
  isExact: boolean | null;

  /** When the prediction was first settled; the monthly leaderboard counts points by this date. */
  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
