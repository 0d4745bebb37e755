import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { positionGroup, SEASON, type MatchResponse, type PlayerPosition, type PositionGroup, type WeeklySquadResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { pickStartingEleven, type SquadMember } from '../src/features/matches/lineup';
import { SquadScoringService } from '../src/features/weekly-squads/squad-scoring.service';
import { rescoreRound } from '../src/features/weekly-squads/squad-scoring';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

let t: TestApp;
let admin: SignedIn;
let db: Client;
let worker: WorkerProcess | undefined;
let players: (SquadMember & { name: string })[];
let pickWeek: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  players = (
    await db.query(`SELECT id, team_id AS "teamId", position, rating::text AS rating, is_injured AS "isInjured", name FROM players ORDER BY id`)
  ).rows;
  pickWeek = ((await api().get('/api/weekly-squad').set('cookie', admin.cookie).expect(200)).body as WeeklySquadResponse).week;
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await db?.end();
  await t?.close();
});

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const submit = (fan: SignedIn | null, body: object) => {
  const req = api().post('/api/weekly-squad').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
  return (fan ? req.set('cookie', fan.cookie) : req).send(body);
};
const squadOf = async (fan: SignedIn, week?: number) =>
  (await api().get(`/api/weekly-squad${week ? `?week=${week}` : ''}`).set('cookie', fan.cookie).expect(200)).body as WeeklySquadResponse;
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

/** The players of a position group who are not injured, but those in `except`. */
const fitPlayers = (group: PositionGroup, except: number[] = []) =>
  players.filter((p) => !p.isInjured && positionGroup(p.position as PlayerPosition) === group && !except.includes(p.id));

/** A valid 4-3-3 in slot order, at most 3 a club, none injured, taken from clubs not in `avoidTeams`. */
function validEleven(avoidTeams: number[] = []): number[] {
  const perClub = new Map<number, number>();
  const picked: number[] = [];
  for (const [group, count] of [['GK', 1], ['DEF', 4], ['MID', 3], ['FWD', 3]] as const) {
    for (const player of fitPlayers(group).filter((p) => !avoidTeams.includes(p.teamId))) {
      if (picked.filter((id) => positionGroup(players.find((p) => p.id === id)!.position as PlayerPosition) === group).length === count) break;
      if ((perClub.get(player.teamId) ?? 0) >= 2) continue;
      perClub.set(player.teamId, (perClub.get(player.teamId) ?? 0) + 1);
      picked.push(player.id);
    }
  }
  return picked;
}

const squadRows = async (fan: SignedIn) => (await sql<{ n: string }>(`SELECT count(*) AS n FROM weekly_squads WHERE user_id = $1`, [fan.user.id]))[0].n;

