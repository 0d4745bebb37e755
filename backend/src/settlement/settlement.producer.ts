import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { settleJobId } from '../queue/jobs';
import { appQueue } from '../queue/app-queues';
import type { TypedQueue } from '../queue/typed-queue';

/** How often the worker looks for finished matches whose settlement lags their latest result. */
const SWEEP_EVERY_MS = 60_000;

/** Puts settlement work on the queue; the worker process does it. */
@Injectable()
export class SettlementProducer implements OnModuleDestroy {
  private readonly logger = new Logger(SettlementProducer.name);
  private readonly queue: TypedQueue<'settlement'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = appQueue('settlement', config, {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: 1_000,
      removeOnFail: 5_000,
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

  /** Registers the repeating sweep; the worker calls it at start. */
  scheduleSweeps(): Promise<void> {
    return this.queue.repeat('sweep-unsettled', {}, SWEEP_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
