import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { AppQueues, appWorker, REPEATING_JOBS } from './app-queues';
import type { JobData, JobName, QueueJob, QueueName } from './jobs';
import type { TypedWorker } from './typed-queue';

/** What one feature does with the jobs of a queue: a handler for each job it takes, which only delegates to a service. */
export interface JobHandlers<Q extends QueueName> {
  readonly queue: Q;
  readonly handlers: { readonly [N in JobName<Q>]?: (data: JobData<Q, N>) => Promise<unknown> };
}

/** The handlers of some feature for some queue. */
export type AnyJobHandlers = { [Q in QueueName]: JobHandlers<Q> }[QueueName];

/** A job of any queue as its processor receives it. */
type AnyQueueJob = { [Q in QueueName]: QueueJob<Q> }[QueueName];

/** Jobs of each queue one worker process runs at once: a fan-out to many devices never holds up settling. */
const CONCURRENCY: Record<QueueName, number> = { settlement: 2, notifications: 4, uploads: 1, mail: 2 };

/**
 * The worker process's consumers: one per queue of WORKER_QUEUES (every queue unless it names some) that some
 * feature handles, as every queue of the app runs (see appWorker), with the queue's repeating jobs registered first;
 * each job goes to its features' handlers (runJob). A queue left out is another worker's, repeating jobs included.
 */
export class QueueWorkers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(QueueWorkers.name);
  private readonly workers: TypedWorker<QueueName>[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly queues: AppQueues,
    private readonly features: readonly AnyJobHandlers[],
  ) {}

  async onModuleInit(): Promise<void> {
    for (const queue of this.config.workerQueues) {
      const handling = this.features.filter((feature) => feature.queue === queue);
      if (!handling.length) continue;
      for (const [job, everyMs] of Object.entries(REPEATING_JOBS[queue])) await this.queues.of(queue).repeat(job as JobName<typeof queue>, {} as never, everyMs);
      this.workers.push(appWorker(queue, this.config, (job) => runJob(handling, job), { concurrency: CONCURRENCY[queue], logger: this.logger }));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

}

/**
 * Runs a job through the handlers the features gave for its name, in their order, and answers what they did: one
 * handler's answer as it is, the answers of two merged (the settlement queue's sweep heals predictions and squads).
 */
export async function runJob(handling: readonly AnyJobHandlers[], job: Pick<AnyQueueJob, 'name' | 'queueName' | 'data'>): Promise<unknown> {
  // Job names are the catalogue's: each handler takes the data its own name carries.
  const handlers = handling
    .map((feature) => (feature.handlers as Record<string, ((data: unknown) => Promise<unknown>) | undefined>)[job.name])
    .filter((handler) => handler !== undefined);
  if (!handlers.length) throw new Error(`no feature handles ${job.name} jobs of the ${job.queueName} queue`);
  const results: unknown[] = [];
  for (const handler of handlers) results.push(await handler(job.data));
  return results.length === 1 ? results[0] : Object.assign({}, ...results);
}
