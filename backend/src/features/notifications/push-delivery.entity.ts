import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PushSubscription } from './push-subscription.entity';

/**
 * That one message (`key`, e.g. `fulltime:<match>:<version>`) went to one subscription: claimed before sending
 * and released if the push service fails, so a job run twice or retried never sends a message twice.
 */
@Entity('push_deliveries')
export class PushDelivery {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  key: string;

  @PrimaryColumn({ type: 'int' })
  subscriptionId: number;

  @ManyToOne(() => PushSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: PushSubscription;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
