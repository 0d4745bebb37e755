import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { LiveEvents } from '../live/live-events';
import { SETTLEMENT_QUEUE, type JobCatalogue, type JobName } from '../queue/jobs';
import { bullConnection } from '../queue/redis-connection';
import { closeRedis } from '../redis/close-redis';
import { SettlementProducer } from './settlement.producer';
import { SettlementService } from './settlement.service';

const SWEEP_EVERY_MS = 60_000;

/** The worker process's consumer of the settlement queue; it only delegates to SettlementService. */
@Injectable()
export class SettlementWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SettlementWorker.name);
  private worker?: Worker<JobCatalogue[JobName], unknown, JobName>;
  private readonly connection;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settlement: SettlementService,
    private readonly producer: SettlementProducer,
    private readonly liveEvents: LiveEvents,
  ) {
    this.connection = bullConnection(this.config.redisUrl);
  }

  async onModuleInit() {
    await this.producer.queue.upsertJobScheduler('sweep-unsettled', { every: SWEEP_EVERY_MS }, { name: 'sweep-unsettled', data: {} });
    this.worker = new Worker(SETTLEMENT_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.config.queuePrefix,
      concurrency: 2,
      lockDuration: this.config.workerLockMs,
      stalledInterval: this.config.workerLockMs,
      // An idle worker waits at most a second for work, so a graceful stop never hangs on it for longer.
      drainDelay: 1,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await closeRedis(this.connection);
  }

  private async process(job: Job<JobCatalogue[JobName], unknown, JobName>): Promise<unknown> {
    if (job.name === 'sweep-unsettled') {
      const lagging = await this.settlement.unsettledMatches();
      for (const { matchId, version } of lagging) await this.producer.settleMatch(matchId, version);
      return { enqueued: lagging.length };
    }
    const { matchId } = job.data as JobCatalogue['settle-match'];
    const result = await this.settlement.settle(matchId);
    if (!result) return { settled: 0 };
    this.liveEvents.leaderboardChanged();
    for (const { userId, ...payload } of result.settled) this.liveEvents.predictionSettled(userId, payload);
    this.logger.log(`settled match ${matchId} at version ${result.version}: ${result.settled.length} predictions`);
    return { settled: result.settled.length };
  }
}
