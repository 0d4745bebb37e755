import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Player } from '../players/entities';
import { Match } from './match.entity';

/** Who played in a match; players' appearances are counted from these rows. */
@Entity('match_lineups')
export class MatchLineup {
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

  @Index('IDX_match_lineups_team')
  @Column({ type: 'int' })
  teamId: number;

  @Column({ type: 'boolean' })
  isStarter: boolean;
}
