import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../identity/entities';
import { League } from './league.entity';

/**
 * A fan in a league with their points and place in its table, rewritten set-based by the worker when the game's
 * points change (so a table page and the caller's own row are index reads, however many members).
 */
@Entity('league_members')
@Index('IDX_league_members_table', ['leagueId', 'rank', 'userId'])
export class LeagueMember {
  @PrimaryColumn({ type: 'int' })
  leagueId: number;

  @PrimaryColumn({ type: 'uuid' })
  @Index('IDX_league_members_user')
  userId: string;

  @ManyToOne(() => League, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'league_id' })
  league?: League;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;

  @Column({ type: 'int', default: 0 })
  points: number;

  /** Competition ranking (equal points share a rank); null until the table is first worked out. */
  @Column({ type: 'int', nullable: true })
  rank: number | null;
}
