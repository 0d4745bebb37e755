import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { positionGroup, SEASON, type MatchResponse, type PlayerPosition, type PositionGroup, type SquadLeaderboardResponse, type WeeklySquadResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { pickStartingEleven, type SquadMember } from '../src/features/matches/lineup';
import type { SquadScoringFollowUp } from '../src/features/weekly-squads';
import { SquadScoringService } from '../src/features/weekly-squads/squad-scoring.service';
import { liveMessages } from '../src/platform/live/live-events';
import { RELAY_LOCK_KEY } from '../src/platform/outbox/outbox-relay.service';
import { rescoreRound } from '../src/features/weekly-squads/squad-scoring';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { fitPlayersOf, squadPlayers, validElevenOf, type SquadPlayer } from './support/squads';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

let t: TestApp;
let admin: SignedIn;
let db: Client;
let worker: WorkerProcess | undefined;
let players: SquadPlayer[];
let pickWeek: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  players = await squadPlayers(db);
  pickWeek = ((await api().get('/api/weekly-squad').set('cookie', admin.cookie).expect(200)).body as WeeklySquadResponse).week;
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await db?.end();
  await t?.close();
});

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
/** A squad's body for the round being picked: its first two players captain and vice-captain, unless `body` says otherwise. */
const squadBody = (playerIds: number[], body: object = {}) => ({ week: pickWeek, formation: '4-3-3', playerIds, captainId: playerIds[0], viceCaptainId: playerIds[1], ...body });
const submit = (fan: SignedIn | null, body: object) => {
  const req = api().post('/api/weekly-squad').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
  return (fan ? req.set('cookie', fan.cookie) : req).send(body);
};
const squadOf = async (fan: SignedIn, week?: number) =>
  (await api().get(`/api/weekly-squad${week ? `?week=${week}` : ''}`).set('cookie', fan.cookie).expect(200)).body as WeeklySquadResponse;
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