describe('picking a squad', () => {
  it('opens the first round whose deadline is ahead: the seeded season is in round 32, so fans pick for 33', async () => {
    const fan = await signUp(t);
    const squad = await squadOf(fan);
    expect(squad).toEqual(expect.objectContaining({ week: 33, pickWeek: 33, season: SEASON, status: 'not_submitted', locked: false, playerIds: [], players: [] }));
    const [{ deadline }] = await sql<{ deadline: Date }>(`SELECT min(match_date) AS deadline FROM matches WHERE matchday = 33 AND status <> 'cancelled'`);
    expect(squad.deadline).toBe(deadline.toISOString());
    expect((await squadOf(fan, 32)).locked).toBe(true);
  });

  it('saves a valid 4-3-3 and replaces it until the deadline', async () => {
    const fan = await signUp(t);
    const first = validEleven();
    const saved = (await submit(fan, { week: pickWeek, formation: '4-3-3', playerIds: first }).expect(201)).body as WeeklySquadResponse;
    expect(saved).toEqual(expect.objectContaining({ week: pickWeek, status: 'submitted', playerIds: first, totalPoints: 0, rank: null }));
    expect(saved.players.map((p) => p.id)).toEqual(first);
    const second = [...first.slice(0, 10), fitPlayers('FWD', first).find((p) => !first.some((id) => players.find((q) => q.id === id)!.teamId === p.teamId))!.id];
    await submit(fan, { week: pickWeek, formation: '4-3-3', playerIds: second }).expect(201);
    expect((await squadOf(fan)).playerIds).toEqual(second);
    expect(await squadRows(fan)).toBe('1');
  });

  it.each<[string, number, string, (eleven: number[]) => object]>([
    ['10 players', 400, 'SQUAD_SIZE', (eleven) => ({ playerIds: eleven.slice(0, 10) })],
    ['12 players', 400, 'SQUAD_SIZE', (eleven) => ({ playerIds: [...eleven, fitPlayers('FWD', eleven)[0].id] })],
    ['a player twice', 400, 'SQUAD_DUPLICATE_PLAYER', (eleven) => ({ playerIds: [...eleven.slice(0, 10), eleven[9]] })],
    ['an unknown player', 400, 'SQUAD_UNKNOWN_PLAYER', (eleven) => ({ playerIds: [...eleven.slice(0, 10), 999_999] })],
    ['a 3-5-2', 400, 'SQUAD_FORMATION', () => ({ formation: '3-5-2' })],
    ['two goalkeepers', 400, 'SQUAD_POSITIONS', (eleven) => ({ playerIds: [...eleven.slice(0, 10), fitPlayers('GK', eleven).find((p) => p.teamId !== players.find((q) => q.id === eleven[0])!.teamId)!.id] })],
    ['four from one club', 400, 'SQUAD_CLUB_LIMIT', () => ({ playerIds: fourFromOneClub() })],
    ['an injured player', 400, 'SQUAD_PLAYER_INJURED', (eleven) => ({ playerIds: withInjured(eleven) })],
    ['a round already under way', 409, 'SQUAD_LOCKED', () => ({ week: 32 })],
    ['a round that is not in the season', 400, 'SQUAD_ROUND_UNKNOWN', () => ({ week: 39 })],
    ['playerIds that are not numbers', 400, 'VALIDATION_FAILED', () => ({ playerIds: ['7'] })],
  ])('refuses %s (%i %s) and writes nothing', async (_, status, code, change) => {
    const fan = await signUp(t);
    const eleven = validEleven();
    const res = await submit(fan, { week: pickWeek, formation: '4-3-3', playerIds: eleven, ...change(eleven) }).expect(status);
    expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String), requestId: expect.any(String) });
    expect(await squadRows(fan)).toBe('0');
  });

  it('refuses a signed-out fan (401)', async () => {
    await submit(null, { week: pickWeek, formation: '4-3-3', playerIds: validEleven() }).expect(401);
    await api().get('/api/weekly-squad').expect(401);
  });
});

/** A valid eleven but for four defenders of one club. */
function fourFromOneClub(): number[] {
  const club = [...new Set(players.map((p) => p.teamId))].find((teamId) => fitPlayers('DEF').filter((p) => p.teamId === teamId).length >= 4)!;
  const defenders = fitPlayers('DEF').filter((p) => p.teamId === club).slice(0, 4).map((p) => p.id);
  const rest = validEleven([club]);
  return [rest[0], ...defenders, ...rest.slice(5)];
}

/** The eleven with its last forward swapped for an injured one (one made injured if the seed has none). */
function withInjured(eleven: number[]): number[] {
  const injured = players.find((p) => p.isInjured && positionGroup(p.position as PlayerPosition) === 'FWD' && !eleven.includes(p.id));
  if (!injured) throw new Error('the seed has no injured forward');
  return [...eleven.slice(0, 10), injured.id];
}

