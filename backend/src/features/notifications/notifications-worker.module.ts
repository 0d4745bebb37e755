import { Module } from '@nestjs/common';
import { NotificationJobs } from './notification-jobs.service';
import { NotificationsQueueModule } from './notifications-queue.module';
import { NotificationsWorker } from './notifications.worker';
import { PushSender } from './push-sender';
import { VapidKeysService } from './vapid-keys.service';

/** The consumer side of notifications, for the worker process: the only place pushes are sent from. */
@Module({
  imports: [NotificationsQueueModule],
  providers: [VapidKeysService, PushSender, NotificationJobs, NotificationsWorker],
})
export class NotificationsWorkerModule {}
