import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Team } from './team.entity';

/**
 * Another name a club goes by in the files a data desk imports ("Al Shorta SC", "Police Club"): matched by its key
 * (clubNameKey), so spelling variants of case, punctuation and "SC"/"FC" need no alias of their own.
 */
@Entity('team_aliases')
export class TeamAlias {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** As the desk wrote it. */
  @Column({ type: 'varchar', length: 100 })
  alias: string;

  @Index('IDX_team_aliases_team')
  @Column({ type: 'int' })
  teamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Team;
}
