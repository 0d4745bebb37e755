import { Logger } from '@nestjs/common';
import type { SquadsScoredPayload } from '@isl/contracts';
import type { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { SquadJobs } from './squad-jobs';
import type { SquadScoringService } from './squad-scoring.service';

/** Scores the matches it is told have work, as SquadScoringService does in PostgreSQL, and records the order. */
class FakeScoring implements Pick<SquadScoringService, 'scoreMatch' | 'unscoredMatches'> {
  readonly scored: number[] = [];

  constructor(private readonly due: Map<number, SquadsScoredPayload>) {}

  async scoreMatch(matchId: number) {
    this.scored.push(matchId);
    return this.due.get(matchId) ?? null;
  }
  async unscoredMatches() {
    return [...this.due.keys()].map((matchId) => ({ matchId, version: 1 }));
  }
}

/** Counts the wake-ups that make the relay deliver at once. */
class FakeOutbox implements Pick<OutboxRelay, 'wake'> {
  wakes = 0;
  wake() {
    this.wakes++;
  }
}

describe('SquadJobs', () => {
  let scoring: FakeScoring;
  let outbox: FakeOutbox;
  let jobs: SquadJobs;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    scoring = new FakeScoring(new Map([[4, { season: '2026-27', week: 2 }], [9, { season: '2026-27', week: 3 }]]));
    outbox = new FakeOutbox();
    jobs = new SquadJobs(scoring as unknown as SquadScoringService, outbox as unknown as OutboxRelay);
  });
  afterEach(() => jest.restoreAllMocks());

  it("scores a finished match's round and wakes the outbox so the fans' news leaves now", async () => {
    expect(await jobs.handlers['score-squads']({ matchId: 4, version: 1 })).toEqual({ scored: true });
    expect(outbox.wakes).toBe(1);
  });

  it('scores nothing and wakes nothing for a match with nothing to score', async () => {
    expect(await jobs.scoreSquads(5)).toEqual({ scored: false });
    expect(outbox.wakes).toBe(0);
  });

  it('heals by scoring every lagging match here and now, in order, and answers how many lagged', async () => {
    expect(await jobs.handlers['sweep-unsettled']()).toEqual({ scored: 2 });
    expect(scoring.scored).toEqual([4, 9]);
    expect(outbox.wakes).toBe(2);
  });
});
