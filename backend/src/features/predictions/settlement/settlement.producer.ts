import { Injectable } from '@nestjs/common';
import type { JobMessage } from '../../../platform/queue/jobs';
import { AppQueues } from '../../../platform/queue/queues.module';
import type { TypedQueue } from '../../../platform/queue/typed-queue';

/** How often the worker heals finished matches whose follow-ups lag their latest result. */
const SWEEP_EVERY_MS = 60_000;

/**
 * What follows a finished match's result at `version`: settling predictions and scoring weekly squads. Written
 * to the outbox with the result, so it reaches the queue however long Redis is away.
 */
export function resultFollowUps(matchId: number, version: number): JobMessage[] {
  return [
    { queue: 'settlement', name: 'settle-match', data: { matchId, version }, jobId: `settle-${matchId}-${version}` },
    { queue: 'settlement', name: 'score-squads', data: { matchId, version }, jobId: `score-squads-${matchId}-${version}` },
  ];
}

/** The settlement queue's repeating sweep, registered by the worker. */
@Injectable()
export class SettlementProducer {
  private readonly queue: TypedQueue<'settlement'>;

  constructor(queues: AppQueues) {
    this.queue = queues.of('settlement');
  }

  /** Registers the repeating sweep (again whenever Redis reconnects); the worker calls it at start. */
  scheduleSweeps(): Promise<void> {
    return this.queue.repeat('sweep-unsettled', {}, SWEEP_EVERY_MS);
  }

}
