import { Inject, Injectable, type Logger, type OnModuleDestroy } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { jobDuration, jobFailures } from '../metrics/metrics';
import type { JobName, QueueJob, QueueName } from './jobs';
import { TypedQueue, TypedWorker } from './typed-queue';

/** How each queue's jobs are retried and kept, whichever process adds them (a producer or the outbox relay). */
const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  settlement: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  notifications: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  uploads: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 100, removeOnFail: 500 },
  // An SMTP server away for a while: 5 s, 10 s, ... about 10 minutes in all. Mails carry addresses, and a finished
  // job's data stays in Redis as long as the job does: a completed one is dropped at once, a failed one after a day.
  mail: { attempts: 8, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
};

/** Every queue of the app. */
export const QUEUE_NAMES = Object.keys(JOB_OPTIONS) as QueueName[];

/** The jobs each queue adds by itself, every so many ms, once a worker of it has started: the sweeps that heal. */
export const REPEATING_JOBS: { [Q in QueueName]: Partial<Record<JobName<Q>, number>> } = {
  /** Finished matches whose settlement or scoring lags their latest result (a lost job heals within a minute), and old request keys. */
  settlement: { 'sweep-unsettled': 60_000 },
  /** Reminders to predict matches kicking off in about an hour (see NotificationJobs.sendReminders). */
  notifications: { 'send-reminders': 5 * 60_000 },
  /** Uploads nothing uses. */
  uploads: { 'sweep-unreferenced': 15 * 60_000 },
  mail: {},
};

/** A producer's end of queue `name`, on the app's Redis under its queue prefix. */
export function appQueue<Q extends QueueName>(name: Q, config: AppConfig): TypedQueue<Q> {
  return new TypedQueue(name, { redis: config, prefix: config.queuePrefix }, JOB_OPTIONS[name]);
}

/**
 * The worker process's consumer of queue `name`, as every queue of the app runs: a crashed worker's job is
 * taken over after WORKER_LOCK_MS, failures are logged, and each job's duration and failure are counted.
 */
export function appWorker<Q extends QueueName>(
  name: Q,
  config: AppConfig,
  process: (job: QueueJob<Q>) => Promise<unknown>,
  options: { concurrency: number; logger: Logger },
): TypedWorker<Q> {
  const timed = async (job: QueueJob<Q>) => {
    const stop = jobDuration.startTimer({ queue: name, job: job.name });
    try {
      return await process(job);
    } catch (error) {
      jobFailures.inc({ queue: name, job: job.name });
      throw error;
    } finally {
      stop();
    }
  };
  const worker = new TypedWorker(name, { redis: config, prefix: config.queuePrefix }, timed, {
    concurrency: options.concurrency,
    lockDuration: config.workerLockMs,
    stalledInterval: config.workerLockMs,
    // An idle worker waits at most a second for work, so a graceful stop never hangs on it for longer.
    drainDelay: 1,
  });
  worker.onFailed((job, error) => options.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
  return worker;
}

/**
 * This process's producer end of each queue, one connection per queue, shared by all that add jobs (the
 * producers' schedules, the outbox relay) or count them (the metrics).
 */
@Injectable()
export class AppQueues implements OnModuleDestroy {
  private readonly queues: { [Q in QueueName]?: TypedQueue<Q> } = {};

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of<Q extends QueueName>(name: Q): TypedQueue<Q> {
    const held = this.queues[name];
    if (held) return held;
    const queue = appQueue(name, this.config);
    // TypeScript reads a mapped type at a generic key, but cannot write to one: the slot for Q is Q's own.
    (this.queues as Record<Q, TypedQueue<Q>>)[name] = queue;
    return queue;
  }

  async onModuleDestroy(): Promise<void> {
    for (const queue of Object.values(this.queues)) await queue.close();
  }
}
