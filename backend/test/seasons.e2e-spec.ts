import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import {
  IRAQI_LEAGUE_RULES,
  matchOutcome,
  PREDICTION_OUTCOMES,
  type LeaderboardResponse,
  type MatchPage,
  type MatchResponse,
  type MyLeaderboardResponse,
  type SeasonResponse,
  type TeamResponse,
  type WeeklySquadResponse,
} from '@isl/contracts';
import { startSeason } from '../src/features/season-rollover';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { jsonOf, rawGet } from './support/raw-get';
import { settleNow } from './support/settlement';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// The seeded 2024-25 season is current; the test adds 2025-26 (four clubs, two rounds), plays its first round
// through the operator API with the fans' calls taken before kick-off, then makes it current as a rollover does.
// Reads go to a second api (a replica), so a cached read follows the change only through the 'seasons' topic.
const NEXT = '2025-26';
const SEEDED = '2024-25';

let a: TestApp;
let b: Replica;
let admin: SignedIn;
let ali: SignedIn;
let bushra: SignedIn;
let clubs: number[];
let nextMatches: MatchResponse[];

const server = () => a.app.getHttpServer();
const sql = <T>(query: string, params: unknown[] = []) => a.app.get(DataSource).query(query, params) as Promise<T[]>;

/** A read of the replica's cached read models, which must answer 200. */
async function read<T>(path: string): Promise<T> {
  const res = await rawGet(b.port, path);
  expect([path, res.status]).toEqual([path, 200]);
  return jsonOf<T>(res);
}

const refusal = async (path: string) => {
  const res = await rawGet(b.port, path);
  return { status: res.status, code: jsonOf<{ code: string }>(res).code };
};

const mine = async (fan: SignedIn, query: string) =>
  (await request(server()).get(`/api/predictions/leaderboard/me?${query}`).set('cookie', fan.cookie).expect(200)).body as MyLeaderboardResponse;

const command = (matchId: number, body: object) =>
  request(server()).post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

/** Plays a match of the next season to a result: the table, settlement and squads follow as for any match. */
async function play(match: MatchResponse, home: number, away: number) {
  await command(match.id, { type: 'kickoff', confirmEarly: true });
  for (let goal = 0; goal < home; goal++) await command(match.id, { type: 'goal', teamId: match.homeTeamId });
  for (let goal = 0; goal < away; goal++) await command(match.id, { type: 'goal', teamId: match.awayTeamId });
  await command(match.id, { type: 'halftime' });
  await command(match.id, { type: 'second_half' });
  await command(match.id, { type: 'fulltime' });
  await settleNow(a, match.id);
}

/** A fan's call through the API (before kick-off): right or wrong against the result the test will play. */
async function callNext(fan: SignedIn, match: MatchResponse, result: [number, number], right: boolean) {
  const outcome = matchOutcome(...result);
  const prediction = right ? outcome : PREDICTION_OUTCOMES.find((other) => other !== outcome);
  await request(server()).post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId: match.id, prediction }).expect(201);
}

