import { DataSource } from 'typeorm';
import { OutboxRelay } from '../../src/platform/outbox/outbox-relay.service';
import { SettlementService, type Settlement } from '../../src/features/predictions/settlement.service';
import { SETTLEMENT_FOLLOW_UPS } from '../../src/follow-ups';
import type { TestApp } from './test-app';

/**
 * Settles a finished match here and now, as the worker does after a result or a correction (the match's
 * version goes up first), for tests that need settled points without a worker process. What the settlement
 * records in the outbox (the leaderboard's change, its event) is delivered by this api's relay.
 */
export async function settleNow(t: TestApp, matchId: number): Promise<Settlement | null> {
  const dataSource = t.app.get(DataSource);
  await dataSource.query(`UPDATE matches SET version = version + 1 WHERE id = $1`, [matchId]);
  const settlement = await new SettlementService(dataSource, SETTLEMENT_FOLLOW_UPS).settle(matchId);
  t.app.get(OutboxRelay).wake();
  return settlement;
}
