import { Module } from '@nestjs/common';
import { NotificationsProducer } from './notifications.producer';

/** The producer side of notifications, for every process that has something to tell fans. */
@Module({ providers: [NotificationsProducer], exports: [NotificationsProducer] })
export class NotificationsQueueModule {}
