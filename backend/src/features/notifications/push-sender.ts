import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import webpush, { WebPushError } from 'web-push';
import type { Language, PushKind, PushMessage } from '@isl/contracts';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { countPush } from './push-metrics';
import { VapidKeysService } from './vapid-keys.service';

/** A subscription as the sender needs it. */
export interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
}

/** One message for one device; `key` names the message, so it reaches each device once. */
export interface Outgoing {
  subscription: SubscriptionRow;
  message: PushMessage;
}

/** How long a push service may hold a message for an offline device, and how eagerly to wake it, per kind. */
const DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: 'low' | 'normal' | 'high' }> = {
  goal: { ttlSeconds: 10 * 60, urgency: 'high' },
  kickoff: { ttlSeconds: 10 * 60, urgency: 'high' },
  result: { ttlSeconds: 6 * 3600, urgency: 'normal' },
  settled: { ttlSeconds: 24 * 3600, urgency: 'low' },
  reminder: { ttlSeconds: 50 * 60, urgency: 'normal' },
  test: { ttlSeconds: 60, urgency: 'high' },
};

/** Messages in flight at once per job: enough to keep a fan-out moving, few enough for two cores and one pool. */
const CONCURRENCY = 20;

/** A push service's answer that a retry may fix: too many requests, its own error, or no answer at all. */
const retryable = (error: unknown) => !(error instanceof WebPushError) || error.statusCode === 429 || error.statusCode >= 500;

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * Sends encrypted Web Push messages (RFC 8291, aes128gcm) signed with the VAPID keys (RFC 8292). Each
 * message is claimed in push_deliveries before it goes and released if it does not, so a job run twice, or
 * retried after some of its messages failed, sends each message to each device once. A device the push
 * service no longer knows (404, 410) is deleted.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vapid: VapidKeysService,
  ) {}

  /** Sends `key`'s messages; `toRetry` counts those that failed in a way a retry of the job may fix. */
  async send(key: string, outgoing: Outgoing[]): Promise<{ sent: number; toRetry: number }> {
    const keys = await this.vapid.keys();
    const vapidDetails = { subject: this.config.push.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };
    let sent = 0;
    let toRetry = 0;
    let next = 0;
    const sendNext = async (): Promise<void> => {
      for (let item = outgoing[next++]; item; item = outgoing[next++]) {
        const result = await this.deliver(key, item, vapidDetails);
        if (result === 'sent') sent++;
        if (result === 'retry') toRetry++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, outgoing.length) }, sendNext));
    return { sent, toRetry };
  }

  private async deliver(key: string, { subscription, message }: Outgoing, vapidDetails: VapidDetails): Promise<'sent' | 'skipped' | 'pruned' | 'failed' | 'retry'> {
    const claimed = (await this.dataSource.query(
      `INSERT INTO push_deliveries (key, subscription_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`,
      [key, subscription.id],
    )) as unknown[];
    if (!claimed.length) return 'skipped';
    const { ttlSeconds, urgency } = DELIVERY[message.kind];
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        // The topic lets a newer message with the same tag replace an undelivered older one (a newer score).
        { vapidDetails, TTL: ttlSeconds, urgency, topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32), timeout: 10_000 },
      );
      countPush(message.kind, 'sent');
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [subscription.id]);
        countPush(message.kind, 'pruned');
        return 'pruned';
      }
      await this.dataSource.query(`DELETE FROM push_deliveries WHERE key = $1 AND subscription_id = $2`, [key, subscription.id]);
      countPush(message.kind, 'failed');
      if (retryable(error)) return 'retry';
      this.logger.warn(`push ${key} to subscription ${subscription.id} refused: ${String(error)}`);
      return 'failed';
    }
  }
}
