import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { TieBreak } from '@isl/contracts';

/** A season of the league and the rules its table is ranked by (see SeasonRules in @isl/contracts). */
@Entity('seasons')
@Check('CHK_seasons_label', `label ~ '^[0-9]{4}-[0-9]{2}$'`)
@Check('CHK_seasons_dates', `starts_on <= ends_on`)
@Check('CHK_seasons_rules', `points_for_win > points_for_draw AND points_for_draw >= 0 AND rounds > 0 AND prediction_outcome_points >= 0 AND prediction_exact_score_points >= 0 AND champions >= 0 AND afc_places >= 0 AND relegated >= 0`)
// At most one season is current: the one every screen shows when no season is asked for.
@Index('UQ_seasons_current', ['isCurrent'], { unique: true, where: 'is_current' })
export class Season {
  /** "2025-26": the key matches, squads and standings refer to, and what the read API's `season` names. */
  @PrimaryColumn({ type: 'varchar', length: 9 })
  label: string;

  @Column({ type: 'date' })
  startsOn: string;

  @Column({ type: 'date' })
  endsOn: string;

  @Column({ type: 'boolean', default: false })
  isCurrent: boolean;

  @Column({ type: 'int', default: 3 })
  pointsForWin: number;

  @Column({ type: 'int', default: 1 })
  pointsForDraw: number;

  @Column({ type: 'jsonb' })
  tieBreaks: TieBreak[];

  @Column({ type: 'int', default: 1 })
  champions: number;

  @Column({ type: 'int', default: 2 })
  afcPlaces: number;

  @Column({ type: 'int', default: 2 })
  relegated: number;

  @Column({ type: 'int' })
  rounds: number;

  /** The predictions game's points for the right outcome, and the exact score's bonus on top. */
  @Column({ type: 'int', default: 10 })
  predictionOutcomePoints: number;

  @Column({ type: 'int', default: 5 })
  predictionExactScorePoints: number;

  /** Where the season's kick-off times are local (an imported file's times are read in it). */
  @Column({ type: 'varchar', length: 64, default: 'Asia/Baghdad' })
  timeZone: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
