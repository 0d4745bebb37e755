import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../identity/entities';

/** One change the data desk made to the league's data (an edit, a transfer, an import, a rollover): who, when, what. */
@Entity('desk_changes')
export class DeskChange {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  /** Null for a change made from the command line, or by an account since deleted. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User;

  /** What was changed: "club", "player", "fixture", "season". */
  @Column({ type: 'varchar', length: 30 })
  subject: string;

  /** Its id or label. */
  @Column({ type: 'varchar', length: 60 })
  subjectId: string;

  /** "update", "transfer", "import", "rollover", ... */
  @Column({ type: 'varchar', length: 30 })
  action: string;

  /** The fields changed, each as it was and as it became. */
  @Column({ type: 'jsonb' })
  changes: { field: string; from: unknown; to: unknown }[];
}
