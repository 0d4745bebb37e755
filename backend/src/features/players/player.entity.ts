import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { PlayerPosition } from '@isl/contracts';
import { Team } from '../teams/entities';

@Entity('players')
@Unique('UQ_players_team_jersey', ['teamId', 'jerseyNumber'])
export class Player {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_players_team')
  @Column({ type: 'int' })
  teamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Team;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  nameArabic: string | null;

  /** Sorani, in its Arabic-based script. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  nameKurdish: string | null;

  @Column({ type: 'varchar', length: 30 })
  position: PlayerPosition;

  @Column({ type: 'int', nullable: true })
  jerseyNumber: number | null;

  @Column({ type: 'int', nullable: true })
  age: number | null;

  /** With his Latin name, what tells one player from another when a squads file is imported again (YYYY-MM-DD). */
  @Column({ type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'varchar', length: 60, default: 'Iraq' })
  nationality: string;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'int', nullable: true })
  weight: number | null;

  @Column({ type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  marketValue: string | null;

  @Column({ type: 'int', default: 0 })
  goals: number;

  @Column({ type: 'int', default: 0 })
  assists: number;

  @Column({ type: 'int', default: 0 })
  yellowCards: number;

  @Column({ type: 'int', default: 0 })
  redCards: number;

  @Column({ type: 'int', default: 0 })
  appearances: number;

  // The default as PostgreSQL prints it back (a quoted '0.0' would read as a change to TypeORM's schema diff).
  @Column({ type: 'decimal', precision: 3, scale: 1, default: () => '0.0' })
  rating: string;

  @Column({ type: 'boolean', default: false })
  isCaptain: boolean;

  @Column({ type: 'boolean', default: false })
  isInjured: boolean;

  @Column({ type: 'date', nullable: true })
  contractExpiry: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
