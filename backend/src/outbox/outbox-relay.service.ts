import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource, QueryRunner } from 'typeorm';
import { withinTimeout } from '../common/within-timeout';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { LiveEvents } from '../live/live-events';
import { AppQueues } from '../queue/queues.module';
import { closeRedis } from '../redis/close-redis';
import type { OutboxMessage } from './outbox';

/** One relay delivers at a time, across every process, so messages leave in the order they were committed. */
const RELAY_LOCK_KEY = 7_202_431;
/** The relay looks for work this often besides being woken by commits (work left by a crash, or while Redis was away). */
const POLL_EVERY_MS = 500;
const BATCH_SIZE = 200;
/** A job add that Redis does not answer within this is given up for now; the message stays and is tried again. */
const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * The database's life: the value its migrations drew, and its own identity in the cluster, which a database
 * re-created or restored (from a template or a dump) does not keep. Job ids carry it.
 */
const DATABASE_EPOCH_SQL = `
  SELECT (SELECT value #>> '{}' FROM app_settings WHERE key = 'database_epoch') || '.' || d.oid AS epoch
    FROM pg_database d WHERE d.datname = current_database()`;

interface OutboxRow {
  id: string;
  message: OutboxMessage;
}

/**
 * Delivers the outbox: each message, oldest first, to Socket.IO (through the Redis stream) or to its queue
 * (under the database's epoch), deleting it once Redis has taken it. At least once: a crash between delivery
 * and deletion repeats a message, which jobs (by id) and clients (by version) absorb.
 */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  /** Answers only while connected (no offline queue): the relay asks it before taking anything out, and publishes on it. */
  private readonly probe: Redis;
  private readonly readModelsChannel: string;
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly liveEvents: LiveEvents,
    private readonly queues: AppQueues,
  ) {
    this.probe = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    this.probe.on('error', () => undefined);
    this.readModelsChannel = config.readModelsChannel;
  }

  onModuleInit(): void {
    this.probe.connect().catch(() => undefined);
    this.timer = setInterval(() => this.wake(), POLL_EVERY_MS);
  }

  /** Called after a commit that recorded messages: delivers them now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.running = this.drain()
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
    await this.running;
    await closeRedis(this.probe);
  }

  private async drain(): Promise<void> {
    if (!(await this.redisAnswers())) return;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [RELAY_LOCK_KEY])) as { locked: boolean }[];
      // Another process is delivering; it reads until the outbox is empty, this commit's messages included.
      if (!locked) return;
      try {
        await this.deliverAll(runner);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [RELAY_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async deliverAll(runner: QueryRunner): Promise<void> {
    const [{ epoch }] = (await runner.query(DATABASE_EPOCH_SQL)) as { epoch: string }[];
    for (;;) {
      const rows = (await runner.query('SELECT id, message FROM outbox ORDER BY id LIMIT $1', [BATCH_SIZE])) as OutboxRow[];
      if (!rows.length) return;
      for (const row of rows) {
        await this.deliver(row.message, epoch);
        await runner.query('DELETE FROM outbox WHERE id = $1', [row.id]);
      }
    }
  }

  private async deliver(message: OutboxMessage, epoch: string): Promise<void> {
    if ('broadcast' in message) {
      this.liveEvents.send(message.broadcast);
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
