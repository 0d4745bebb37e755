import type { Logger } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import { jobDuration, jobFailures } from '../metrics/metrics';
import type { QueueJob, QueueName } from './jobs';
import { TypedQueue, TypedWorker } from './typed-queue';

/** How each queue's jobs are retried and kept, whichever process adds them (a producer or the outbox relay). */
const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  settlement: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  notifications: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  uploads: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 100, removeOnFail: 500 },
};

/** Every queue of the app. */
export const QUEUE_NAMES = Object.keys(JOB_OPTIONS) as QueueName[];

/** A producer's end of queue `name`, on the app's Redis under its queue prefix. */
export function appQueue<Q extends QueueName>(name: Q, config: AppConfig): TypedQueue<Q> {
  return new TypedQueue(name, { redisUrl: config.redisUrl, prefix: config.queuePrefix }, JOB_OPTIONS[name]);
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
  const worker = new TypedWorker(name, { redisUrl: config.redisUrl, prefix: config.queuePrefix }, timed, {
    concurrency: options.concurrency,
    lockDuration: config.workerLockMs,
    stalledInterval: config.workerLockMs,
    // An idle worker waits at most a second for work, so a graceful stop never hangs on it for longer.
    drainDelay: 1,
  });
  worker.onFailed((job, error) => options.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
  return worker;
}