const fitPlayers = (group: PositionGroup, except: number[] = []) => fitPlayersOf(players, group, except);
const validEleven = (avoidTeams: number[] = []) => validElevenOf(players, avoidTeams);

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
    const saved = (await submit(fan, squadBody(first, { captainId: first[9], viceCaptainId: first[5] })).expect(201)).body as WeeklySquadResponse;
    expect(saved).toEqual(expect.objectContaining({ week: pickWeek, status: 'submitted', playerIds: first, captainId: first[9], viceCaptainId: first[5], totalPoints: 0, rank: null }));
    expect(saved.players.map((p) => p.id)).toEqual(first);
    // Nothing played yet: no lines.
    expect(saved.players.every((p) => p.breakdown.length === 0)).toBe(true);
    const second = [...first.slice(0, 10), fitPlayers('FWD', first).find((p) => !first.some((id) => players.find((q) => q.id === id)!.teamId === p.teamId))!.id];
    await submit(fan, squadBody(second, { captainId: second[10], viceCaptainId: second[9] })).expect(201);
    expect(await squadOf(fan)).toEqual(expect.objectContaining({ playerIds: second, captainId: second[10], viceCaptainId: second[9] }));
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
    ['no captain', 400, 'VALIDATION_FAILED', () => ({ captainId: undefined })],
    ['no vice-captain', 400, 'VALIDATION_FAILED', () => ({ viceCaptainId: undefined })],
    ['a captain that is not a number', 400, 'VALIDATION_FAILED', () => ({ captainId: 1.5 })],
    ['a captain outside the eleven', 400, 'SQUAD_CAPTAIN', (eleven) => ({ captainId: fitPlayers('FWD', eleven)[0].id })],
    ['a vice-captain outside the eleven', 400, 'SQUAD_CAPTAIN', (eleven) => ({ viceCaptainId: fitPlayers('FWD', eleven)[0].id })],
    ['the same player as captain and vice-captain', 400, 'SQUAD_CAPTAIN', (eleven) => ({ captainId: eleven[4], viceCaptainId: eleven[4] })],
  ])('refuses %s (%i %s) and writes nothing', async (_, status, code, change) => {
    const fan = await signUp(t);
    const eleven = validEleven();
    const changed = { playerIds: eleven, ...change(eleven) } as { playerIds: number[] };
    const res = await submit(fan, squadBody(changed.playerIds, changed)).expect(status);
    expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String), requestId: expect.any(String) });
    expect(await squadRows(fan)).toBe('0');
  });

  it('says which of the captaincy is wrong', async () => {
    const fan = await signUp(t);
    const eleven = validEleven();
    const outsider = fitPlayers('FWD', eleven)[0].id;
    const messageOf = async (body: object) => (await submit(fan, squadBody(eleven, body)).expect(400)).body.message;
    expect(await messageOf({ captainId: outsider })).toBe('captainId must be one of the eleven playerIds.');
    expect(await messageOf({ viceCaptainId: outsider })).toBe('viceCaptainId must be one of the eleven playerIds.');
    expect(await messageOf({ viceCaptainId: eleven[0] })).toBe('The captain and the vice-captain must be two different players.');
  });

  it('refuses a signed-out fan (401)', async () => {
    await submit(null, squadBody(validEleven())).expect(401);
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

  it('scores squads from the match as it finishes, the captain doubled or the vice-captain standing in; a correction re-scores exactly; reruns change nothing', async () => {
    const [homeGk] = byGroup(home, 'GK');
    const [homeDef] = byGroup(home, 'DEF');
    const [homeMid] = byGroup(home, 'MID');
    const [awayDef] = byGroup(away, 'DEF');
    const [awayMid] = byGroup(away, 'MID');
    const [awayFwd] = byGroup(away, 'FWD');
    // Three from each of the two clubs, the other five from clubs not playing this match (they score 0).
    const others = validEleven([match.homeTeamId, match.awayTeamId]);
    const eleven = [homeGk.id, homeDef.id, awayDef.id, others[1], others[2], homeMid.id, awayMid.id, others[5], awayFwd.id, others[8], others[9]];
    const captained = { captainId: homeMid.id, viceCaptainId: homeDef.id };
    const fan = await signUp(t);
    await submit(fan, squadBody(eleven, captained)).expect(201);
    const twin = await signUp(t);
    await submit(twin, squadBody(eleven, captained)).expect(201);
    // Saved before captains: nobody's points are doubled.
    const uncaptained = await signUp(t);
    await sql(`INSERT INTO weekly_squads (user_id, week, season, formation, player_ids) VALUES ($1, $2, $3, '4-3-3', $4)`, [uncaptained.user.id, pickWeek, SEASON, JSON.stringify(eleven)]);
    // The captain's club plays later in the round: the vice-captain (who plays now) is not doubled in his place.
    const keeperOnly = await signUp(t);
    const keeperEleven = [homeGk.id, ...others.slice(1)];
    await submit(keeperOnly, squadBody(keeperEleven, { captainId: others[1], viceCaptainId: homeGk.id })).expect(201);
    // A home defender left out of the starting eleven, captain: kick-off puts him on no sheet, so his vice-captain stands in.
    const benchDef = fitPlayers('DEF').find((p) => p.teamId === match.homeTeamId && !home.some((starter) => starter.id === p.id));
    if (!benchDef) throw new Error('the home club has no fifth fit defender');
    const benched = await signUp(t);
    const benchedEleven = [others[0], benchDef.id, ...others.slice(2, 5), awayMid.id, ...others.slice(6)];
    await submit(benched, squadBody(benchedEleven, { captainId: benchDef.id, viceCaptainId: awayMid.id })).expect(201);
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

    // By hand, from the events above: keeper 2 + clean sheet 4 = 6; defender 2 + assist 3 + clean sheet 4 = 9;
    // midfielder 2 + goal 5 + clean sheet 1 = 8; away defender 2 - yellow 1 = 1; away forward sent off at 40':
    // 1 - 3 = -2; away midfielder 2 (no clean sheet: they conceded). Everyone else 0.
    const fullTime = new Map([[homeGk.id, 6], [homeDef.id, 9], [homeMid.id, 8], [awayDef.id, 1], [awayFwd.id, -2], [awayMid.id, 2]]);
    // A correction to 1-1 takes the home clean sheets away: keeper 2, defender 5, midfielder 7.
    const corrected = new Map([...fullTime, [homeGk.id, 2], [homeDef.id, 5], [homeMid.id, 7]]);
    /** Each squad by the rules, from the points by hand: its players' points, and the doubled one's once more. */
    const expectedTotals = (points: Map<number, number>) => {
      const total = (ids: number[], doubled: number | null) => ids.reduce((sum, id) => sum + (points.get(id) ?? 0), 0) + (doubled === null ? 0 : (points.get(doubled) ?? 0));
      return new Map<SignedIn, number>([
        [fan, total(eleven, homeMid.id)],
        [twin, total(eleven, homeMid.id)],
        [uncaptained, total(eleven, null)],
        [keeperOnly, total(keeperEleven, null)],
        [benched, total(benchedEleven, awayMid.id)],
      ]);
    };
    const expectScored = async (points: Map<number, number>) => {
      const expected = expectedTotals(points);
      await waitFor(async () => (await squadOf(fan, pickWeek)).totalPoints === expected.get(fan), { timeoutMs: 20_000, what: `${expected.get(fan)} points` });
      const [roundTotals] = await sql<{ totals: number[] }>(`SELECT array_agg(total_points) AS totals FROM weekly_squads WHERE season = $1 AND week = $2`, [SEASON, pickWeek]);
      for (const [who, total] of expected) {
        const squad = await squadOf(who, pickWeek);
        expect(squad.totalPoints).toBe(total);
        // Every point of the total is on a player's lines, and each line is his own.
        expect(squad.players.reduce((sum, p) => sum + p.breakdown.reduce((lines, line) => lines + line.points, 0), 0)).toBe(total);
        // Equal points share a rank: one more than the squads with more.
        expect(squad.rank).toBe(1 + roundTotals.totals.filter((other) => other > total).length);
      }
    };
    await expectScored(fullTime);
    expect([...expectedTotals(fullTime).values()]).toEqual([32, 32, 24, 6, 4]);
    const squad = await squadOf(fan, pickWeek);
    expect([squad.captainId, squad.viceCaptainId]).toEqual([homeMid.id, homeDef.id]);
    const playerOf = (from: WeeklySquadResponse, id: number) => from.players.find((p) => p.id === id);
    expect(playerOf(squad, homeDef.id)?.points).toEqual({ appearance: 2, goals: 0, assists: 3, cleanSheet: 4, cards: 0, total: 9 });
    expect(playerOf(squad, homeDef.id)?.breakdown).toEqual([{ reason: 'appearance', points: 2 }, { reason: 'assists', points: 3 }, { reason: 'cleanSheet', points: 4 }]);
    expect(playerOf(squad, homeMid.id)?.breakdown).toEqual([{ reason: 'appearance', points: 2 }, { reason: 'goals', points: 5 }, { reason: 'cleanSheet', points: 1 }, { reason: 'captain', points: 8 }]);
    expect(playerOf(squad, awayFwd.id)?.points).toEqual({ appearance: 1, goals: 0, assists: 0, cleanSheet: 0, cards: -3, total: -2 });
    expect(playerOf(squad, awayFwd.id)?.breakdown).toEqual([{ reason: 'appearance', points: 1 }, { reason: 'cards', points: -3 }]);
    expect(playerOf(squad, others[1])).toEqual(expect.objectContaining({ points: null, breakdown: [] }));
    // Played, or not: his club's match is scored; the others' clubs have yet to play theirs.
    expect(playerOf(squad, homeDef.id)?.roundStatus).toBe('played');
    expect(playerOf(squad, others[1])?.roundStatus).toBe('awaiting');
    expect(playerOf(await squadOf(uncaptained, pickWeek), homeMid.id)?.breakdown).toEqual([{ reason: 'appearance', points: 2 }, { reason: 'goals', points: 5 }, { reason: 'cleanSheet', points: 1 }]);
    const keeperSquad = await squadOf(keeperOnly, pickWeek);
    expect(playerOf(keeperSquad, others[1])?.roundStatus).toBe('awaiting');
    expect(playerOf(keeperSquad, homeGk.id)?.breakdown).toEqual([{ reason: 'appearance', points: 2 }, { reason: 'cleanSheet', points: 4 }]);
    const benchedSquad = await squadOf(benched, pickWeek);
    expect(playerOf(benchedSquad, benchDef.id)).toEqual(expect.objectContaining({ points: null, roundStatus: 'did_not_play', breakdown: [] }));
    expect(playerOf(benchedSquad, awayMid.id)?.breakdown).toEqual([{ reason: 'appearance', points: 2 }, { reason: 'viceCaptain', points: 2 }]);

    // The leaderboard ranks the same totals.
    const board = (await api().get(`/api/weekly-squad/leaderboard?week=${pickWeek}`).set('cookie', keeperOnly.cookie).expect(200)).body as SquadLeaderboardResponse;
    expect(board.entries.slice(0, 2).map((e) => [e.rank, e.totalPoints])).toEqual([[1, 32], [1, 32]]);
    expect(board.you ?? board.entries.find((e) => e.isCurrentUser)).toEqual(expect.objectContaining({ rank: keeperSquad.rank, totalPoints: 6, isCurrentUser: true }));

    await command(match.id, { type: 'correct_score', homeScore: 1, awayScore: 1, addGoals: [{ teamId: match.awayTeamId, minute: 75 }] });
    await expectScored(corrected);
    expect([...expectedTotals(corrected).values()]).toEqual([22, 22, 15, 2, 4]);

    // Scoring again, and twice at once as two workers would, writes the same numbers.
    // The worker's service, here on the api's connection pool.
    const scoring = new SquadScoringService(t.app.get(DataSource), []);
    expect(await scoring.scoreMatch(match.id)).toBeNull();
    await sql(`DELETE FROM squad_scorings WHERE match_id = $1`, [match.id]);
    const runs = await Promise.all([scoring.scoreMatch(match.id), scoring.scoreMatch(match.id)]);
    expect(runs.filter(Boolean)).toEqual([{ season: SEASON, week: pickWeek }]);
    await expectScored(corrected);
  }, 90_000);

  it("records the follow-ups of a scored round in the scoring's outbox, once the round is scored", async () => {
    const heard: unknown[] = [];
    const followUp: SquadScoringFollowUp = async ({ manager, ...round }) => {
      // In the scoring's transaction: the version it scored is already recorded there.
      const [{ scored }] = (await manager.query(`SELECT scored_version AS scored FROM squad_scorings WHERE match_id = $1`, [round.matchId])) as { scored: number }[];
      heard.push({ ...round, scored });
      return [{ broadcast: liveMessages.standingsChanged(`squads of round ${round.week} scored`) }];
    };
    // No relay delivers (and so deletes) the outbox's messages while the test reads them.
    const relayLock = new Client({ connectionString: t.db.url });
    await relayLock.connect();
    try {
      await relayLock.query('SELECT pg_advisory_lock($1)', [RELAY_LOCK_KEY]);
      const [{ last }] = await sql<{ last: string }>(`SELECT last_value AS last FROM outbox_id_seq`);
      const [{ version }] = await sql<{ version: number }>(`UPDATE matches SET version = version + 1 WHERE id = $1 RETURNING version`, [match.id]);
      expect(await new SquadScoringService(t.app.get(DataSource), [followUp]).scoreMatch(match.id)).toEqual({ season: SEASON, week: pickWeek });
      expect(heard).toEqual([{ season: SEASON, week: pickWeek, matchId: match.id, version, scored: version }]);
      const recorded = await sql<{ message: unknown }>(`SELECT message FROM outbox WHERE id > $1 ORDER BY id`, [last]);
      expect(recorded.map((row) => row.message)).toEqual([
        { broadcast: liveMessages.squadsScored({ season: SEASON, week: pickWeek }) },
        { broadcast: liveMessages.standingsChanged(`squads of round ${pickWeek} scored`) },
      ]);
    } finally {
      await relayLock.end();
    }
  });

  it("lists a fan's past rounds with the points and rank their squad screen shows", async () => {
    const fan = await signUp(t);
    const eleven = validEleven();
    const [captainId, viceCaptainId] = eleven;
    await sql(`INSERT INTO weekly_squads (user_id, week, season, formation, player_ids, captain_id, vice_captain_id) VALUES ($1, 31, $2, '4-3-3', $3, $4, $5)`, [
      fan.user.id,
      SEASON,
      JSON.stringify(eleven),
      captainId,
      viceCaptainId,
    ]);
    await t.app.get(DataSource).transaction((manager) => rescoreRound(manager, SEASON, 31));
    // Round 31 is played in full: the captain's points count twice, or, if he was on no sheet, the vice-captain's.
    const roundPoints = async (ids: number[]) =>
      (await sql<{ points: number | null }>(`SELECT sum(points)::int AS points FROM player_match_points WHERE season = $1 AND round = 31 AND player_id = ANY($2)`, [SEASON, ids]))[0].points;
    const captainPoints = await roundPoints([captainId]);
    const expected = ((await roundPoints(eleven)) ?? 0) + (captainPoints ?? (await roundPoints([viceCaptainId])) ?? 0);
    const history = (await api().get('/api/weekly-squad/history').set('cookie', fan.cookie).expect(200)).body;
    expect(history).toEqual([{ week: 31, totalPoints: expected, rank: 1, squads: 1 }]);
    expect(expected).not.toBe(0);
    const squad = await squadOf(fan, 31);
    expect(squad.totalPoints).toBe(expected);
    expect(squad.players.flatMap((p) => p.breakdown).reduce((sum, line) => sum + line.points, 0)).toBe(expected);
  });
});

