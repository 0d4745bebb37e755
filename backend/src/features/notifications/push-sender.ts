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
 * Messages claimed in one statement. A crash between the claim and the sends loses at most these (each message is
 * sent at most once); claiming one at a time cost a round trip to PostgreSQL per message.
 */
const CLAIM_CHUNK = 100;
/**
 * How long one signed VAPID JWT is used for a push service: signing one took about 40 % of a message's CPU in
 * bench:push, and a push service accepts the JWT until it expires (web-push signs them for 12 hours).
 */
const VAPID_JWT_REUSE_MS = 60 * 60_000;

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

type Delivery = 'sent' | 'pruned' | 'failed' | 'retry';

/**
 * Sends encrypted Web Push messages (RFC 8291, aes128gcm) signed with the VAPID keys (RFC 8292). Each
 * message is claimed in push_deliveries before it goes and released if it does not, so a job run twice, or
 * retried after some of its messages failed, sends each message to each device once. A device the push
 * service no longer knows (404, 410) is deleted.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);
  /** The Authorization header for each push service's origin (and VAPID key), and when it was signed. */
  private readonly vapidHeaders = new Map<string, { authorization: string; signedAt: number }>();

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
    for (let start = 0; start < outgoing.length; start += CLAIM_CHUNK) {
      const claimed = await this.claim(key, outgoing.slice(start, start + CLAIM_CHUNK));
      const outcomes = new Map<number, Delivery>();
      let next = 0;
      const sendNext = async (): Promise<void> => {
        for (let item = claimed[next++]; item; item = claimed[next++]) outcomes.set(item.subscription.id, await this.deliver(item, vapidDetails));
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, sendNext));
      const idsWhere = (wanted: Delivery[]) => [...outcomes].filter(([, outcome]) => wanted.includes(outcome)).map(([id]) => id);
      await this.settle(key, idsWhere(['pruned']), idsWhere(['failed', 'retry']));
      sent += idsWhere(['sent']).length;
      toRetry += idsWhere(['retry']).length;
    }
    return { sent, toRetry };
  }

  /**
   * The messages of `outgoing` this call may send, each claimed in push_deliveries: not those sent before (a job run
   * twice, or retried), nor those of a device deleted since its page was read (its account deleted, its fan
   * unsubscribed).
   */
  private async claim(key: string, outgoing: Outgoing[]): Promise<Outgoing[]> {
    const rows = (await this.dataSource.query(
      `INSERT INTO push_deliveries (key, subscription_id) SELECT $1, id FROM push_subscriptions WHERE id = ANY($2::int[])
       ON CONFLICT DO NOTHING RETURNING subscription_id AS id`,
      [key, outgoing.map((item) => item.subscription.id)],
    )) as { id: number }[];
    const claimed = new Set(rows.map((row) => row.id));
    return outgoing.filter((item) => claimed.has(item.subscription.id));
  }

  /** Devices the push service no longer knows are deleted (their claims with them); the unsent messages' claims are released. */
  private async settle(key: string, pruned: number[], unsent: number[]): Promise<void> {
    if (pruned.length) await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = ANY($1::int[])`, [pruned]);
    if (unsent.length) await this.dataSource.query(`DELETE FROM push_deliveries WHERE key = $1 AND subscription_id = ANY($2::int[])`, [key, unsent]);
  }

  private async deliver({ subscription, message }: Outgoing, vapidDetails: VapidDetails): Promise<Delivery> {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
        headers: { Authorization: this.authorization(subscription.endpoint, vapidDetails) },
        ...deliveryOptions(message),
        timeout: 10_000,
      });
      countPush(message.kind, 'sent');
      return 'sent';
    } catch (error) {
      const outcome = failureOutcome(error);
      countPush(message.kind, outcome === 'pruned' ? 'pruned' : 'failed');
      if (outcome === 'failed') this.logger.warn(`push to subscription ${subscription.id} refused: ${String(error)}`);
      return outcome;
    }
  }

  /** The VAPID Authorization header for the push service of `endpoint` (RFC 8292: its origin is the JWT's audience). */
  private authorization(endpoint: string, vapid: VapidDetails): string {
    const audience = new URL(endpoint).origin;
    const heldAs = `${vapid.publicKey} ${audience}`;
    const held = this.vapidHeaders.get(heldAs);
    if (held && Date.now() - held.signedAt < VAPID_JWT_REUSE_MS) return held.authorization;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
    this.vapidHeaders.set(heldAs, { authorization: Authorization, signedAt: Date.now() });
    return Authorization;
  }
}
