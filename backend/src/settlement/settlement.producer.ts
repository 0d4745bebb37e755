import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { SETTLEMENT_QUEUE, settleJobId, type JobCatalogue, type JobName } from '../queue/jobs';
import { bullConnection } from '../queue/redis-connection';
import { closeRedis } from '../redis/close-redis';

/** Puts settlement work on the queue; the worker process does it. */
@Injectable()
export class SettlementProducer implements OnModuleDestroy {
  private readonly logger = new Logger(SettlementProducer.name);
  readonly queue: Queue<JobCatalogue[JobName], unknown, JobName>;
  private readonly connection: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.connection = bullConnection(config.redisUrl);
    this.queue = new Queue(SETTLEMENT_QUEUE, {
      connection: this.connection,
      prefix: config.queuePrefix,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: 1_000,
        removeOnFail: 5_000,
      },
    });
  }

  /**
   * Called after the result is committed. If Redis is unreachable the match stays unsettled and the
   * sweeper picks it up, so the caller is never failed for it.
   */
  async settleMatch(matchId: number, version: number): Promise<void> {
    try {
      await this.queue.add('settle-match', { matchId, version }, { jobId: settleJobId(matchId, version) });
    } catch (error) {
      this.logger.warn(`could not enqueue settlement of match ${matchId}: ${String(error)}; the sweeper will`);
    }
  }

  async onModuleDestroy() {
    await this.queue.close();
    // BullMQ leaves a connection it was handed open: it is ours to close.
    await closeRedis(this.connection);
  }
}
