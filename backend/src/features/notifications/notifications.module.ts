import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountDeletion } from '../../identity';
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
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly accountDeletion: AccountDeletion,
    private readonly notifications: NotificationsService,
  ) {}

  /** A deleted account's devices go with it. */
  onModuleInit(): void {
    this.accountDeletion.register({ inTransaction: (userId, manager) => this.notifications.forgetDevicesOf(userId, manager) });
  }
}
