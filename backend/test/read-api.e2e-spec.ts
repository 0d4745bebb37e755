import request from 'supertest';
import {
  computeStandings,
  LEAGUE_TIME_ZONE,
  zonedDayRange,
  type MatchDetailResponse,
  type MatchMeetingsResponse,
  type MatchResponse,
  type PlayerBestsResponse,
  type PlayerResponse,
  type SeasonRoundsResponse,
  type TeamResponse,
} from '@isl/contracts';
import { DataSource } from 'typeorm';
import { ReadModelCache } from '../src/platform/read-models/read-model-cache';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
const api = () => request(t.app.getHttpServer());

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function getJson<T>(path: string): Promise<T> {
  const res = await api().get(path).expect(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return res.body as T;
}

async function expectError(path: string, status: number, code: string, messagePart: RegExp) {
  const res = await api().get(path).expect(status);
  expect(res.body).toEqual({ statusCode: status, code, message: expect.stringMatching(messagePart), requestId: expect.any(String) });
}

describe('GET /api/teams/rounds', () => {
  it("tells the season round by round, ending on the table's positions and points", async () => {
    const [rounds, teams, matches] = await Promise.all([
      getJson<SeasonRoundsResponse>('/api/teams/rounds'),
      getJson<TeamResponse[]>('/api/teams'),
      getJson<MatchResponse[]>('/api/matches'),
    ]);
    const lastRound = Math.max(...matches.filter((m) => m.status === 'finished').map((m) => m.matchday));
    expect(rounds.clubs).toHaveLength(teams.length);
    for (const team of teams) {
      const club = rounds.clubs.find((c) => c.teamId === team.id);
      expect(club?.rounds.map((line) => line.round)).toEqual(Array.from({ length: lastRound }, (_, i) => i + 1));
      expect(club?.rounds.at(-1)).toEqual(expect.objectContaining({ position: team.currentPosition, points: team.points }));
      expect(club?.rounds.reduce((sum, line) => sum + line.scored, 0)).toBe(team.goalsFor);
    }
    await expectError('/api/teams/rounds?season=1999-00', 404, 'SEASON_NOT_FOUND', /1999-00/);
  });
});

describe('GET /api/matches/:id/meetings', () => {
  it("lists the two clubs' other meetings this season and their last five results, latest first", async () => {
    const [finished] = await getJson<MatchResponse[]>('/api/matches/recent?limit=1');
    const meetings = await getJson<MatchMeetingsResponse>(`/api/matches/${finished.id}/meetings`);
    const pair = [finished.homeTeamId, finished.awayTeamId].sort();
    for (const other of [...meetings.season, ...meetings.lastFive]) {
      expect([other.homeTeamId, other.awayTeamId].sort()).toEqual(pair);
      expect(other.id).not.toBe(finished.id);
    }
    expect(meetings.season.every((other) => other.season === finished.season)).toBe(true);
    expect(meetings.lastFive.length).toBeLessThanOrEqual(5);
    expect(meetings.lastFive.every((other) => other.status === 'finished')).toBe(true);
    const dates = meetings.lastFive.map((other) => other.matchDate);
    expect(dates).toEqual([...dates].sort().reverse());
    await expectError('/api/matches/2147483647/meetings', 404, 'MATCH_NOT_FOUND', /2147483647/);
  });
});

describe('GET /api/players/bests', () => {
  it("gives the league's best figures, which no player's exceed", async () => {
    const bests = await getJson<PlayerBestsResponse>('/api/players/bests');
    const [scorer] = await getJson<PlayerResponse[]>('/api/players/top-rated?by=goals&limit=1');
    expect(bests.goals).toBe(scorer.goals);
    const [assistant] = await getJson<PlayerResponse[]>('/api/players/top-rated?by=assists&limit=1');
    expect(bests.assists).toBe(assistant.assists);
    expect(bests.appearances).toBeGreaterThan(0);
    expect(bests.rating).toBeGreaterThan(0);
  });
});

describe('GET /api/teams', () => {
  it('lists the 20 clubs with Arabic names in league order', async () => {
    const teams = await getJson<TeamResponse[]>('/api/teams');
    expect(teams).toHaveLength(20);
    expect(teams.every((team) => team.nameArabic && /[\u0600-\u06FF]/.test(team.nameArabic))).toBe(true);
    const shorta = teams.find((team) => team.slug === 'al-shorta');
    expect(shorta).toEqual(
      expect.objectContaining({ city: 'Baghdad', cityArabic: 'بغداد', cityKurdish: 'بەغدا', stadiumArabic: 'ملعب الشعب', stadiumKurdish: 'یاریگای شەعب' }),
    );
    expect(teams.map((team) => team.name)).toContain('Al-Shorta');
    const points = teams.map((team) => team.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(teams.map((team) => team.currentPosition)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const team of teams) {
      expect(team.goalDifference).toBe(team.goalsFor - team.goalsAgainst);
      expect(team.points).toBe(3 * team.wins + team.draws);
      expect(team.matchesPlayed).toBe(team.wins + team.draws + team.losses);
    }
  });

  it('has standings that agree with every finished match the rounds list', async () => {
    const teams = await getJson<TeamResponse[]>('/api/teams');
    const rounds = await Promise.all(
      Array.from({ length: 38 }, (_, i) => getJson<MatchResponse[]>(`/api/matches?round=${i + 1}`)),
    );
    const finished = rounds.flat().filter((m) => m.status === 'finished');
    expect(finished.length).toBeGreaterThan(300);
    const computed = computeStandings(
      teams.map((team) => team.id),
      finished.map((m) => ({
        homeTeamId: m.homeTeamId,
        awayTeamId: m.awayTeamId,
        homeScore: m.homeScore as number,
        awayScore: m.awayScore as number,
      })),
    );
    for (const row of computed) {
      const team = teams.find((x) => x.id === row.teamId) as TeamResponse;
      const { matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points } = team;
      expect({ teamId: team.id, matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points }).toEqual(row);
    }
  });

  it('gives each club its last five results, oldest first, from its own side', async () => {
    const teams = await getJson<TeamResponse[]>('/api/teams');
    for (const team of teams) {
      const season = await getJson<MatchResponse[]>(`/api/matches?teamId=${team.id}`);
      const played = season
        .filter((m) => m.status === 'finished')
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id)
        .slice(-5)
        .map((m) => {
          const [scored, conceded] = m.homeTeamId === team.id ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
          return (scored as number) > (conceded as number) ? 'W' : scored === conceded ? 'D' : 'L';
        });
      expect(played).toHaveLength(5);
      expect(team.form).toEqual(played);
    }
  });
});

describe('GET /api/teams/:id/players', () => {
  it('gives a squad of at least 25 ordered by shirt number, with the team name', async () => {
    const [leader] = await getJson<TeamResponse[]>('/api/teams');
    const squad = await getJson<PlayerResponse[]>(`/api/teams/${leader.id}/players`);
    expect(squad.length).toBeGreaterThanOrEqual(25);
    expect(squad.every((p) => p.teamId === leader.id && p.teamName === leader.name)).toBe(true);
    expect(squad.every((p) => p.teamNameArabic === leader.nameArabic && p.teamNameKurdish === leader.nameKurdish)).toBe(true);
    expect(squad.every((p) => /[\u0600-\u06FF]/.test(p.nameArabic ?? '') && /[\u0600-\u06FF]/.test(p.nameKurdish ?? ''))).toBe(true);
    const numbers = squad.map((p) => p.jerseyNumber ?? Number.MAX_SAFE_INTEGER);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(squad.filter((p) => p.isCaptain)).toHaveLength(1);
    expect(squad[0]).toEqual(
      expect.objectContaining({ rating: expect.stringMatching(/^\d\.\d$/), nationality: expect.any(String) }),
    );
  });

  it('answers 404 for an unknown team and 400 naming the parameter for a malformed id', async () => {
    await expectError('/api/teams/999999/players', 404, 'TEAM_NOT_FOUND', /999999/);
    await expectError('/api/teams/abc/players', 400, 'VALIDATION_FAILED', /^id must be a whole number/);
    await expectError('/api/teams/0/players', 400, 'VALIDATION_FAILED', /^id must be 1 or more/);
  });
});

describe('GET /api/players/top-rated', () => {
  it('ranks by rating by default and by goals or assists on request, with a limit', async () => {
    const byRating = await getJson<PlayerResponse[]>('/api/players/top-rated?limit=50');
    expect(byRating).toHaveLength(50);
    const ratings = byRating.map((p) => Number(p.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const scorers = await getJson<PlayerResponse[]>('/api/players/top-rated?by=goals&limit=20');
    expect(scorers).toHaveLength(20);
    expect(scorers.map((p) => p.goals)).toEqual(scorers.map((p) => p.goals).sort((a, b) => b - a));
    expect(scorers[0].goals).toBeGreaterThan(0);
    expect(scorers[0]).toEqual(expect.objectContaining({ teamName: expect.any(String), position: expect.any(String) }));

    const assists = await getJson<PlayerResponse[]>('/api/players/top-rated?by=assists&limit=5');
    expect(assists.map((p) => p.assists)).toEqual(assists.map((p) => p.assists).sort((a, b) => b - a));
  });

  it('refuses an unknown order or a bad limit with a message saying which', async () => {
    await expectError('/api/players/top-rated?by=height', 400, 'VALIDATION_FAILED', /^by must be one of/);
    await expectError('/api/players/top-rated?limit=0', 400, 'VALIDATION_FAILED', /^limit must be from 1 to 600$/);
    await expectError('/api/players/top-rated?limit=ten', 400, 'VALIDATION_FAILED', /^limit must be a whole number/);
    await expectError('/api/players/top-rated?sort=goals', 400, 'VALIDATION_FAILED', /property sort should not exist/);
  });
});

describe('match lists', () => {
  it('lists live matches with a running minute', async () => {
    const live = await getJson<MatchResponse[]>('/api/matches/live');
    expect(live.length).toBeGreaterThanOrEqual(1);
    for (const m of live) {
      expect(m).toEqual(expect.objectContaining({ status: 'live', isLive: true, homeTeamName: expect.any(String) }));
      expect(m.elapsed).toBeGreaterThanOrEqual(1);
      expect(m.elapsed).toBeLessThanOrEqual(90);
      expect(m.homeScore).not.toBeNull();
    }
  });

  it("lists today's matches in Baghdad time, in kick-off order, every live one among them (one from last night too)", async () => {
    // One of the live matches kicked off before midnight, as at ten past midnight.
    const [lastNight] = await getJson<MatchResponse[]>('/api/matches/live');
    const { start: midnight } = zonedDayRange(new Date(), LEAGUE_TIME_ZONE);
    await t.app.get(DataSource).query(`UPDATE matches SET match_date = $2::timestamptz - interval '30 minutes' WHERE id = $1`, [lastNight.id, midnight]);
    t.app.get(ReadModelCache).invalidate(['matches']);
    const today = await getJson<MatchResponse[]>('/api/matches/today');
    const { start, end } = zonedDayRange(new Date(), LEAGUE_TIME_ZONE);
    expect(today.every((m) => m.isLive || (new Date(m.matchDate) >= start && new Date(m.matchDate) < end))).toBe(true);
    const live = await getJson<MatchResponse[]>('/api/matches/live');
    expect(today.filter((m) => m.isLive).map((m) => m.id)).toEqual(expect.arrayContaining(live.map((m) => m.id)));
    expect(today.map((m) => m.id)).toContain(lastNight.id);
    const dates = today.map((m) => m.matchDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('lists upcoming fixtures soonest first and recent results latest first', async () => {
    const upcoming = await getJson<MatchResponse[]>('/api/matches/upcoming');
    expect(upcoming).toHaveLength(20);
    expect(upcoming.every((m) => m.status === 'scheduled' && new Date(m.matchDate) > new Date())).toBe(true);
    expect(upcoming.every((m) => m.homeScore === null && m.elapsed === null && !m.isLive)).toBe(true);
    expect(upcoming.map((m) => m.matchDate)).toEqual(upcoming.map((m) => m.matchDate).sort());

    const recent = await getJson<MatchResponse[]>('/api/matches/recent?limit=15');
    expect(recent).toHaveLength(15);
    expect(recent.every((m) => m.status === 'finished' && m.homeScore !== null && m.awayScore !== null)).toBe(true);
    expect(recent.map((m) => m.matchDate)).toEqual(recent.map((m) => m.matchDate).sort().reverse());
  });

  it('filters by round and by team', async () => {
    const round = await getJson<MatchResponse[]>('/api/matches?round=32');
    expect(round).toHaveLength(10);
    expect(new Set(round.flatMap((m) => [m.homeTeamId, m.awayTeamId])).size).toBe(20);
    expect(new Set(round.map((m) => m.status))).toEqual(new Set(['finished', 'live', 'scheduled']));

    const [team] = await getJson<TeamResponse[]>('/api/teams');
    const season = await getJson<MatchResponse[]>(`/api/matches?teamId=${team.id}`);
    expect(season).toHaveLength(38);
    expect(season.every((m) => m.homeTeamId === team.id || m.awayTeamId === team.id)).toBe(true);
    const both = await getJson<MatchResponse[]>(`/api/matches?teamId=${team.id}&round=1`);
    expect(both).toHaveLength(1);
  });

  it('refuses malformed filters and limits', async () => {
    await expectError('/api/matches?round=39', 400, 'VALIDATION_FAILED', /^round must be from 1 to 38/);
    await expectError('/api/matches?teamId=x', 400, 'VALIDATION_FAILED', /^teamId must be a whole number/);
    await expectError('/api/matches/upcoming?limit=1000', 400, 'VALIDATION_FAILED', /^limit must be from 1 to 100$/);
  });
});

describe('GET /api/matches/:id', () => {
  it('gives a finished match with its timeline, whose goals add up to the score', async () => {
    const [latest] = await getJson<MatchResponse[]>('/api/matches/recent?limit=1');
    const match = await getJson<MatchDetailResponse>(`/api/matches/${latest.id}`);
    expect(match).toEqual(expect.objectContaining({ id: latest.id, status: 'finished' }));
    const goals = match.events.filter((e) => e.type === 'goal');
    expect(goals.filter((e) => e.teamId === match.homeTeamId)).toHaveLength(match.homeScore as number);
    expect(goals.filter((e) => e.teamId === match.awayTeamId)).toHaveLength(match.awayScore as number);
    expect(goals.every((e) => e.playerName && e.playerNameArabic && e.playerNameKurdish && e.minute !== null)).toBe(true);
    expect(match.events.filter((e) => e.assistPlayerId !== null).every((e) => e.assistPlayerNameArabic && e.assistPlayerNameKurdish)).toBe(true);
    for (const key of ['venueArabic', 'venueKurdish', 'refereeArabic', 'refereeKurdish'] as const) expect(match[key]).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(match.events.map((e) => e.version)).toEqual(match.events.map((_, i) => i + 1));
    expect(match.version).toBe(match.events.length);
    expect(match.events.at(-1)?.type).toBe('fulltime');
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    await expectError('/api/matches/424242', 404, 'MATCH_NOT_FOUND', /424242/);
    await expectError('/api/matches/1.5', 400, 'VALIDATION_FAILED', /^id must be a whole number/);
  });
});

describe('the rest of /api', () => {
  it('reports health of the database and Redis', async () => {
    expect(await getJson('/api/health')).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api().get('/api/no-such-thing').set('accept', 'text/html').expect(404);
    expect(res.body).toEqual(expect.objectContaining({ statusCode: 404, code: 'NOT_FOUND' }));
  });
});
