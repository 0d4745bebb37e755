import { MATCH_STATUS, MATCH_STATUSES, type MatchResponse } from '@isl/contracts';
import type { EntityManager } from 'typeorm';
import { onResultChanged, resultToFollow, type MatchChange } from './match-changes';

describe('resultToFollow', () => {
  it('has work on a finished match whose result is newer than the version last followed', () => {
    expect(resultToFollow({ status: MATCH_STATUS.finished, version: 5 }, 0)).toBe(true);
    expect(resultToFollow({ status: MATCH_STATUS.finished, version: 5 }, 4)).toBe(true);
  });

  it('has none once that version is followed, so a job that comes twice or late does nothing', () => {
    expect(resultToFollow({ status: MATCH_STATUS.finished, version: 5 }, 5)).toBe(false);
    expect(resultToFollow({ status: MATCH_STATUS.finished, version: 5 }, 6)).toBe(false);
  });

  it('has none on a match that is not finished, whatever its version', () => {
    const unfinished = MATCH_STATUSES.filter((status) => status !== MATCH_STATUS.finished);
    expect(unfinished.map((status) => resultToFollow({ status, version: 9 }, 0))).toEqual([false, false, false, false]);
  });
});

describe('onResultChanged', () => {
  const match = { id: 12, version: 3 } as MatchResponse;
  const change = (resultChanged: boolean): MatchChange => ({ match, entry: { id: 40, type: 'goal' }, resultChanged, manager: {} as EntityManager });
  const followUp = onResultChanged((changed) => [{ readModelsChanged: changed.id === 12 ? ['standings'] : [] }]);

  it("gives a changed result's follow-ups, and nothing for a change that leaves the result alone", async () => {
    expect(await followUp(change(true))).toEqual([{ readModelsChanged: ['standings'] }]);
    expect(await followUp(change(false))).toEqual([]);
  });
});
