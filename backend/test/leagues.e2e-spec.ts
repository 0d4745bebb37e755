import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { waitFor } from '@isl/test-support';
import {
  LEAGUE_CODE_ALPHABET,
  LEAGUE_CODE_LENGTH,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_FAN,
  matchOutcome,
  SEASON,
  SOCKET_PATH,
  type LeagueMemberHistory,
  type LeaguePicksResponse,
  type LeagueResponse,
  type LeaguesUpdatePayload,
  type LeagueSummary,
  type MatchResponse,
  type PredictionOutcome,
} from '@isl/contracts';
import { DataSource } from 'typeorm';
import { leaguesFollowSettlements } from '../src/features/leagues';
import { LeagueRefreshService } from '../src/features/leagues/league-refresh.service';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { playMatch } from './support/play-match';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

let t: TestApp;
let admin: SignedIn;
let db: Client;
let worker: WorkerProcess | undefined;
let socket: Socket | undefined;

beforeAll(async () => {
  // The operator plays two whole rounds, more commands than a minute's writes allow one account.
  t = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await worker?.stop();
  await db?.end();
  await t?.close();
});

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const as = (fan: SignedIn) => ({
  get: (path: string) => api().get(path).set('cookie', fan.cookie),
  post: (path: string, body: object = {}) => api().post(path).set('origin', APP_ORIGIN).set('cookie', fan.cookie).send(body),
  patch: (path: string, body: object) => api().patch(path).set('origin', APP_ORIGIN).set('cookie', fan.cookie).send(body),
  delete: (path: string) => api().delete(path).set('origin', APP_ORIGIN).set('cookie', fan.cookie),
  put: (path: string, body: object) => api().put(path).set('origin', APP_ORIGIN).set('cookie', fan.cookie).send(body),
});
const fan = (firstName: string) => signUp(t, { firstName });
const create = async (owner: SignedIn, body: object = {}) =>
  (await as(owner).post('/api/leagues', { name: 'Friday five-a-side', game: 'predictions', ...body }).expect(201)).body as LeagueResponse;
const join = (member: SignedIn, code: string) => as(member).post('/api/leagues/join', { code });
const leagueOf = async (viewer: SignedIn, id: number, page = 1) => (await as(viewer).get(`/api/leagues/${id}?page=${page}`).expect(200)).body as LeagueResponse;
/** 201 and null, or the status and the error's code. */
const statusAndCode = (res: request.Response) => [res.status, res.status === 201 ? null : (res.body.code as string)];
const expectError = (res: request.Response, status: number, code: string) => expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
const follow = (who: SignedIn, clubIds: number[]) =>
  as(who).put('/api/notifications/preferences', { matchResults: false, teamSpecific: clubIds, predictions: false }).expect(200);
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

/** A round's matches that are all still to play, in id order: the rounds these tests play are theirs alone. */
async function roundMatches(round: number): Promise<MatchResponse[]> {
  const matches = (await api().get(`/api/matches?round=${round}`).expect(200)).body as MatchResponse[];
  expect(matches.length).toBeGreaterThan(1);
  expect(matches.every((match) => match.status === 'scheduled')).toBe(true);
  return [...matches].sort((a, b) => a.id - b.id);
}

const playTo = (match: MatchResponse, home: number, away: number) => playMatch(t, admin, match, home, away);

