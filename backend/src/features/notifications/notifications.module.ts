import { Module } from '@nestjs/common';
import { SecurityModule } from '../../platform/security/security.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsProducer } from './notifications.producer';
import { NotificationsService } from './notifications.service';
import { TestNotifications } from './test-notifications.service';
import { VapidKeysService } from './vapid-keys.service';

/** Subscriptions, preferences and test pushes, in the api. */
@Module({
  imports: [SecurityModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, VapidKeysService, TestNotifications, NotificationsProducer],
})
export class NotificationsModule {}
