import request from 'supertest';
import {
  FORMATION_4_3_3,
  MATCH_PAGE_SIZE,
  POSITION_GROUPS,
  positionGroup,
  type LineupPlayer,
  type MatchCommand,
  type MatchDetailResponse,
  type MatchPage,
  type MatchResponse,
  type TeamResponse,
} from '@isl/contracts';
import { DataSource } from 'typeorm';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

// The Matches page's paged fixtures and results, and the line-ups of the match centre, on a seeded season.
let t: TestApp;
let admin: SignedIn;
let season: MatchResponse[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { role: 'admin' });
  season = await getJson<MatchResponse[]>('/api/matches');
}, 60_000);
afterAll(() => t?.close());

async function getJson<T>(path: string): Promise<T> {
  return (await request(t.app.getHttpServer()).get(path).expect(200)).body as T;
}

async function command(matchId: number, body: MatchCommand): Promise<MatchResponse> {
  const res = await request(t.app.getHttpServer()).post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body);
  expect(res.status).toBe(200);
  return res.body as MatchResponse;
}

/** Every page of a list, fetched `limit` at a time. */
async function wholeList(path: string, limit: number): Promise<MatchResponse[]> {
  const all: MatchResponse[] = [];
  for (let page = 1; ; page++) {
    const answer = await getJson<MatchPage>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`);
    expect(answer).toMatchObject({ page, limit });
    all.push(...answer.items);
    if (answer.items.length < limit) {
      expect(answer.total).toBe(all.length);
      return all;
    }
  }
}

const ids = (matches: MatchResponse[]) => matches.map((m) => m.id);
const byDate = (direction: 1 | -1) => (a: MatchResponse, b: MatchResponse) => direction * (Date.parse(a.matchDate) - Date.parse(b.matchDate) || a.id - b.id);

describe('GET /api/matches/results', () => {
  it('pages through every finished match, latest first, a round by default', async () => {
    const first = await getJson<MatchPage>('/api/matches/results');
    const finished = season.filter((m) => m.status === 'finished').sort(byDate(-1));
    expect(first).toMatchObject({ page: 1, limit: MATCH_PAGE_SIZE, total: finished.length });
    expect(ids(first.items)).toEqual(ids(finished.slice(0, MATCH_PAGE_SIZE)));
    expect(ids(await wholeList('/api/matches/results', 50))).toEqual(ids(finished));
  });

  it('keeps to a round and to a club', async () => {
    const round31 = await getJson<MatchPage>('/api/matches/results?round=31');
    expect(round31.total).toBe(10);
    expect(round31.items.every((m) => m.matchday === 31 && m.status === 'finished')).toBe(true);

    const [club] = await getJson<TeamResponse[]>('/api/teams');
    const clubResults = await wholeList(`/api/matches/results?teamId=${club.id}`, 7);
    expect(clubResults.length).toBe(club.matchesPlayed);
    expect(clubResults.every((m) => m.homeTeamId === club.id || m.awayTeamId === club.id)).toBe(true);
    expect(ids(clubResults)).toEqual(ids([...clubResults].sort(byDate(-1))));

    const both = await getJson<MatchPage>(`/api/matches/results?teamId=${club.id}&round=1`);
    expect(both.total).toBe(1);
    expect(both.items[0]).toMatchObject({ matchday: 1 });
  });

  it('answers a page past the end with no matches and the whole count', async () => {
    expect(await getJson<MatchPage>('/api/matches/results?round=31&page=3')).toEqual({ items: [], page: 3, limit: MATCH_PAGE_SIZE, total: 10 });
  });
});

describe('GET /api/matches/fixtures', () => {
  it('lists a round\'s matches without a result, live ones among them, soonest first', async () => {
    const round32 = season.filter((m) => m.matchday === 32);
    const page = await getJson<MatchPage>('/api/matches/fixtures?round=32');
    const open = round32.filter((m) => m.status !== 'finished').sort(byDate(1));
    // The seed leaves round 32 part played, part live, part to come.
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(10);
    expect(open.some((m) => m.status === 'live')).toBe(true);
    expect(page).toMatchObject({ total: open.length });
    expect(ids(page.items)).toEqual(ids(open));
  });

  it('holds, with the results, every match of a club\'s season once', async () => {
    const [, club] = await getJson<TeamResponse[]>('/api/teams');
    const fixtures = await wholeList(`/api/matches/fixtures?teamId=${club.id}`, 50);
    const results = await wholeList(`/api/matches/results?teamId=${club.id}`, 50);
    expect(fixtures.every((m) => m.status !== 'finished')).toBe(true);
    expect(new Set([...ids(fixtures), ...ids(results)]).size).toBe(38);
    expect(ids(fixtures)).toEqual(ids([...fixtures].sort(byDate(1))));
  });

  it('moves a match to the results at full time', async () => {
    const [next] = (await getJson<MatchPage>('/api/matches/fixtures?round=33')).items;
    const before = await getJson<MatchPage>('/api/matches/results?round=33');
    for (const body of [{ type: 'kickoff', confirmEarly: true }, { type: 'halftime' }, { type: 'second_half' }, { type: 'fulltime' }] as const) await command(next.id, body);
    expect(ids((await getJson<MatchPage>('/api/matches/fixtures?round=33')).items)).not.toContain(next.id);
    const after = await getJson<MatchPage>('/api/matches/results?round=33');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id: next.id, status: 'finished', homeScore: 0, awayScore: 0 });
  });
});

describe('bad paging and filters', () => {
  it.each([
    ['/api/matches/results?page=0', /^page must be 1 or more$/],
    ['/api/matches/fixtures?page=x', /^page must be a whole number$/],
    ['/api/matches/results?limit=51', /^limit must be from 1 to 50$/],
    ['/api/matches/fixtures?round=39', /^round must be from 1 to 38 in season 2024-25, not 39$/],
    ['/api/matches/results?teamId=01', /^teamId must be a whole number$/],
    ['/api/matches/fixtures?status=live', /status should not exist/],
  ])('%s is a 400 naming what is wrong', async (path, message) => {
    const res = await request(t.app.getHttpServer()).get(path).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
  });
});

describe('line-ups in GET /api/matches/:id', () => {
  const starters = (sheet: LineupPlayer[]) => sheet.filter((p) => p.isStarter);
  const shape = (sheet: LineupPlayer[]) =>
    Object.fromEntries(POSITION_GROUPS.map((group) => [group, starters(sheet).filter((p) => positionGroup(p.position) === group).length]));

  it('gives a played match\'s sheets as recorded: the starting 4-3-3s and who came on', async () => {
    const [played] = (await getJson<MatchPage>('/api/matches/results?round=20')).items;
    const detail = await getJson<MatchDetailResponse>(`/api/matches/${played.id}`);
    const recorded = await t.app.get(DataSource).query<{ team_id: number; player_id: number; is_starter: boolean }[]>(
      'SELECT team_id, player_id, is_starter FROM match_lineups WHERE match_id = $1',
      [played.id],
    );
    expect(detail.lineups?.status).toBe('confirmed');
    for (const [side, teamId] of [['home', played.homeTeamId], ['away', played.awayTeamId]] as const) {
      const sheet = detail.lineups?.[side] ?? [];
      expect(shape(sheet)).toEqual(FORMATION_4_3_3);
      expect(sheet.map((p) => p.id).sort()).toEqual(recorded.filter((row) => row.team_id === teamId).map((row) => row.player_id).sort());
      expect(sheet.filter((p) => !p.isStarter).length).toBe(recorded.filter((row) => row.team_id === teamId && !row.is_starter).length);
      expect(Object.keys(sheet[0]).sort()).toEqual(['id', 'isStarter', 'jerseyNumber', 'name', 'nameArabic', 'nameKurdish', 'position']);
    }
  });

  it('before kick-off gives the elevens kick-off will field, which kick-off then confirms', async () => {
    const [next] = (await getJson<MatchPage>('/api/matches/fixtures?round=34')).items;
    const before = await getJson<MatchDetailResponse>(`/api/matches/${next.id}`);
    expect(before.lineups?.status).toBe('expected');
    expect(shape(before.lineups?.home ?? [])).toEqual(FORMATION_4_3_3);
    expect(shape(before.lineups?.away ?? [])).toEqual(FORMATION_4_3_3);

    await command(next.id, { type: 'kickoff', confirmEarly: true });
    const after = await getJson<MatchDetailResponse>(`/api/matches/${next.id}`);
    expect(after.lineups).toEqual({ ...before.lineups, status: 'confirmed' });
  });

  it('has none for a match called off before it started', async () => {
    const [next] = (await getJson<MatchPage>('/api/matches/fixtures?round=35')).items;
    await command(next.id, { type: 'cancel' });
    expect((await getJson<MatchDetailResponse>(`/api/matches/${next.id}`)).lineups).toBeNull();
  });
});
