import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { settingOnce } from '../../platform/postgres/app-settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING_KEY = 'vapid-keys';

/**
 * The VAPID key pair: from the environment when given; else generated once and kept in the database, so
 * restarts, api replicas and workers all sign with the same keys and subscriptions stay valid.
 */
@Injectable()
export class VapidKeysService {
  private loading?: Promise<VapidKeys>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  keys(): Promise<VapidKeys> {
    this.loading ??= this.config.push.vapidKeys ? Promise.resolve(this.config.push.vapidKeys) : this.storedKeys();
    // A failed read (the database down at boot) is tried again next time rather than remembered.
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }

  /** Two processes generating at once: the first insert wins and both read it back. */
  private storedKeys(): Promise<VapidKeys> {
    return settingOnce(this.dataSource.manager, SETTING_KEY, webpush.generateVAPIDKeys());
  }
}
