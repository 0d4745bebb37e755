import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Season } from '../seasons/entities';
import { Team } from '../teams/entities';
import { Player } from './player.entity';

/**
 * A player's move from one club to another. His past line-ups, goals and cards stay with the club he played them
 * for (match_lineups and match_events carry their own club): this row records when and in which season he moved.
 */
@Entity('player_transfers')
export class PlayerTransfer {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_player_transfers_player')
  @Column({ type: 'int' })
  playerId: number;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'int' })
  fromTeamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_team_id' })
  fromTeam?: Team;

  @Column({ type: 'int' })
  toTeamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_team_id' })
  toTeam?: Team;

  @Column({ type: 'varchar', length: 9 })
  season: string;

  @ManyToOne(() => Season, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'season' })
  seasonRow?: Season;

  @CreateDateColumn({ type: 'timestamptz' })
  transferredAt: Date;
}
