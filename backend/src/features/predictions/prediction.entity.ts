import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { PREDICTION_OUTCOMES, type PredictionOutcome } from '@isl/contracts';
import { oneOf } from '../../platform/postgres/check-one-of';
import { User } from '../../identity/entities';
import { Match } from '../matches/entities';

@Entity('predictions')
@Check('CHK_predictions_outcome', oneOf('prediction', PREDICTION_OUTCOMES))
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

  @Column({ type: 'int', default: 0 })
  pointsAwarded: number;

  @Column({ type: 'boolean', nullable: true })
  isCorrect: boolean | null;

  /** When the prediction was first settled; the monthly leaderboard counts points by this date. */
  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
