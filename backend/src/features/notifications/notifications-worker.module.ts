import { Module } from '@nestjs/common';
import { NotificationJobs } from './notification-jobs.service';
import { PushSender } from './push-sender';
import { VapidKeysService } from './vapid-keys.service';

/** Notifications in the worker: the only place pushes are sent from. */
@Module({ providers: [VapidKeysService, PushSender, NotificationJobs], exports: [NotificationJobs] })
export class NotificationsWorkerModule {}
