import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A club. Its figures in each season's table are in season_clubs (features/seasons). */
@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable key from the league data (e.g. "al-shorta"); the seed matches on it. */
  @Column({ type: 'varchar', length: 60, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nameArabic: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nameKurdish: string | null;

  /** The press's short form where room is short (a phone's match row), in each script; null: the rule of shortClubName. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  shortName: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  shortNameArabic: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  shortNameKurdish: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  cityArabic: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  cityKurdish: string | null;

  @Column({ type: 'int', nullable: true })
  founded: number | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  stadium: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  stadiumArabic: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  stadiumKurdish: string | null;

  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'varchar', length: 7, default: '#000000' })
  primaryColor: string;

  @Column({ type: 'varchar', length: 7, default: '#FFFFFF' })
  secondaryColor: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'int', default: 0 })
  titles: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