describe('the deadline', () => {
  it("locks a round's squads once its first match kicks off, even before its scheduled time (SQUAD_LOCKED)", async () => {
    const week = pickWeek + 1;
    const [first] = await sql<{ id: number; scheduled: Date }>(`SELECT id, match_date AS scheduled FROM matches WHERE season = $1 AND matchday = $2 ORDER BY match_date, id LIMIT 1`, [SEASON, week]);
    const fan = await signUp(t);
    const eleven = validEleven();
    await submit(fan, squadBody(eleven, { week })).expect(201);
    // An operator starts the round's first match well before its time, confirming it is early.
    expect(first.scheduled.getTime()).toBeGreaterThan(Date.now());
    await command(first.id, { type: 'kickoff', confirmEarly: true });
    expect((await squadOf(fan, week)).locked).toBe(true);
    const res = await submit(fan, squadBody(validEleven([players.find((p) => p.id === eleven[0])!.teamId]), { week })).expect(409);
    expect(res.body.code).toBe('SQUAD_LOCKED');
    expect((await squadOf(fan, week)).playerIds).toEqual(eleven);
  });
});

describe('private mode', () => {
  /** Squads of a played round, as the scoring leaves them: points, and ranks where equal points share one. */
  const fans = new Map<string, SignedIn>();
  const ROUND = 30;

  beforeAll(async () => {
    const table: [string, number, number, boolean][] = [
      ['Amal', 50, 1, false],
      ['Bilal', 45, 2, true],
      ['Dunya', 40, 3, false],
      ['Farid', 40, 3, true],
      ['Hana', 30, 5, false],
      ['Idris', 30, 5, false],
    ];
    for (const [name, points, rank, isPrivate] of table) {
      const fan = await signUp(t, { firstName: name });
      fans.set(name, fan);
      await sql(`INSERT INTO weekly_squads (user_id, week, season, player_ids, total_points, rank) VALUES ($1, $2, $3, '[]', $4, $5)`, [fan.user.id, ROUND, SEASON, points, rank]);
      if (isPrivate) await sql(`UPDATE users SET hidden_from_leaderboards = true WHERE id = $1`, [fan.user.id]);
    }
  });

  const boardFor = async (name: string) =>
    (await api().get(`/api/weekly-squad/leaderboard?week=${ROUND}`).set('cookie', fans.get(name)!.cookie).expect(200)).body as SquadLeaderboardResponse;

  it('leaves private fans off the public list, whose ranks and count are of public fans only', async () => {
    const board = await boardFor('Amal');
    expect(board.entries.map((e) => [e.displayName, e.rank, e.totalPoints])).toEqual([
      ['Amal', 1, 50],
      ['Dunya', 2, 40],
      ['Hana', 3, 30],
      ['Idris', 3, 30],
    ]);
    expect(board.squads).toBe(4);
    expect(board.you).toBeNull();
    const history = (await api().get('/api/weekly-squad/history').set('cookie', fans.get('Hana')!.cookie).expect(200)).body;
    expect(history).toEqual([{ week: ROUND, totalPoints: 30, rank: 3, squads: 4 }]);
  });

  it('still shows a private fan their own squad, points and where they would stand', async () => {
    expect((await boardFor('Farid')).you).toEqual({ rank: 2, displayName: 'Farid', profileImageUrl: null, totalPoints: 40, isCurrentUser: true });
    expect((await boardFor('Bilal')).you).toEqual(expect.objectContaining({ rank: 2, totalPoints: 45, isCurrentUser: true }));
    expect(await squadOf(fans.get('Farid')!, ROUND)).toEqual(expect.objectContaining({ status: 'submitted', totalPoints: 40, rank: 2 }));
    const history = (await api().get('/api/weekly-squad/history').set('cookie', fans.get('Bilal')!.cookie).expect(200)).body;
    expect(history).toEqual([{ week: ROUND, totalPoints: 45, rank: 2, squads: 4 }]);
  });

  it('puts a fan back on the list, ranked among the public, as soon as private mode is off', async () => {
    await sql(`UPDATE users SET hidden_from_leaderboards = false WHERE id = $1`, [fans.get('Bilal')!.user.id]);
    const board = await boardFor('Amal');
    expect(board.entries.map((e) => [e.displayName, e.rank])).toEqual([
      ['Amal', 1],
      ['Bilal', 2],
      ['Dunya', 3],
      ['Hana', 4],
      ['Idris', 4],
    ]);
    expect(board.squads).toBe(5);
  });
});
