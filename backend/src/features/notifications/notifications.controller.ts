import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { NotificationPreferencesDto, VapidPublicKeyResponse } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import type { User } from '../../identity';
import { NotificationPreferencesBody, PushSubscriptionDto, PushUnsubscribeDto } from './notifications.dto';
import { NotificationsService } from './notifications.service';
import { TestNotifications } from './test-notifications.service';
import { VapidKeysService } from './vapid-keys.service';

@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly vapid: VapidKeysService,
    private readonly tests: TestNotifications,
  ) {}

  @Get('vapid-public-key')
  @ApiOperation({ summary: "The application server key (VAPID) a browser subscribes to this site's pushes with" })
  async vapidPublicKey(): Promise<VapidPublicKeyResponse> {
    return { publicKey: (await this.vapid.keys()).publicKey };
  }

  @Post('subscriptions')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: "Register this browser's push subscription (again after a language switch: its messages follow the language)" })
  @ApiErrorCodes('PUSH_SUBSCRIPTION_INVALID')
  subscribe(@CurrentUser() user: User, @Body() body: PushSubscriptionDto): Promise<void> {
    return this.notifications.subscribe(user.id, body);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: "Stop pushes to this browser (your own subscription only)" })
  unsubscribe(@CurrentUser() user: User, @Body() body: PushUnsubscribeDto): Promise<void> {
    return this.notifications.unsubscribe(user.id, body.endpoint);
  }

  @Get('preferences')
  @SignedIn()
  @ApiOperation({ summary: 'What you want to hear about: match results, prediction results, and the clubs you follow' })
  preferences(@CurrentUser() user: User): Promise<NotificationPreferencesDto> {
    return this.notifications.preferences(user.id);
  }

  @Put('preferences')
  @SignedIn()
  @ApiOperation({ summary: 'Replace your notification preferences (followed clubs must be league clubs)' })
  @ApiErrorCodes('TEAM_NOT_FOUND')
  setPreferences(@CurrentUser() user: User, @Body() body: NotificationPreferencesBody): Promise<NotificationPreferencesDto> {
    return this.notifications.setPreferences(user.id, body);
  }

  @Post('test')
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({ summary: 'Push a test message to your own devices (a few a minute)' })
  @ApiErrorCodes('RATE_LIMITED')
  test(@CurrentUser() user: User): Promise<void> {
    return this.tests.send(user.id, 'test');
  }

  @Post('test-match-result')
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({ summary: 'Push the latest result to your own devices, as a full-time notification would come (a few a minute)' })
  @ApiErrorCodes('RATE_LIMITED')
  testMatchResult(@CurrentUser() user: User): Promise<void> {
    return this.tests.send(user.id, 'result');
  }
}
