import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Team } from '../teams/entities';
import { Season } from './season.entity';

/**
 * A club of a season with its table figures that season: a season's clubs are the ones that play in it, and
 * last season's table stays as it ended when the next one starts. Rewritten from the results whenever one changes.
 */
@Entity('season_clubs')
export class SeasonClub {
  @PrimaryColumn({ type: 'varchar', length: 9 })
  season: string;

  @PrimaryColumn({ type: 'int' })
  @Index('IDX_season_clubs_team')
  teamId: number;

  @ManyToOne(() => Season, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season' })
  seasonRow?: Season;

  @ManyToOne(() => Team, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'team_id' })
  team?: Team;

  @Column({ type: 'int', nullable: true })
  position: number | null;

  @Column({ type: 'int', default: 0 })
  matchesPlayed: number;

  @Column({ type: 'int', default: 0 })
  wins: number;

  @Column({ type: 'int', default: 0 })
  draws: number;

  @Column({ type: 'int', default: 0 })
  losses: number;

  @Column({ type: 'int', default: 0 })
  goalsFor: number;

  @Column({ type: 'int', default: 0 })
  goalsAgainst: number;

  @Column({ type: 'int', default: 0 })
  points: number;
}
