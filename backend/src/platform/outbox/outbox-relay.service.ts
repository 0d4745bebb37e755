import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource, QueryRunner } from 'typeorm';
import { withinTimeout } from '../runtime/within-timeout';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { LiveEvents } from '../live/live-events';
import { AppQueues } from '../queue/app-queues';
import { DATABASE_EPOCH_SQL } from '../postgres/app-settings';
import { closeRedis } from '../redis/close-redis';
import { connectRedis } from '../redis/redis-client';
import type { OutboxMessage } from './outbox';

/** One relay delivers at a time, across every process, so messages leave in the order they were committed. */
export const RELAY_LOCK_KEY = 7_202_431;
/** The relay looks for work left behind this often (by a crash, while Redis was away, or a wake-up lost to a race). */
const POLL_EVERY_MS = 500;
/**
 * Messages younger than this are their committer's to deliver, which it does on waking; a poll takes on only older
 * ones. A poll that took the lock for fresh work would make the committer wait on the poller, and a poller is often
 * an api busy writing to its sockets, which then delivers each message one slow event-loop turn after another.
 */
const LEFT_BEHIND_AFTER_MS = 1_000;
/** A committer that finds another relay delivering tries again this soon, in case that one has just read the outbox empty. */
const RETRY_LOCKED_AFTER_MS = 25;
const BATCH_SIZE = 200;
/** A delivery that Redis does not answer within this is given up for now; the message stays and is tried again. */
const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Takes the relay's lock, and with it the database's life: the value its migrations drew, and its own identity in
 * the cluster, which a database re-created or restored (from a template or a dump) does not keep. Job ids carry it.
 */
const LOCK_AND_EPOCH_SQL = `
  SELECT pg_try_advisory_lock($1) AS locked,
         ${DATABASE_EPOCH_SQL} || '.' || d.oid AS epoch
    FROM pg_database d WHERE d.datname = current_database()`;

/** The age in ms of the oldest message waiting (null when none); the outbox holds few rows but while Redis is away. */
const OLDEST_AGE_SQL = `SELECT (extract(epoch FROM clock_timestamp() - min(created_at)) * 1000)::float AS age_ms FROM outbox`;

/** Whether a poll takes on the outbox: only when its oldest message is left behind, not its committer's to deliver. */
export function leftBehind(oldestAgeMs: number | null): boolean {
  return oldestAgeMs !== null && oldestAgeMs >= LEFT_BEHIND_AFTER_MS;
}

/**
 * Whether a committer that another relay's lock keeps out tries again: until its messages are old enough for the
 * polls to take on (leftBehind), so they are never left to neither.
 */
export function keepsRetrying(lockedOutSince: number, now: number): boolean {
  return now - lockedOutSince < LEFT_BEHIND_AFTER_MS;
}

interface OutboxRow {
  id: string;
  message: OutboxMessage;
}

