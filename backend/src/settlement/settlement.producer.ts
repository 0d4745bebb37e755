import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { scoreSquadsJobId, settleJobId } from '../queue/jobs';
import { appQueue } from '../queue/app-queues';
import type { TypedQueue } from '../queue/typed-queue';

/** How often the worker looks for finished matches whose follow-ups lag their latest result. */
const SWEEP_EVERY_MS = 60_000;

/** Puts what follows a result on the queue (settling predictions, scoring weekly squads); the worker process does it. */
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
   * Called after a finished match's result is committed. If Redis is unreachable the match stays unsettled
   * and unscored, and the sweeper picks it up, so the caller is never failed for it.
   */
  async resultChanged(matchId: number, version: number): Promise<void> {
    await this.settleMatch(matchId, version);
    await this.scoreSquads(matchId, version);
  }

  async settleMatch(matchId: number, version: number): Promise<void> {
    await this.queue.add('settle-match', { matchId, version }, { jobId: settleJobId(matchId, version) }).catch((error: unknown) => {
      this.logger.warn(`could not enqueue settlement of match ${matchId}: ${String(error)}; the sweeper will`);
    });
  }

  async scoreSquads(matchId: number, version: number): Promise<void> {
    await this.queue.add('score-squads', { matchId, version }, { jobId: scoreSquadsJobId(matchId, version) }).catch((error: unknown) => {
      this.logger.warn(`could not enqueue squad scoring of match ${matchId}: ${String(error)}; the sweeper will`);
    });
  }

  /** Registers the repeating sweep; the worker calls it at start. */
  scheduleSweeps(): Promise<void> {
    return this.queue.repeat('sweep-unsettled', {}, SWEEP_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
