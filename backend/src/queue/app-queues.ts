import type { Logger } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import type { QueueJob, QueueName } from './jobs';
import { TypedQueue, TypedWorker } from './typed-queue';

/** A producer's end of queue `name`, on the app's Redis under its queue prefix. */
export function appQueue<Q extends QueueName>(name: Q, config: AppConfig, defaultJobOptions: JobsOptions): TypedQueue<Q> {
  return new TypedQueue(name, { redisUrl: config.redisUrl, prefix: config.queuePrefix }, defaultJobOptions);
}

/**
 * The worker process's consumer of queue `name`, as every queue of the app runs: a crashed worker's job is
 * taken over after WORKER_LOCK_MS, and failures are logged.
 */
export function appWorker<Q extends QueueName>(
  name: Q,
  config: AppConfig,
  process: (job: QueueJob<Q>) => Promise<unknown>,
  options: { concurrency: number; logger: Logger },
): TypedWorker<Q> {
  const worker = new TypedWorker(name, { redisUrl: config.redisUrl, prefix: config.queuePrefix }, process, {
    concurrency: options.concurrency,
    lockDuration: config.workerLockMs,
    stalledInterval: config.workerLockMs,
    // An idle worker waits at most a second for work, so a graceful stop never hangs on it for longer.
    drainDelay: 1,
  });
  worker.onFailed((job, error) => options.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
  return worker;
}