/**
 * Delivers the outbox: each message, oldest first, to Socket.IO (through the Redis stream) or to its queue
 * (under the database's epoch), deleting it once Redis has taken it. At least once: a crash between delivery
 * and deletion repeats the messages of a batch, which jobs (by id) and clients (by version) absorb. The process
 * that committed delivers at once (`wake`); every process polls for what was left behind.
 */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  /** Answers only while connected (no offline queue): the relay asks it before taking anything out, and publishes on it. */
  private readonly probe: Redis;
  private readonly readModelsChannel: string;
  private timer?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;
  /** Since when this process's own commits wait for another relay's lock (null: they do not). */
  private lockedOutSince: number | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly liveEvents: LiveEvents,
    private readonly queues: AppQueues,
  ) {
    this.probe = connectRedis(config, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    this.readModelsChannel = config.readModelsChannel;
  }

  onModuleInit(): void {
    this.probe.connect().catch(() => undefined);
    // A poll while a delivery runs has nothing to add: that one reads until the outbox is empty.
    this.timer = setInterval(() => {
      if (!this.running) this.run(() => this.pollLeftBehind());
    }, POLL_EVERY_MS);
  }

  /** Called after a commit that recorded messages: delivers them now rather than at the next poll. */
  wake(): void {
    this.run(() => this.drain({ afterCommit: true }));
  }

  /** One delivery at a time in this process; a wake-up during one runs another after it. */
  private run(delivery: () => Promise<void>): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.running = delivery()
      .catch((error: unknown) => this.logger.warn(`outbox delivery paused: ${String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
        }
      });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await this.running;
    await closeRedis(this.probe);
  }

  private async pollLeftBehind(): Promise<void> {
    const [{ age_ms: oldestAgeMs }] = (await this.dataSource.query(OLDEST_AGE_SQL)) as { age_ms: number | null }[];
    if (leftBehind(oldestAgeMs)) await this.drain({ afterCommit: false });
  }

  private async drain({ afterCommit }: { afterCommit: boolean }): Promise<void> {
    if (!(await this.redisAnswers())) return;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked, epoch }] = (await runner.query(LOCK_AND_EPOCH_SQL, [RELAY_LOCK_KEY])) as { locked: boolean; epoch: string }[];
      if (!locked) {
        if (afterCommit) this.retryLockedOut();
        return;
      }
      this.lockedOutSince = null;
      try {
        await this.deliverAll(runner, epoch);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [RELAY_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Another process is delivering, and reads until the outbox is empty; but it may have just read it empty, before
   * this process's commit, so this process tries again shortly until it gets the lock, or its messages are old
   * enough for the polls.
   */
  private retryLockedOut(): void {
    const now = Date.now();
    this.lockedOutSince ??= now;
    if (!keepsRetrying(this.lockedOutSince, now)) {
      this.lockedOutSince = null;
      return;
    }
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.wake(), RETRY_LOCKED_AFTER_MS);
  }

  private async deliverAll(runner: QueryRunner, epoch: string): Promise<void> {
    for (;;) {
      const rows = (await runner.query('SELECT id, message FROM outbox ORDER BY id LIMIT $1', [BATCH_SIZE])) as OutboxRow[];
      if (!rows.length) return;
      // Deleted a batch at a time, not one round trip per message (a busy process waits a turn for each); a
      // failure keeps the messages not yet delivered.
      const delivered: string[] = [];
      try {
        for (const row of rows) {
          await this.deliver(row.message, epoch);
          delivered.push(row.id);
        }
      } finally {
        if (delivered.length) await runner.query('DELETE FROM outbox WHERE id = ANY($1::bigint[])', [delivered]);
      }
    }
  }

  private async deliver(message: OutboxMessage, epoch: string): Promise<void> {
    if ('broadcast' in message) {
      await withinTimeout(this.liveEvents.deliver(message.broadcast), DELIVERY_TIMEOUT_MS, 'Redis');
      return;
    }
    if ('notice' in message) {
      await withinTimeout(this.liveEvents.deliverNotice(message.notice), DELIVERY_TIMEOUT_MS, 'Redis');
      return;
    }
    if ('signOut' in message) {
      await withinTimeout(this.liveEvents.deliverSignOut(message.signOut), DELIVERY_TIMEOUT_MS, 'Redis');
      return;
    }
    if ('readModelsChanged' in message) {
      await withinTimeout(this.probe.publish(this.readModelsChannel, JSON.stringify(message.readModelsChanged)), DELIVERY_TIMEOUT_MS, 'Redis');
      return;
    }
    await withinTimeout(this.queues.of(message.job.queue).addMessage(message.job, epoch), DELIVERY_TIMEOUT_MS, 'Redis');
  }

  private async redisAnswers(): Promise<boolean> {
    try {
      await withinTimeout(this.probe.ping(), 1_000, 'Redis');
      return true;
    } catch {
      return false;
    }
  }
}
