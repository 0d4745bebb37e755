import { stubFetch } from '../../../test/canned-fetch';
import { teamsQueryOptions } from '../teams/get-teams';
import { getPlayerBests, playerBestsQueryOptions } from './get-player-bests';

describe('getPlayerBests', () => {
  it("asks for the league's best figures", async () => {
    const fetchStub = stubFetch(200, JSON.stringify({ goals: 20, assists: 9, appearances: 30, rating: 8.1 }));
    await expect(getPlayerBests()).resolves.toEqual({ goals: 20, assists: 9, appearances: 30, rating: 8.1 });
    expect(fetchStub.mock.calls[0][0]).toBe('/api/players/bests');
  });

  it("keeps them under the table's key, so a new result refreshes them with the squads", () => {
    expect(playerBestsQueryOptions().queryKey.slice(0, 1)).toEqual(teamsQueryOptions().queryKey);
  });
});
