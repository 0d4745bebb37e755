import { stubFetch } from '../../../test/canned-fetch';
import { getSeasonRounds, seasonRoundsQueryOptions } from './get-season-rounds';
import { teamsQueryOptions } from './get-teams';

describe('getSeasonRounds', () => {
  it("asks for the current season's rounds, or a named season's", async () => {
    const fetchStub = stubFetch(200, JSON.stringify({ season: '2024-25', clubs: [] }));
    await getSeasonRounds();
    await getSeasonRounds('2023-24');
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(['/api/teams/rounds', '/api/teams/rounds?season=2023-24']);
  });

  it("keeps its copies under the table's key, so a new result refreshes them with the table", () => {
    const [teamsKey] = teamsQueryOptions().queryKey;
    expect(seasonRoundsQueryOptions().queryKey.slice(0, 1)).toEqual([teamsKey]);
    expect(seasonRoundsQueryOptions('2023-24').queryKey).toEqual(['teams', 'rounds', { season: '2023-24' }]);
  });
});