/** A fan's call on a finished match of the seeded season, settled as the worker does. */
async function callSeeded(fan: SignedIn, match: MatchResponse, right: boolean) {
  const outcome = matchOutcome(match.homeScore as number, match.awayScore as number);
  const prediction = right ? outcome : PREDICTION_OUTCOMES.find((other) => other !== outcome);
  await sql(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, $3)`, [fan.user.id, match.id, prediction]);
}

/** Makes `label` the current season and tells every api, as the rollover does: one transaction, then the 'seasons' topic. */
/** The admin command's rollover: every read that defaults to the current season must follow it on every api. */
async function makeCurrent(label: string) {
  await startSeason(a.app.get(DataSource), label, null);
}

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  admin = await signUp(a, { role: 'admin' });
  ali = await signUp(a, { firstName: 'Ali' });
  bushra = await signUp(a, { firstName: 'Bushra' });

  clubs = ((await request(server()).get('/api/teams').expect(200)).body as TeamResponse[]).slice(0, 4).map((team) => team.id);
  // The seeded season's dates are its fixtures', anchored to the day of seeding: the next one starts after it.
  await sql(
    `INSERT INTO seasons (label, starts_on, ends_on, is_current, tie_breaks, rounds)
     SELECT $1, ends_on + 1, ends_on + 300, false, $2, 2 FROM seasons WHERE label = $3`,
    [NEXT, JSON.stringify(IRAQI_LEAGUE_RULES.tieBreaks), SEEDED],
  );
  await sql(`INSERT INTO season_clubs (season, team_id) SELECT $1, unnest($2::int[])`, [NEXT, clubs]);
  const [c1, c2, c3, c4] = clubs;
  const fixtures = [[c1, c2, 1], [c3, c4, 1], [c1, c3, 2], [c2, c4, 2]];
  for (const [index, [home, away, round]] of fixtures.entries()) {
    await sql(
      `INSERT INTO matches (home_team_id, away_team_id, match_date, matchday, season) VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)`,
      [home, away, index + 1, round, NEXT],
    );
  }
  nextMatches = ((await request(server()).get(`/api/matches?season=${NEXT}`).expect(200)).body as MatchResponse[]);

  // 2024-25: Ali calls two results right (20 points), Bushra one of two (10).
  const seeded = (await request(server()).get('/api/matches/recent?limit=2').expect(200)).body as MatchResponse[];
  for (const [index, match] of seeded.entries()) {
    await callSeeded(ali, match, true);
    await callSeeded(bushra, match, index === 0);
  }
  for (const match of seeded) await settleNow(a, match.id);

  // 2025-26, round 1: 2-0 and 1-1. Bushra calls both right (20 points), Ali neither (0).
  const [first, second] = nextMatches;
  await callNext(bushra, first, [2, 0], true);
  await callNext(bushra, second, [1, 1], true);
  await callNext(ali, first, [2, 0], false);
  await callNext(ali, second, [1, 1], false);
  await play(first, 2, 0);
  await play(second, 1, 1);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A table as (club, position, played, points), to compare seasons by. */
const positions = (table: TeamResponse[]) => table.map((team) => [team.id, team.currentPosition, team.matchesPlayed, team.points]);
const board = (path: string) => read<LeaderboardResponse>(path);
const pointsOf = (response: LeaderboardResponse) => response.entries.map((entry) => [entry.displayName, entry.points]);

let seededTable: TeamResponse[];
let seededBoard: LeaderboardResponse;

describe('while 2024-25 is current', () => {
  it('lists both seasons, newest first, with the current flag and each one\'s rules', async () => {
    const seasons = await read<SeasonResponse[]>('/api/seasons');
    expect(seasons.map((season) => [season.label, season.isCurrent, season.rules.rounds])).toEqual([
      [NEXT, false, 2],
      [SEEDED, true, 38],
    ]);
  });

  it("gives each season its own table: the default is the current season's", async () => {
    seededTable = await read<TeamResponse[]>('/api/teams');
    expect(seededTable).toHaveLength(20);
    expect(await read<TeamResponse[]>(`/api/teams?season=${SEEDED}`)).toEqual(seededTable);
    const [c1, c2, c3, c4] = clubs;
    const next = positions(await read<TeamResponse[]>(`/api/teams?season=${NEXT}`));
    // c3 and c4 drew each other: level on everything, they are second and third in the order of their names.
    expect([next[0], next[3]]).toEqual([[c1, 1, 1, 3], [c2, 4, 1, 0]]);
    expect(next.slice(1, 3).map(([id]) => id).sort()).toEqual([c3, c4].sort());
    expect(next.slice(1, 3).map(([, ...figures]) => figures)).toEqual([[2, 1, 1], [3, 1, 1]]);
  });

  it("gives a season's round, its pages of fixtures and results, and its latest results", async () => {
    const round1 = await read<MatchResponse[]>(`/api/matches?season=${NEXT}&round=1`);
    expect(round1.map((match) => [match.id, match.season, match.matchday, match.status])).toEqual(
      nextMatches.slice(0, 2).map((match) => [match.id, NEXT, 1, 'finished']),
    );
    expect((await read<MatchResponse[]>('/api/matches?round=1')).every((match) => match.season === SEEDED)).toBe(true);
    expect((await read<MatchResponse[]>(`/api/matches?season=${NEXT}&round=2&teamId=${clubs[0]}`)).map((match) => match.id)).toEqual([nextMatches[2].id]);
    expect((await read<MatchPage>(`/api/matches/results?season=${NEXT}`)).total).toBe(2);
    expect((await read<MatchPage>(`/api/matches/fixtures?season=${NEXT}`)).items.map((match) => match.id)).toEqual(nextMatches.slice(2).map((m) => m.id));
    expect((await read<MatchResponse[]>(`/api/matches/recent?season=${NEXT}`)).map((match) => match.id)).toEqual([nextMatches[1].id, nextMatches[0].id]);
    expect((await read<MatchResponse[]>(`/api/matches/upcoming?season=${NEXT}`)).map((match) => match.id)).toEqual(nextMatches.slice(2).map((m) => m.id));
    expect((await read<MatchResponse[]>('/api/matches/recent')).every((match) => match.season === SEEDED)).toBe(true);
  });

  it("refuses a round beyond the season's rounds, an unknown season and a malformed label", async () => {
    expect(await refusal(`/api/matches?season=${NEXT}&round=3`)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal(`/api/matches/fixtures?season=${NEXT}&round=3`)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await read<MatchResponse[]>('/api/matches?round=38')).toHaveLength(10);
    for (const path of ['/api/teams', '/api/matches', '/api/matches/results', '/api/matches/recent', '/api/predictions/leaderboard?period=season&']) {
      const join = path.endsWith('&') ? '' : '?';
      expect(await refusal(`${path}${join}season=2030-31`)).toEqual({ status: 404, code: 'SEASON_NOT_FOUND' });
      expect(await refusal(`${path}${join}season=2025`)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      // Digits in the label's shape, but 99 is not the year after 2024.
      expect(await refusal(`${path}${join}season=2024-99`)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await refusal(`/api/predictions/leaderboard?period=month&season=${NEXT}`)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it("ranks a season's board by that season's points only, and the all-time board by both", async () => {
    seededBoard = await board('/api/predictions/leaderboard?period=season');
    expect(seededBoard.season).toBe(SEEDED);
    expect(pointsOf(seededBoard)).toEqual([['Ali', 20], ['Bushra', 10]]);
    expect(await board(`/api/predictions/leaderboard?period=season&season=${SEEDED}`)).toEqual(seededBoard);
    const next = await board(`/api/predictions/leaderboard?period=season&season=${NEXT}`);
    expect([next.season, pointsOf(next)]).toEqual([NEXT, [['Bushra', 20], ['Ali', 0]]]);
    const all = await board('/api/predictions/leaderboard?period=all');
    expect([all.season, pointsOf(all)]).toEqual([null, [['Bushra', 30], ['Ali', 20]]]);
    expect((await mine(ali, `period=season&season=${NEXT}`)).entry).toMatchObject({ rank: 2, points: 0, totalPredictions: 2 });
    expect((await mine(ali, 'period=all')).entry).toMatchObject({ rank: 2, points: 20, totalPredictions: 4 });
    expect((await mine(ali, 'period=season')).entry).toMatchObject({ rank: 1, points: 20, totalPredictions: 2 });
  });
});

describe('once 2025-26 is made current', () => {
  beforeAll(async () => {
    await read<TeamResponse[]>('/api/teams');
    await makeCurrent(NEXT);
    await waitFor(async () => (await read<TeamResponse[]>('/api/teams')).length === 4, { timeoutMs: 10_000, what: 'the 2025-26 table' });
  });

  it('the default reads follow it: table, rounds, latest results, the season board and the squad screen', async () => {
    expect((await read<TeamResponse[]>('/api/teams')).map((team) => team.id).sort()).toEqual([...clubs].sort());
    expect((await read<MatchResponse[]>('/api/matches?round=1')).map((match) => match.id)).toEqual(nextMatches.slice(0, 2).map((m) => m.id));
    expect(await refusal('/api/matches?round=3')).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await read<MatchResponse[]>('/api/matches/recent')).map((match) => match.id)).toEqual([nextMatches[1].id, nextMatches[0].id]);
    const seasonBoard = await board('/api/predictions/leaderboard?period=season');
    expect([seasonBoard.season, pointsOf(seasonBoard)]).toEqual([NEXT, [['Bushra', 20], ['Ali', 0]]]);
    expect((await read<SeasonResponse[]>('/api/seasons')).map((season) => [season.label, season.isCurrent])).toEqual([[NEXT, true], [SEEDED, false]]);
    const squad = (await request(server()).get('/api/weekly-squad').set('cookie', ali.cookie).expect(200)).body as WeeklySquadResponse;
    // Round 1 was played ahead of its scheduled days, so its squads locked at the real kick-off: fans pick round 2.
    expect([squad.season, squad.week]).toEqual([NEXT, 2]);
  });

  it("the old season's table and leaderboard stay as they were, readable by name", async () => {
    expect(await read<TeamResponse[]>(`/api/teams?season=${SEEDED}`)).toEqual(seededTable);
    expect(await board(`/api/predictions/leaderboard?period=season&season=${SEEDED}`)).toEqual(seededBoard);
    expect((await read<MatchResponse[]>(`/api/matches?season=${SEEDED}&round=38`)).every((match) => match.season === SEEDED)).toBe(true);
    const history = await request(server()).get(`/api/weekly-squad/history?season=${SEEDED}`).set('cookie', ali.cookie).expect(200);
    expect(history.body).toEqual([]);
    const round = await request(server()).get(`/api/weekly-squad/leaderboard?season=${SEEDED}&week=38`).set('cookie', ali.cookie).expect(200);
    expect(round.body).toMatchObject({ season: SEEDED, week: 38, squads: 0 });
    const unknown = await request(server()).get('/api/weekly-squad/history?season=2030-31').set('cookie', ali.cookie).expect(404);
    expect(unknown.body.code).toBe('SEASON_NOT_FOUND');
  });
});
