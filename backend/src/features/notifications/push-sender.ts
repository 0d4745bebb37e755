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

/**
 * A message's send options: its kind's DELIVERY, and a topic from its tag, under which a newer message replaces an
 * undelivered older one (a newer score).
 */
export function deliveryOptions(message: PushMessage): { TTL: number; urgency: 'low' | 'normal' | 'high'; topic: string } {
  const { ttlSeconds, urgency } = DELIVERY[message.kind];
  return { TTL: ttlSeconds, urgency, topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) };
}

/**
 * What a failed send means: the push service no longer knows the device (404, 410), so it is pruned; a retry of
 * the job may fix it (too many requests, the service's own error, or no answer at all); or it failed for good.
 */
export function failureOutcome(error: unknown): 'pruned' | 'retry' | 'failed' {
  if (!(error instanceof WebPushError)) return 'retry';
  if (error.statusCode === 404 || error.statusCode === 410) return 'pruned';
  return error.statusCode === 429 || error.statusCode >= 500 ? 'retry' : 'failed';
}

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
    // A device deleted since its page was read (its account deleted, its fan unsubscribed) is skipped, not an error.
    const claimed = (await this.dataSource.query(
      `INSERT INTO push_deliveries (key, subscription_id) SELECT $1, id FROM push_subscriptions WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING key`,
      [key, subscription.id],
    )) as unknown[];
    if (!claimed.length) return 'skipped';
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails, ...deliveryOptions(message), timeout: 10_000 },
      );
      countPush(message.kind, 'sent');
      return 'sent';
    } catch (error) {
      const outcome = failureOutcome(error);
      if (outcome === 'pruned') {
        await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [subscription.id]);
        countPush(message.kind, 'pruned');
        return 'pruned';
      }
      await this.dataSource.query(`DELETE FROM push_deliveries WHERE key = $1 AND subscription_id = $2`, [key, subscription.id]);
      countPush(message.kind, 'failed');
      if (outcome === 'retry') return 'retry';
      this.logger.warn(`push ${key} to subscription ${subscription.id} refused: ${String(error)}`);
      return 'failed';
    }
  }
}
