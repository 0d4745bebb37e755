import { Job, Queue, Worker, type JobsOptions, type WorkerOptions } from 'bullmq';
import type Redis from 'ioredis';
import { closeRedis } from '../redis/close-redis';
import { bullConnection } from './redis-connection';
import type { JobData, JobName, QueueJob, QueueName } from './jobs';

interface QueueSettings {
  redisUrl: string;
  prefix: string;
}

/** A BullMQ queue that takes only its catalogue's jobs, each with its own payload; it owns its connection. */
export class TypedQueue<Q extends QueueName> {
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(name: Q, settings: QueueSettings, defaultJobOptions: JobsOptions) {
    this.connection = bullConnection(settings.redisUrl);
    this.queue = new Queue(name, { connection: this.connection, prefix: settings.prefix, defaultJobOptions });
  }

  async add<N extends JobName<Q>>(name: N, data: JobData<Q, N>, options?: JobsOptions): Promise<void> {
    await this.queue.add(name, data, options);
  }

  /** A job the queue itself adds every `everyMs`, registered once however many processes ask. */
  async repeat<N extends JobName<Q>>(name: N, data: JobData<Q, N>, everyMs: number): Promise<void> {
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data });
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
    this.connection = bullConnection(settings.redisUrl);
    this.worker = new Worker(name, (job: Job) => process(job as QueueJob<Q>), {
      ...options,
      connection: this.connection,
      prefix: settings.prefix,
    });
  }

  onFailed(listener: (job: Job | undefined, error: Error) => void): void {
    this.worker.on('failed', listener);
  }

  async close(): Promise<void> {
    await this.worker.close();
    await closeRedis(this.connection);
  }
}
