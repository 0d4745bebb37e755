import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { UploadKind } from '@isl/contracts';
import { User } from '../../identity/entities';

/** pending: the URL is out; receiving: the file is being read and checked; processed: its variants are stored. */
export type UploadStatus = 'pending' | 'receiving' | 'processed';

/**
 * One file a user uploads, from the signed URL to its deletion. The id is the capability in the upload URL
 * (a random UUID: 122 random bits), so it is made by the server, never taken from a client. Stored files
 * have names of their own (`keys`), which say nothing about the id or the user.
 */
@Entity('uploads')
@Check('CHK_uploads_kind', `kind IN ('profile', 'media')`)
@Check('CHK_uploads_status', `status IN ('pending', 'receiving', 'processed')`)
@Index('IDX_uploads_unattached', ['createdAt'], { where: 'attached_at IS NULL' })
export class Upload {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('IDX_uploads_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  kind: UploadKind;

  /** The most the upload URL accepts, in bytes. */
  @Column({ type: 'int' })
  maxBytes: number;

  /** When the upload URL stops working. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** `processed` once the server has checked the file and stored what it keeps of it. */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: UploadStatus;

  /** The type the server found in the file's first bytes (e.g. image/jpeg); null until processed. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  mediaType: string | null;

  /** The stored files by variant (e.g. "256" and "64" for a profile picture): keys of the object storage. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  keys: Record<string, string>;

  /** When something started to use it (the profile picture, an article); null while nothing does. */
  @Column({ type: 'timestamptz', nullable: true })
  attachedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
