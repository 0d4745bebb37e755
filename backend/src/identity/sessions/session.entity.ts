import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side sessions (spec section 3), shared by every api replica. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'jsonb' })
  sess: Record<string, unknown>;

  @Index('IDX_session_expire')
  @Column({ type: 'timestamptz' })
  expire: Date;
}
