import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../../identity/entities';
import { Season } from '../seasons/entities';

@Entity('weekly_squads')
@Unique('UQ_weekly_squads_user_week_season', ['userId', 'week', 'season'])
@Index('IDX_weekly_squads_round_rank', ['season', 'week', 'rank'])
export class WeeklySquad {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  week: number;

  @Column({ type: 'varchar', length: 9, default: '2024-25' })
  season: string;

  @ManyToOne(() => Season, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'season' })
  seasonRow?: Season;

  @Column({ type: 'varchar', length: 10, default: '4-3-3' })
  formation: string;

  @Column({ type: 'jsonb' })
  playerIds: number[];

  /** Two of playerIds: the captain's points count CAPTAIN_MULTIPLIER times, the vice-captain's if he does not play. Null before issue 38. */
  @Column({ type: 'int', nullable: true })
  captainId: number | null;

  @Column({ type: 'int', nullable: true })
  viceCaptainId: number | null;

  @Column({ type: 'int', default: 0 })
  totalPoints: number;

  @Column({ type: 'int', nullable: true })
  rank: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
