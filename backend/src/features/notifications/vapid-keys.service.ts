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
 * `load`'s answer, loaded on the first call and kept for every later one (calls while it loads share it). A failed
 * load (the database down at boot) is tried again on the next call rather than remembered.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}

/**
 * The VAPID key pair: from the environment when given; else generated once and kept in the database, so
 * restarts, api replicas and workers all sign with the same keys and subscriptions stay valid.
 */
@Injectable()
export class VapidKeysService {
  private readonly load = loadOnce(() => (this.config.push.vapidKeys ? Promise.resolve(this.config.push.vapidKeys) : this.storedKeys()));

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  keys(): Promise<VapidKeys> {
    return this.load();
  }

  /** Two processes generating at once: the first insert wins and both read it back. */
  private storedKeys(): Promise<VapidKeys> {
    return settingOnce(this.dataSource.manager, SETTING_KEY, webpush.generateVAPIDKeys());
  }
}
