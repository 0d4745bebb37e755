import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { NotificationPreferencesDto, PushSubscriptionRequest } from '@isl/contracts';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { UsersService } from '../../identity';
import { existingClubIds } from '../teams';
import { badSubscription, unknownTeams } from './notifications.errors';
import { subscriptionProblem } from './push-endpoint';

/** A fan's devices that receive Web Push, and what they want to hear about. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** Registers a browser for the fan; an endpoint another fan had moves to this one (one browser, one owner). */
  async subscribe(userId: string, { endpoint, keys, language }: PushSubscriptionRequest): Promise<void> {
    const problem = subscriptionProblem(endpoint, keys.p256dh, keys.auth, this.config.push.endpointHosts);
    if (problem) throw badSubscription(problem);
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                                            language = EXCLUDED.language, updated_at = now()`,
      [userId, endpoint, keys.p256dh, keys.auth, language],
    );
  }

  /** Only the fan's own subscription goes; someone else's endpoint is no error and changes nothing. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  /**
   * In an account deletion's transaction: the fan's devices go (and with them, by their foreign key, the record of
   * what was sent to each), so nothing reaches a deleted account's phone.
   */
  async forgetDevicesOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  }

  preferences(userId: string): Promise<NotificationPreferencesDto> {
    return this.users.notificationPreferencesOf(userId);
  }

  /** Replaces the preferences; followed teams must be clubs of the league (listed once each). */
  async setPreferences(userId: string, preferences: NotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const value = storedPreferences(preferences);
    const found = await existingClubIds(this.dataSource.manager, value.teamSpecific);
    const missing = value.teamSpecific.filter((id) => !found.includes(id));
    if (missing.length) throw unknownTeams(missing);
    await this.users.setNotificationPreferences(userId, value);
    return value;
  }
}

/** The preferences as an account keeps them: the three switches, and each followed team once, in the order given. */
export function storedPreferences({ matchResults, teamSpecific, predictions }: NotificationPreferencesDto): NotificationPreferencesDto {
  return { matchResults, teamSpecific: [...new Set(teamSpecific)], predictions };
}
