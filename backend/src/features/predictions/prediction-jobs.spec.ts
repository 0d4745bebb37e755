import { Logger } from '@nestjs/common';
import type { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { PredictionJobs } from './prediction-jobs';
import type { Settlement, SettlementService } from './settlement.service';

/** Settles the matches it is told have work, as SettlementService does in PostgreSQL, and records the order. */
class FakeSettlement implements Pick<SettlementService, 'settle' | 'unsettledMatches'> {
  readonly settled: number[] = [];

  constructor(private readonly due: Map<number, Settlement>) {}

  async settle(matchId: number) {
    this.settled.push(matchId);
    return this.due.get(matchId) ?? null;
  }
  async unsettledMatches() {
    return [...this.due.values()].map(({ matchId, version }) => ({ matchId, version }));
  }
}

/** Counts the wake-ups that make the relay deliver at once. */
class FakeOutbox implements Pick<OutboxRelay, 'wake'> {
  wakes = 0;
  wake() {
    this.wakes++;
  }
}

describe('PredictionJobs', () => {
  let settlement: FakeSettlement;
  let outbox: FakeOutbox;
  let jobs: PredictionJobs;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    settlement = new FakeSettlement(
      new Map([
        [3, { matchId: 3, version: 2, season: '2024-25', round: 30, settled: 40 }],
        [8, { matchId: 8, version: 1, season: '2024-25', round: 31, settled: 0 }],
      ]),
    );
    outbox = new FakeOutbox();
    jobs = new PredictionJobs(settlement as unknown as SettlementService, outbox as unknown as OutboxRelay);
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers how many predictions a settlement changed, and wakes the outbox so the leaderboard's news leaves now", async () => {
    expect(await jobs.handlers['settle-match']({ matchId: 3, version: 2 })).toEqual({ settled: 40 });
    expect(outbox.wakes).toBe(1);
  });

  it('settles nothing and wakes nothing for a match with nothing to settle', async () => {
    expect(await jobs.settleMatch(5)).toEqual({ settled: 0 });
    expect(outbox.wakes).toBe(0);
  });

  it('heals by settling every lagging match here and now, in order, and answers how many lagged', async () => {
    expect(await jobs.handlers['sweep-unsettled']()).toEqual({ settled: 2 });
    expect(settlement.settled).toEqual([3, 8]);
    expect(outbox.wakes).toBe(2);
  });
});
