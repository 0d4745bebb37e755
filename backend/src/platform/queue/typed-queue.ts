import { Logger } from '@nestjs/common';
import { Job, Queue, Worker, type JobsOptions, type JobType, type WorkerOptions } from 'bullmq';
import type Redis from 'ioredis';
import { closeRedis } from '../redis/close-redis';
import type { RedisTarget } from '../redis/redis-client';
import { bullConnection } from './redis-connection';
import type { JobData, JobMessage, JobName, QueueJob, QueueName } from './jobs';

interface QueueSettings {
  redis: RedisTarget;
  prefix: string;
}

/**
 * The name BullMQ keeps queue `name` under: in braces, a Redis Cluster hash tag, so that all of one queue's keys
 * (which its scripts touch together) fall in one slot, while different queues may live on different shards.
 */
export function bullQueueName(name: QueueName): string {
  return `{${name}}`;
}

/**
 * BullMQ reports every failed reconnection attempt while Redis is away (and prints them when nobody listens):
 * one warning per outage is enough, the first error after the connection was last ready.
 */
function warnOncePerOutage(connection: Redis, source: { on(event: 'error', listener: (error: Error) => void): unknown }, logger: Logger): void {
  let warned = false;
  connection.on('ready', () => {
    warned = false;
  });
  source.on('error', (error: Error) => {
    if (!warned) logger.warn(`Redis unavailable: ${error.message}; retrying`);
    warned = true;
  });
}

/** A BullMQ queue that takes only its catalogue's jobs, each with its own payload; it owns its connection. */
export class TypedQueue<Q extends QueueName> {
  private readonly logger: Logger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  /** The repeating jobs this process registered, each by a call that registers it again. */
  private readonly schedules = new Map<string, () => Promise<void>>();

  constructor(name: Q, settings: QueueSettings, defaultJobOptions: JobsOptions) {
    this.logger = new Logger(`Queue ${name}`);
    this.connection = bullConnection(settings.redis);
    this.queue = new Queue(bullQueueName(name), { connection: this.connection, prefix: settings.prefix, defaultJobOptions });
    warnOncePerOutage(this.connection, this.queue, this.logger);
    // A Redis that comes back empty (restarted without persistence, or flushed) has forgotten the schedules:
    // each (re)connection registers them again. Registering is an upsert, so doing it twice is harmless.
    this.connection.on('ready', () => {
      for (const [name, register] of this.schedules) {
        register().catch((error: unknown) => this.logger.warn(`could not re-register ${name}: ${String(error)}`));
      }
    });
  }

  async add<N extends JobName<Q>>(name: N, data: JobData<Q, N>, options?: JobsOptions): Promise<void> {
    await this.queue.add(name, data, options);
  }

  /** Adds one job `name` for each of `data`, all or none (one Redis transaction). */
  async addAll<N extends JobName<Q>>(name: N, data: JobData<Q, N>[]): Promise<void> {
    await this.queue.addBulk(data.map((one) => ({ name, data: one })));
  }

  /** Adds a job kept as data (by the outbox), under its id in the database's life `epoch`. */
  async addMessage(job: Extract<JobMessage, { queue: Q }>, epoch: string): Promise<void> {
    await this.queue.add(job.name, job.data, { jobId: `${epoch}-${job.jobId}` });
  }

  /** A job the queue itself adds every `everyMs`, registered once however many processes ask. */
  async repeat<N extends JobName<Q>>(name: N, data: JobData<Q, N>, everyMs: number): Promise<void> {
    const register = async () => {
      await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data });
    };
    this.schedules.set(name, register);
    await register();
  }

  /** How many jobs are in each of `states` now. */
  jobCounts<S extends JobType>(states: readonly S[]): Promise<Partial<Record<S, number>>> {
    return this.queue.getJobCounts(...states) as Promise<Partial<Record<S, number>>>;
  }

  async close(): Promise<void> {
    await this.queue.close();
    // BullMQ leaves a connection it was handed open: it is ours to close.
    await closeRedis(this.connection);
  }
}

/** The consumer side of a queue: BullMQ hands over an untyped job, and this is the one place it is read as its catalogue entry. */
export class TypedWorker<Q extends QueueName> {
  private readonly connection: Redis;
  private readonly worker: Worker;

  constructor(
    name: Q,
    settings: QueueSettings,
    process: (job: QueueJob<Q>) => Promise<unknown>,
    options: Omit<WorkerOptions, 'connection' | 'prefix'>,
  ) {
    this.connection = bullConnection(settings.redis);
    this.worker = new Worker(bullQueueName(name), (job: Job) => process(job as QueueJob<Q>), {
      ...options,
      connection: this.connection,
      prefix: settings.prefix,
    });
    warnOncePerOutage(this.connection, this.worker, new Logger(`Worker ${name}`));
  }

  onFailed(listener: (job: Job | undefined, error: Error) => void): void {
    this.worker.on('failed', listener);
  }

  async close(): Promise<void> {
    await this.worker.close();
    await closeRedis(this.connection);
  }
}