describe('scoring a round', () => {
  let match: MatchResponse;
  let home: SquadMember[];
  let away: SquadMember[];
  const byGroup = (eleven: SquadMember[], group: PositionGroup) => eleven.filter((p) => positionGroup(p.position) === group);

  beforeAll(async () => {
    const upcoming = (await api().get('/api/matches/upcoming?limit=50').expect(200)).body as MatchResponse[];
    match = upcoming.find((m) => m.matchday === pickWeek)!;
    home = pickStartingEleven(players.filter((p) => p.teamId === match.homeTeamId));
    away = pickStartingEleven(players.filter((p) => p.teamId === match.awayTeamId));
    worker = await startWorker(t);
  }, 60_000);

  it('scores squads from the match as it finishes, by hand-computed points; a correction re-scores; reruns change nothing', async () => {
    const [homeGk] = byGroup(home, 'GK');
    const [homeDef] = byGroup(home, 'DEF');
    const [homeMid] = byGroup(home, 'MID');
    const [awayDef] = byGroup(away, 'DEF');
    const [awayMid] = byGroup(away, 'MID');
    const [awayFwd] = byGroup(away, 'FWD');
    // Three from each of the two clubs, the other five from clubs not playing this match (they score 0).
    const others = validEleven([match.homeTeamId, match.awayTeamId]);
    const eleven = [homeGk.id, homeDef.id, awayDef.id, others[1], others[2], homeMid.id, awayMid.id, others[5], awayFwd.id, others[8], others[9]];
    const fan = await signUp(t);
    await submit(fan, { week: pickWeek, formation: '4-3-3', playerIds: eleven }).expect(201);
    const keeperOnly = await signUp(t);
    await submit(keeperOnly, { week: pickWeek, formation: '4-3-3', playerIds: [homeGk.id, ...others.slice(1)] }).expect(201);
    const twin = await signUp(t);
    await submit(twin, { week: pickWeek, formation: '4-3-3', playerIds: eleven }).expect(201);
    // A home defender left out of the starting eleven: kick-off puts him on no sheet.
    const benchDef = fitPlayers('DEF').find((p) => p.teamId === match.homeTeamId && !home.some((starter) => starter.id === p.id));
    if (!benchDef) throw new Error('the home club has no fifth fit defender');
    const benched = await signUp(t);
    await submit(benched, { week: pickWeek, formation: '4-3-3', playerIds: [others[0], benchDef.id, ...others.slice(2)] }).expect(201);
    // Once a match of the round kicks off, the squad screen opens on the next round: this one is read by number.
    const roundStatusOf = async (who: SignedIn, id: number) => (await squadOf(who, pickWeek)).players.find((p) => p.id === id)?.roundStatus;

    await command(match.id, { type: 'kickoff', confirmEarly: true });
    expect(await roundStatusOf(benched, benchDef.id)).toBe('awaiting');
    await setMatchClock(t, match.id, 30);
    await command(match.id, { type: 'goal', teamId: match.homeTeamId, playerId: homeMid.id, assistPlayerId: homeDef.id, minute: 30 });
    // Cards have no console command (a data feed records them): on the timeline as the feed would put them.
    await sql(
      `INSERT INTO match_events (match_id, type, minute, team_id, player_id, version)
       SELECT $1, t.type, t.minute, $2, t.player_id, m.version FROM matches m,
              (VALUES ('yellow_card', 35, $3::int), ('red_card', 40, $4::int)) AS t(type, minute, player_id) WHERE m.id = $1`,
      [match.id, match.awayTeamId, awayDef.id, awayFwd.id],
    );
    await command(match.id, { type: 'halftime' });
    await command(match.id, { type: 'second_half' });
    await command(match.id, { type: 'fulltime' });

    // By hand: keeper 2 + clean sheet 4 = 6; defender 2 + assist 3 + clean sheet 4 = 9; midfielder 2 + goal 5
    // + clean sheet 1 = 8; away defender 2 - yellow 1 = 1; away forward sent off at 40': 1 - 3 = -2; away
    // midfielder 2 (no clean sheet: they conceded). 6 + 9 + 8 + 1 - 2 + 2 = 24.
    const scored = async (who: SignedIn, points: number) =>
      waitFor(async () => (await squadOf(who, pickWeek)).totalPoints === points, { timeoutMs: 20_000, what: `${points} points` });
    await scored(fan, 24);
    const squad = await squadOf(fan, pickWeek);
    expect(squad.rank).toBe(1);
    const pointsOf = (id: number) => squad.players.find((p) => p.id === id)?.points;
    expect(pointsOf(homeDef.id)).toEqual({ appearance: 2, goals: 0, assists: 3, cleanSheet: 4, cards: 0, total: 9 });
    expect(pointsOf(awayFwd.id)).toEqual({ appearance: 1, goals: 0, assists: 0, cleanSheet: 0, cards: -3, total: -2 });
    expect(pointsOf(others[1])).toBeNull();
    // Played, or not: his club's match is scored; the others' clubs have yet to play theirs.
    expect(squad.players.find((p) => p.id === homeDef.id)?.roundStatus).toBe('played');
    expect(squad.players.find((p) => p.id === others[1])?.roundStatus).toBe('awaiting');
    const benchedSquad = await squadOf(benched, pickWeek);
    expect(benchedSquad.players.find((p) => p.id === benchDef.id)).toEqual(expect.objectContaining({ points: null, roundStatus: 'did_not_play' }));
    expect(benchedSquad.totalPoints).toBe(0);
    expect((await squadOf(keeperOnly, pickWeek)).totalPoints).toBe(6);
    // Equal points share a rank: the twins are both first, the keeper-only squad third.
    expect((await squadOf(twin, pickWeek)).rank).toBe(1);
    expect((await squadOf(keeperOnly, pickWeek)).rank).toBe(3);

    const board = (await api().get(`/api/weekly-squad/leaderboard?week=${pickWeek}`).set('cookie', keeperOnly.cookie).expect(200)).body;
    expect(board.entries.slice(0, 3).map((e: { rank: number; totalPoints: number }) => [e.rank, e.totalPoints])).toEqual([[1, 24], [1, 24], [3, 6]]);
    expect(board.entries[2].isCurrentUser).toBe(true);

    // A correction to 1-1 takes the home clean sheets away: keeper 2, defender 5, midfielder 7; 15 in all.
    await command(match.id, { type: 'correct_score', homeScore: 1, awayScore: 1, addGoals: [{ teamId: match.awayTeamId, minute: 75 }] });
    await scored(fan, 15);
    await scored(keeperOnly, 2);

    // Scoring again, and twice at once as two workers would, writes the same numbers.
    // The worker's service, here on the api's connection pool.
    const scoring = new SquadScoringService(t.app.get(DataSource));
    expect(await scoring.scoreMatch(match.id)).toBeNull();
    await sql(`DELETE FROM squad_scorings WHERE match_id = $1`, [match.id]);
    const runs = await Promise.all([scoring.scoreMatch(match.id), scoring.scoreMatch(match.id)]);
    expect(runs.filter(Boolean)).toEqual([{ season: SEASON, week: pickWeek }]);
    expect([(await squadOf(fan, pickWeek)).totalPoints, (await squadOf(keeperOnly, pickWeek)).totalPoints, (await squadOf(twin, pickWeek)).rank]).toEqual([15, 2, 1]);
  }, 60_000);

  it("lists a fan's past rounds with points and rank", async () => {
    const fan = await signUp(t);
    const eleven = validEleven();
    await sql(`INSERT INTO weekly_squads (user_id, week, season, formation, player_ids) VALUES ($1, 31, $2, '4-3-3', $3)`, [fan.user.id, SEASON, JSON.stringify(eleven)]);
    await t.app.get(DataSource).transaction((manager) => rescoreRound(manager, SEASON, 31));
    const [{ expected }] = await sql<{ expected: number }>(
      `SELECT coalesce(sum(points), 0)::int AS expected FROM player_match_points WHERE season = $1 AND round = 31 AND player_id = ANY($2)`,
      [SEASON, eleven],
    );
    const history = (await api().get('/api/weekly-squad/history').set('cookie', fan.cookie).expect(200)).body;
    expect(history).toEqual([{ week: 31, totalPoints: expected, rank: 1, squads: 1 }]);
    expect(expected).not.toBe(0);
  });
});

describe('the deadline', () => {
  it("locks a round's squads once its first match kicks off, even before its scheduled time (SQUAD_LOCKED)", async () => {
    const week = pickWeek + 1;
    const [first] = await sql<{ id: number }>(`SELECT id FROM matches WHERE season = $1 AND matchday = $2 ORDER BY match_date, id LIMIT 1`, [SEASON, week]);
    const fan = await signUp(t);
    const eleven = validEleven();
    await submit(fan, { week, formation: '4-3-3', playerIds: eleven }).expect(201);
    // An operator starts the round's first match well before its time, confirming it is early.
    await command(first.id, { type: 'kickoff', confirmEarly: true });
    const res = await submit(fan, { week, formation: '4-3-3', playerIds: validEleven([players.find((p) => p.id === eleven[0])!.teamId]) }).expect(409);
    expect(res.body.code).toBe('SQUAD_LOCKED');
    expect((await squadOf(fan, week)).playerIds).toEqual(eleven);
  });
});