describe('creating and joining a league', () => {
  it('gives the creator a league with a readable code, and a friend joins it by that code in any case', async () => {
    const owner = await fan('Rawand');
    const friend = await fan('Sara');
    const league = await create(owner, { name: '  Erbil office  ' });
    expect(league).toEqual(
      expect.objectContaining({ name: 'Erbil office', game: 'predictions', season: SEASON, startRound: 1, clubId: null, memberCount: 1, joiningOpen: true, isOwner: true }),
    );
    expect(league.code).toMatch(new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{${LEAGUE_CODE_LENGTH}}$`));
    expect(league.table).toEqual([expect.objectContaining({ userId: owner.user.id, displayName: 'Rawand', rank: 1, points: 0, badges: [] })]);

    const preview = (await as(friend).get(`/api/leagues/join/${league.code!.toLowerCase()}`).expect(200)).body;
    expect(preview).toEqual({ id: league.id, name: 'Erbil office', game: 'predictions', season: SEASON, memberCount: 1, joiningOpen: true });
    // A fans' league is its members' only: before joining, the friend finds nothing.
    expectError(await as(friend).get(`/api/leagues/${league.id}`), 404, 'LEAGUE_NOT_FOUND');

    const joined = (await join(friend, ` ${league.code!.toLowerCase()} `).expect(201)).body as LeagueResponse;
    expect(joined).toEqual(expect.objectContaining({ id: league.id, memberCount: 2, isOwner: false, code: league.code, myRank: 1, myPoints: 0 }));
    expect(joined.me).toEqual(expect.objectContaining({ userId: friend.user.id, displayName: 'Sara', rank: 1 }));
    expect(joined.table.map((row) => row.userId).sort()).toEqual([owner.user.id, friend.user.id].sort());
    expect(((await as(friend).get('/api/leagues/mine').expect(200)).body as LeagueSummary[]).map((mine) => mine.id)).toEqual([league.id]);
  });

  it('starts a league from the round being played when asked', async () => {
    const owner = await fan('Dilan');
    const [{ round }] = await sql<{ round: number }>(
      `SELECT min(matchday) AS round FROM matches WHERE season = $1 AND status IN ('scheduled', 'live')`,
      [SEASON],
    );
    expect((await create(owner, { start: 'round', game: 'squad' })).startRound).toBe(round);
  });

  it('refuses a bad name or game, and an unknown code', async () => {
    const owner = await fan('Hemin');
    for (const body of [{ name: ' ab ' }, { name: 'x'.repeat(51) }, { name: 'Two\nlines' }, { game: 'darts' }, { start: 'tomorrow' }]) {
      const res = await as(owner).post('/api/leagues', { name: 'Fine name', game: 'predictions', ...body });
      expect(res.status).toBe(400);
    }
    expectError(await join(owner, 'NOSUCHCD'), 404, 'LEAGUE_NOT_FOUND');
    expectError(await as(owner).get('/api/leagues/join/NOSUCHCD'), 404, 'LEAGUE_NOT_FOUND');
    expect(await sql(`SELECT 1 FROM leagues WHERE owner_id = $1`, [owner.user.id])).toEqual([]);
  });

  it('refuses joining twice, a closed league and a full one', async () => {
    const owner = await fan('Karwan');
    const friend = await fan('Lana');
    const league = await create(owner);
    await join(friend, league.code!).expect(201);
    expectError(await join(friend, league.code!), 409, 'LEAGUE_ALREADY_MEMBER');
    expectError(await join(owner, league.code!), 409, 'LEAGUE_ALREADY_MEMBER');

    const late = await fan('Mariwan');
    expect((await as(owner).patch(`/api/leagues/${league.id}`, { joiningOpen: false }).expect(200)).body.joiningOpen).toBe(false);
    expectError(await join(late, league.code!), 409, 'LEAGUE_CLOSED');
    await as(owner).patch(`/api/leagues/${league.id}`, { joiningOpen: true }).expect(200);

    // The cap reads the count kept with the members: a league at the cap takes nobody.
    await sql(`UPDATE leagues SET member_count = $2 WHERE id = $1`, [league.id, MAX_LEAGUE_MEMBERS]);
    expectError(await join(late, league.code!), 409, 'LEAGUE_FULL');
    await sql(`UPDATE leagues SET member_count = $2 WHERE id = $1`, [league.id, MAX_LEAGUE_MEMBERS - 1]);
    // Two at once for the last place: one gets it.
    const other = await fan('Niga');
    const answers = (await Promise.all([join(late, league.code!), join(other, league.code!)])).map(statusAndCode);
    expect(answers.sort()).toEqual([[201, null], [409, 'LEAGUE_FULL']]);
    const [{ members }] = await sql<{ members: number }>(`SELECT count(*)::int AS members FROM league_members WHERE league_id = $1`, [league.id]);
    expect(members).toBe(3);
  });

  it(`stops a fan at ${MAX_LEAGUES_PER_FAN} fans' leagues, a club's league aside, even when joining two at once`, async () => {
    const busy = await fan('Omed');
    const [club] = await sql<{ id: number }>(`SELECT team_id AS id FROM season_clubs WHERE season = $1 ORDER BY team_id LIMIT 1`, [SEASON]);
    await follow(busy, [club.id]);
    expect(((await as(busy).get('/api/leagues/mine').expect(200)).body as LeagueSummary[]).map((league) => league.clubId)).toEqual([club.id]);
    for (let i = 1; i < MAX_LEAGUES_PER_FAN; i++) await create(busy, { name: `League number ${i}` });
    const owners = [await fan('Pshtiwan'), await fan('Rezhin')];
    const [first, second] = await Promise.all(owners.map((owner) => create(owner)));
    const answers = (await Promise.all([join(busy, first.code!), join(busy, second.code!)])).map(statusAndCode);
    expect(answers.sort()).toEqual([[201, null], [409, 'LEAGUE_LIMIT_REACHED']]);
    expectError(await as(busy).post('/api/leagues', { name: 'One too many', game: 'squad' }), 409, 'LEAGUE_LIMIT_REACHED');
    const mine = (await as(busy).get('/api/leagues/mine').expect(200)).body as LeagueSummary[];
    expect(mine.filter((league) => league.clubId === null)).toHaveLength(MAX_LEAGUES_PER_FAN);
    expect(mine.filter((league) => league.clubId !== null).map((league) => league.clubId)).toEqual([club.id]);

    // The count is the season's: ten of these leagues made a season gone by, the fan joins and creates again.
    await sql(`INSERT INTO seasons (label, starts_on, ends_on, tie_breaks, rounds) SELECT '2023-24', '2023-09-01', '2024-06-30', tie_breaks, rounds FROM seasons WHERE label = $1`, [SEASON]);
    await sql(`UPDATE leagues SET season = '2023-24' WHERE id = ANY($1::int[])`, [mine.filter((league) => league.clubId === null).slice(0, 10).map((league) => league.id)]);
    await join(busy, [first, second].find((league) => !mine.some((held) => held.id === league.id))!.code!).expect(201);
    await create(busy, { name: 'A new season' });
  });
});

describe("the creator's powers", () => {
  it('lets only the creator rename, regenerate the code and remove; a removed fan cannot come back by any code', async () => {
    const owner = await fan('Shvan');
    const member = await fan('Taban');
    const outsider = await fan('Vian');
    const league = await create(owner);
    await join(member, league.code!).expect(201);

    for (const res of [
      await as(member).patch(`/api/leagues/${league.id}`, { name: 'Mine now' }),
      await as(member).post(`/api/leagues/${league.id}/code`),
      await as(member).delete(`/api/leagues/${league.id}/members/${owner.user.id}`),
    ]) {
      expectError(res, 403, 'LEAGUE_NOT_OWNER');
    }
    for (const res of [
      await as(outsider).patch(`/api/leagues/${league.id}`, { name: 'Mine now' }),
      await as(outsider).post(`/api/leagues/${league.id}/code`),
      await as(outsider).delete(`/api/leagues/${league.id}/members/${member.user.id}`),
      await as(outsider).get(`/api/leagues/${league.id}/members/${owner.user.id}`),
      await as(outsider).get(`/api/leagues/${league.id}/picks?matchId=1`),
    ]) {
      expectError(res, 404, 'LEAGUE_NOT_FOUND');
    }
    expect((await leagueOf(owner, league.id)).name).toBe('Friday five-a-side');
    expect((await as(owner).patch(`/api/leagues/${league.id}`, { name: 'Saturday league' }).expect(200)).body.name).toBe('Saturday league');
    expect((await as(owner).patch(`/api/leagues/${league.id}`, { name: '  ' })).status).toBe(400);

    expectError(await as(owner).delete(`/api/leagues/${league.id}/members/${owner.user.id}`), 409, 'LEAGUE_OWNER_CANNOT_LEAVE');
    expectError(await as(owner).delete(`/api/leagues/${league.id}/members/${outsider.user.id}`), 404, 'LEAGUE_MEMBER_NOT_FOUND');
    await as(owner).delete(`/api/leagues/${league.id}/members/${member.user.id}`).expect(204);
    expect((await leagueOf(owner, league.id)).memberCount).toBe(1);
    expectError(await as(member).get(`/api/leagues/${league.id}`), 404, 'LEAGUE_NOT_FOUND');
    expectError(await join(member, league.code!), 403, 'LEAGUE_MEMBER_REMOVED');

    const renewed = (await as(owner).post(`/api/leagues/${league.id}/code`).expect(201)).body as LeagueResponse;
    expect(renewed.code).not.toBe(league.code);
    expectError(await join(member, league.code!), 404, 'LEAGUE_NOT_FOUND');
    expectError(await join(outsider, league.code!), 404, 'LEAGUE_NOT_FOUND');
    expectError(await join(member, renewed.code!), 403, 'LEAGUE_MEMBER_REMOVED');
    await join(outsider, renewed.code!).expect(201);
  });

  it('lets members leave, the creator only when alone, and the last one out deletes the league', async () => {
    const owner = await fan('Zana');
    const member = await fan('Aram');
    const league = await create(owner);
    await join(member, league.code!).expect(201);
    expectError(await as(owner).delete(`/api/leagues/${league.id}/membership`), 409, 'LEAGUE_OWNER_CANNOT_LEAVE');
    await as(member).delete(`/api/leagues/${league.id}/membership`).expect(204);
    expectError(await as(member).delete(`/api/leagues/${league.id}/membership`), 404, 'LEAGUE_NOT_FOUND');
    expect((await leagueOf(owner, league.id)).memberCount).toBe(1);
    // Leaving is not being removed: the fan may come back.
    await join(member, league.code!).expect(201);
    await as(member).delete(`/api/leagues/${league.id}/membership`).expect(204);
    await as(owner).delete(`/api/leagues/${league.id}/membership`).expect(204);
    expect(await sql(`SELECT id FROM leagues WHERE id = $1`, [league.id])).toEqual([]);
  });
});

describe("a club's league", () => {
  it('exists for every club of the seeded season, named after it, with no code and no creator', async () => {
    const clubs = await sql<{ name: string }>(`SELECT t.name FROM season_clubs c JOIN teams t ON t.id = c.team_id WHERE c.season = $1 ORDER BY t.id`, [SEASON]);
    const leagues = await sql<{ name: string; code: string | null; owner_id: string | null; game: string }>(
      `SELECT name, code, owner_id, game FROM leagues WHERE season = $1 AND club_id IS NOT NULL ORDER BY club_id`,
      [SEASON],
    );
    expect(leagues).toEqual(clubs.map(({ name }) => ({ name, code: null, owner_id: null, game: 'predictions' })));
  });

  it('holds the fans who follow the club, is seen by any fan, and is left by unfollowing', async () => {
    const [club] = await sql<{ id: number; name: string }>(
      `SELECT t.id, t.name FROM season_clubs c JOIN teams t ON t.id = c.team_id WHERE c.season = $1 ORDER BY t.id DESC LIMIT 1`,
      [SEASON],
    );
    const follower = await fan('Bahoz');
    const passerby = await fan('Chra');
    await follow(follower, [club.id]);
    const [clubLeague] = ((await as(follower).get('/api/leagues/mine').expect(200)).body as LeagueSummary[]).filter((league) => league.clubId === club.id);
    expect(clubLeague).toEqual(expect.objectContaining({ name: club.name, clubId: club.id, game: 'predictions', isOwner: false, myRank: 1 }));
    expect(clubLeague.code).toBeUndefined();

    const seen = await leagueOf(passerby, clubLeague.id);
    expect(seen).toEqual(expect.objectContaining({ id: clubLeague.id, me: null, myRank: null }));
    expect(seen.table.map((row) => row.userId)).toContain(follower.user.id);
    expect(seen.code).toBeUndefined();
    expectError(await as(passerby).get(`/api/leagues/${clubLeague.id}/members/${follower.user.id}`), 403, 'FORBIDDEN');
    expectError(await as(follower).delete(`/api/leagues/${clubLeague.id}/membership`), 409, 'LEAGUE_IS_CLUBS');

    // Following the club on the way to its page is enough to be in it.
    await follow(passerby, [club.id]);
    expect((await leagueOf(passerby, clubLeague.id)).me).toEqual(expect.objectContaining({ userId: passerby.user.id }));

    await follow(follower, []);
    expect(((await as(follower).get('/api/leagues/mine').expect(200)).body as LeagueSummary[]).some((league) => league.id === clubLeague.id)).toBe(false);
    expect((await leagueOf(passerby, clubLeague.id)).table.map((row) => row.userId)).not.toContain(follower.user.id);
  });
});

describe("members' picks", () => {
  it('are hidden before the kick-off and shown after, to members only', async () => {
    const owner = await fan('Darya');
    const member = await fan('Evin');
    const league = await create(owner);
    await join(member, league.code!).expect(201);
    const [match] = await roundMatches(37);
    await as(owner).post('/api/predictions', { matchId: match.id, prediction: 'home' }).expect(201);
    await as(member).post('/api/predictions', { matchId: match.id, prediction: 'away' }).expect(201);
    const picksOf = async (who: SignedIn) => (await as(who).get(`/api/leagues/${league.id}/picks?matchId=${match.id}`).expect(200)).body as LeaguePicksResponse;

    expect(await picksOf(owner)).toEqual({ matchId: match.id, revealed: false, picks: [], page: 1, pages: 0 });
    await command(match.id, { type: 'kickoff', confirmEarly: true });
    const shown = await picksOf(owner);
    expect(shown).toEqual(expect.objectContaining({ matchId: match.id, revealed: true, page: 1, pages: 1 }));
    expect([...shown.picks].sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: owner.user.id, displayName: 'Darya', prediction: 'home', homeScore: null, awayScore: null, joker: false, points: 0 },
        { userId: member.user.id, displayName: 'Evin', prediction: 'away', homeScore: null, awayScore: null, joker: false, points: 0 },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    expectError(await as(await fan('Firmesk')).get(`/api/leagues/${league.id}/picks?matchId=${match.id}`), 404, 'LEAGUE_NOT_FOUND');
    expectError(await as(owner).get(`/api/leagues/${league.id}/picks?matchId=2147483647`), 404, 'MATCH_NOT_FOUND');
  });
});

describe('a league after two rounds, settled by a worker', () => {
  /** Three fans' calls, one per match of each round, by index: they are right, wrong or level in each round on purpose. */
  const CALLS: Record<string, (index: number, result: PredictionOutcome) => PredictionOutcome> = {
    Goran: (index, result) => (index % 2 === 0 ? result : wrongCall(result)),
    Hana: (index, result) => (index % 3 === 0 || index === 1 ? result : wrongCall(result)),
    Ivan: () => 'draw',
  };
  const wrongCall = (result: PredictionOutcome): PredictionOutcome => (result === 'home' ? 'away' : 'home');
  /** Each round's scores by match index: a home win, a draw, an away win, and so on. */
  const scoreOf = (round: number, index: number): [number, number] => [[2, 1], [1, 1], [0, 1]][(index + round) % 3] as [number, number];

  it('ranks the members by the points of their predictions, names each round winner and badges them once', async () => {
    const rounds = [33, 34];
    const fans = Object.fromEntries(await Promise.all(Object.keys(CALLS).map(async (name) => [name, await fan(name)] as const))) as Record<string, SignedIn>;
    const league = await create(fans.Ivan, { name: 'Two rounds' });
    for (const name of ['Goran', 'Hana']) await join(fans[name], league.code!).expect(201);
    // The same three in a league that counts from round 34 only (as if made while round 34 was being played).
    const lastRoundOnly = await create(fans.Ivan, { name: 'Round 34 on' });
    for (const name of ['Goran', 'Hana']) await join(fans[name], lastRoundOnly.code!).expect(201);
    await sql(`UPDATE leagues SET start_round = 34 WHERE id = $1`, [lastRoundOnly.id]);

    const played = new Map(await Promise.all(rounds.map(async (round) => [round, await roundMatches(round)] as const)));
    for (const round of rounds) {
      for (const [index, match] of (played.get(round) as MatchResponse[]).entries()) {
        const result = matchOutcome(...scoreOf(round, index));
        for (const [name, call] of Object.entries(CALLS)) await as(fans[name]).post('/api/predictions', { matchId: match.id, prediction: call(index, result) }).expect(201);
      }
    }
    // An open league screen hears that the tables are new once they are: what it reads then has the new points.
    const heard: { payload: LeaguesUpdatePayload; pointsRead: Promise<number> }[] = [];
    socket = io(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`, { path: SOCKET_PATH, transports: ['websocket'] });
    socket.on('leagues:update', (payload: LeaguesUpdatePayload) =>
      heard.push({ payload, pointsRead: leagueOf(fans.Hana, league.id).then(({ table }) => table.reduce((sum, row) => sum + row.points, 0)) }),
    );
    await new Promise((resolve, reject) => (socket?.once('connect', () => resolve(null)), socket?.once('connect_error', reject)));
    worker = await startWorker(t, { WORKER_LOCK_MS: '1000' });
    for (const round of rounds) for (const [index, match] of (played.get(round) as MatchResponse[]).entries()) await playTo(match, ...scoreOf(round, index));

    // The points worked out here, from the calls and the results alone.
    const [{ outcomePoints }] = await sql<{ outcomePoints: number }>(`SELECT prediction_outcome_points AS "outcomePoints" FROM seasons WHERE label = $1`, [SEASON]);
    const roundPoints = (name: string, round: number) =>
      (played.get(round) as MatchResponse[]).reduce((sum, _match, index) => {
        const result = matchOutcome(...scoreOf(round, index));
        return sum + (CALLS[name](index, result) === result ? outcomePoints : 0);
      }, 0);
    const names = Object.keys(CALLS);
    const total = (name: string) => rounds.reduce((sum, round) => sum + roundPoints(name, round), 0);
    const expectedTable = names
      .map((name) => ({ userId: fans[name].user.id, displayName: name, points: total(name), rank: 1 + names.filter((other) => total(other) > total(name)).length }))
      .sort((a, b) => a.rank - b.rank || a.userId.localeCompare(b.userId));
    const winnersOf = (round: number) => {
      const best = Math.max(...names.map((name) => roundPoints(name, round)));
      return { best, names: names.filter((name) => best > 0 && roundPoints(name, round) === best) };
    };
    // The calls make a real contest: not everyone level, and someone scores in each round.
    expect(new Set(names.map(total)).size).toBeGreaterThan(1);
    for (const round of rounds) expect(winnersOf(round).best).toBeGreaterThan(0);

    const tableNow = async () => (await leagueOf(fans.Hana, league.id)).table.map(({ userId, displayName, points, rank }) => ({ userId, displayName, points, rank }));
    await waitFor(async () => JSON.stringify(await tableNow()) === JSON.stringify(expectedTable) || null, { timeoutMs: 60_000, intervalMs: 250, what: 'the league table' })
      .catch(() => undefined);
    expect(await tableNow()).toEqual(expectedTable);
    const fromRound34 = (await leagueOf(fans.Hana, lastRoundOnly.id)).table.map(({ displayName, points }) => [displayName, points]);
    expect(Object.fromEntries(fromRound34)).toEqual(Object.fromEntries(names.map((name) => [name, roundPoints(name, 34)])));
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.map((entry) => entry.payload)).toContainEqual({ season: SEASON, game: 'predictions' });
    expect(await heard[0].pointsRead).toBeGreaterThan(0);

    const lastRound = winnersOf(34);
    await waitFor(async () => (await leagueOf(fans.Ivan, league.id)).roundWinner?.complete || null, { timeoutMs: 30_000, intervalMs: 250, what: 'round 34 complete' });
    const seen = await leagueOf(fans.Ivan, league.id);
    expect(seen.roundWinner).toEqual({
      round: 34,
      points: lastRound.best,
      winners: lastRound.names.map((name) => ({ userId: fans[name].user.id, displayName: name })).sort((a, b) => a.userId.localeCompare(b.userId)),
      winnerCount: lastRound.names.length,
      complete: true,
    });
    expect(seen.me).toEqual(expect.objectContaining({ userId: fans.Ivan.user.id, points: total('Ivan') }));

    // Each round's winners hold the league's badge for it, exactly once, and the table shows it beside their names.
    const expectedBadges = rounds.flatMap((round) => winnersOf(round).names.map((name) => `${round}:${fans[name].user.id}`)).sort();
    const badgesNow = async () =>
      (await sql<{ round: number; user_id: string }>(`SELECT round, user_id FROM badges WHERE kind = 'leagueRoundWinner' AND league_id = $1`, [league.id]))
        .map((row) => `${row.round}:${row.user_id}`)
        .sort();
    await waitFor(async () => JSON.stringify(await badgesNow()) === JSON.stringify(expectedBadges) || null, { timeoutMs: 30_000, intervalMs: 250, what: 'the badges' }).catch(
      () => undefined,
    );
    expect(await badgesNow()).toEqual(expectedBadges);
    for (const row of seen.table) {
      const won = rounds.some((round) => winnersOf(round).names.includes(row.displayName as string));
      expect({ name: row.displayName, badge: row.badges.includes('leagueRoundWinner') }).toEqual({ name: row.displayName, badge: won });
    }

    // A member's history, round by round: the points above and the rounds they won.
    for (const name of names) {
      const history = (await as(fans.Goran).get(`/api/leagues/${league.id}/members/${fans[name].user.id}`).expect(200)).body as LeagueMemberHistory;
      expect(history.rounds.filter((line) => rounds.includes(line.round))).toEqual(
        rounds.map((round) => ({ round, points: roundPoints(name, round), wonRound: winnersOf(round).names.includes(name) })),
      );
      expect(history.rounds.filter((line) => !rounds.includes(line.round)).every((line) => line.points === 0 && !line.wonRound)).toBe(true);
    }
    expectError(await as(fans.Goran).get(`/api/leagues/${league.id}/members/${admin.user.id}`), 404, 'LEAGUE_MEMBER_NOT_FOUND');

    // Run again, the refresh changes nothing and awards nothing new.
    const refreshes = new LeagueRefreshService(t.app.get(DataSource));
    const again = await refreshes.refresh(SEASON, 'predictions', 34);
    expect(again).toEqual({ changedRows: 0, badges: 0 });
    expect(await badgesNow()).toEqual(expectedBadges);

    // Each refresh the settlements and squad scorings asked for takes its note off: none stays due.
    const due = () => sql(`SELECT data FROM work_due`);
    await waitFor(async () => (await due()).length === 0 || null, { timeoutMs: 30_000, intervalMs: 250, what: 'no league refresh due' }).catch(() => undefined);
    expect(await due()).toEqual([]);
    // A refresh whose job failed for good (out of retries) leaves its note, and the round's tables and winners
    // behind; once the note is older than any job could take, the worker's sweep does the refresh itself.
    const [lost] = played.get(34) as MatchResponse[];
    await t.app.get(DataSource).transaction((manager) =>
      leaguesFollowSettlements({ matchId: lost.id, version: lost.version, season: SEASON, round: 34, settled: 1, manager }),
    );
    await sql(`UPDATE league_members SET points = 0, rank = 1 WHERE league_id = $1`, [league.id]);
    await sql(`DELETE FROM league_round_winners WHERE league_id = $1 AND round = 34`, [league.id]);
    expect(await refreshes.healOverdue()).toEqual([]);
    await sql(`UPDATE work_due SET due_since = now() - interval '3 minutes'`);
    expect(await refreshes.healOverdue()).toEqual([{ season: SEASON, game: 'predictions', round: 34 }]);
    expect(await tableNow()).toEqual(expectedTable);
    expect((await leagueOf(fans.Ivan, league.id)).roundWinner).toEqual(seen.roundWinner);
    expect(await due()).toEqual([]);

    // Members who leave take their round wins with them, and the table and the winners are right at once: Hana
    // shared her wins, which stay with whoever she shared them with; Goran's are then worked out again.
    let stay = [...names];
    for (const leaver of ['Hana', 'Goran']) {
      await as(fans[leaver]).delete(`/api/leagues/${league.id}/membership`).expect(204);
      stay = stay.filter((name) => name !== leaver);
      const after = await leagueOf(fans.Ivan, league.id);
      expect(after.table.map((row) => [row.displayName, row.rank, row.points])).toEqual(
        stay
          .map((name) => [name, 1 + stay.filter((other) => total(other) > total(name)).length, total(name)] as const)
          .sort((a, b) => a[1] - b[1] || fans[a[0]].user.id.localeCompare(fans[b[0]].user.id)),
      );
      const best = Math.max(...stay.map((name) => roundPoints(name, 34)));
      expect(after.roundWinner).toEqual(
        expect.objectContaining({ round: 34, points: best, winnerCount: stay.filter((name) => roundPoints(name, 34) === best).length }),
      );
      expect(after.roundWinner?.winners.map((winner) => winner.displayName).sort()).toEqual(stay.filter((name) => roundPoints(name, 34) === best).sort());
    }
  }, 180_000);
});
