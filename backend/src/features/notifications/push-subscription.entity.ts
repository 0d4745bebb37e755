import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '@isl/contracts';
import { User } from '../../identity/entities';

/** One browser of a fan that receives Web Push: a fan may have several; an endpoint belongs to one fan. */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_push_subscriptions_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The push service's URL for this browser (checked against PUSH_ENDPOINT_HOSTS when subscribing). */
  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'text' })
  endpoint: string;

  /** The browser's P-256 public key and auth secret (base64url), which the messages are encrypted for. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 30 })
  auth: string;

  /** The interface language when the fan subscribed or last switched: messages are written in it. */
  @Column({ type: 'varchar', length: 2 })
  language: Language;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
