import { NestFactory } from '@nestjs/core';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  computeStandings,
  SOCKET_PATH,
  type MatchDetailResponse,
  type MatchResponse,
  type MatchUpdatePayload,
  type PlayerResponse,
  type TeamResponse,
} from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { MatchSimulator } from '../src/features/simulation';
import { SimulationModule } from '../src/features/simulation';
import { MatchCommandProcessModule } from '../src/match-command-process.module';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// Two api instances on one database and one Redis, as two replicas behind a load balancer.
let a: TestApp;
let b: Replica;
let admin: SignedIn;
let fan: SignedIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  admin = await signUp(a, { role: 'admin' });
  fan = await signUp(a);
}, 60_000);

// Whatever of the setup ran is undone, even after a failed beforeAll: an app left open keeps jest running.
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
});

const get = async <T>(path: string) => (await request(a.app.getHttpServer()).get(path).expect(200)).body as T;
const command = (matchId: number, body: object, cookie = admin.cookie) =>
  request(a.app.getHttpServer())
    .post(`/api/admin/matches/${matchId}/commands`)
    .set('origin', APP_ORIGIN)
    .set('cookie', cookie)
    .send(body);
const play = async (matchId: number, ...bodies: object[]) => {
  for (const body of bodies) await command(matchId, body).expect(200);
};

let spareMatches: MatchResponse[] = [];
async function scheduledMatch(): Promise<MatchResponse> {
  if (!spareMatches.length) spareMatches = await get<MatchResponse[]>('/api/matches/upcoming?limit=100');
  return spareMatches.shift() as MatchResponse;
}

async function squadOf(teamId: number) {
  return get<PlayerResponse[]>(`/api/teams/${teamId}/players`);
}

async function expectTableMatchesResults() {
  const teams = await get<TeamResponse[]>('/api/teams');
  const finished = (await get<MatchResponse[]>(`/api/matches`)).filter((m) => m.status === 'finished');
  const expected = computeStandings(
    teams.map((t) => t.id),
    finished.map((m) => ({ homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, homeScore: m.homeScore!, awayScore: m.awayScore! })),
  );
  expect(
    teams.map(({ id, matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points }) => ({
      teamId: id, matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points,
    })),
  ).toEqual(expect.arrayContaining(expected));
  expect(teams.map((t) => t.currentPosition)).toEqual(teams.map((_, i) => i + 1));
}

describe('operator API authorisation', () => {
  it('refuses the signed-out (401) and fans (403), and lets an admin command a match (200)', async () => {
    const match = await scheduledMatch();
    const signedOut = await request(a.app.getHttpServer())
      .post(`/api/admin/matches/${match.id}/commands`)
      .set('origin', APP_ORIGIN)
      .send({ type: 'postpone' })
      .expect(401);
    expect(signedOut.body.code).toBe('UNAUTHORIZED');
    expect((await command(match.id, { type: 'postpone' }, fan.cookie).expect(403)).body.code).toBe('FORBIDDEN');
    const res = await command(match.id, { type: 'postpone' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ id: match.id, status: 'postponed', version: match.version + 1 }));
  });
});

describe('a match played through the operator API', () => {
  it('goes from kick-off to full time, with the table and the scorers following', async () => {
    const match = await scheduledMatch();
    const [homeSquad, awaySquad] = await Promise.all([squadOf(match.homeTeamId), squadOf(match.awayTeamId)]);
    const scorer = homeSquad.find((p) => p.position === 'striker') as PlayerResponse;
    const assistant = homeSquad.find((p) => p.position === 'attackingMidfielder') as PlayerResponse;
    const awayScorer = awaySquad.find((p) => p.position === 'leftWinger') as PlayerResponse;
    const before = await get<TeamResponse[]>('/api/teams');

    await play(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(a, match.id, 12);
    await play(
      match.id,
      { type: 'goal', teamId: match.homeTeamId, playerId: scorer.id, assistPlayerId: assistant.id, minute: 12 },
      { type: 'halftime' },
      { type: 'second_half' },
    );
    await setMatchClock(a, match.id, 88);
    await play(
      match.id,
      { type: 'goal', teamId: match.awayTeamId, playerId: awayScorer.id, minute: 70 },
      { type: 'goal', teamId: match.homeTeamId, minute: 88 },
      { type: 'fulltime' },
    );

    const detail = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    expect(detail).toEqual(expect.objectContaining({ status: 'finished', homeScore: 2, awayScore: 1, version: match.version + 7 }));
    expect(detail.events.map((e) => [e.type, e.minute, e.version - match.version])).toEqual([
      ['kickoff', 0, 1],
      ['goal', 12, 2],
      ['halftime', 45, 3],
      ['second_half', 46, 4],
      ['goal', 70, 5],
      ['goal', 88, 6],
      ['fulltime', 90, 7],
    ]);
    expect(detail.events[1]).toEqual(expect.objectContaining({ playerName: scorer.name, assistPlayerName: assistant.name }));

    const after = await get<TeamResponse[]>('/api/teams');
    const home = (list: TeamResponse[]) => list.find((t) => t.id === match.homeTeamId) as TeamResponse;
    const away = (list: TeamResponse[]) => list.find((t) => t.id === match.awayTeamId) as TeamResponse;
    expect(home(after)).toEqual(
      expect.objectContaining({
        matchesPlayed: home(before).matchesPlayed + 1,
        wins: home(before).wins + 1,
        points: home(before).points + 3,
        goalsFor: home(before).goalsFor + 2,
      }),
    );
    expect(away(after)).toEqual(expect.objectContaining({ losses: away(before).losses + 1, goalsAgainst: away(before).goalsAgainst + 2 }));
    await expectTableMatchesResults();

    const squadAfter = await squadOf(match.homeTeamId);
    const scorerAfter = squadAfter.find((p) => p.id === scorer.id) as PlayerResponse;
    expect(scorerAfter.goals).toBe(scorer.goals + 1);
    expect(scorerAfter.appearances).toBe(scorer.appearances + 1);
    expect((squadAfter.find((p) => p.id === assistant.id) as PlayerResponse).assists).toBe(assistant.assists + 1);
  });

  it('corrects a finished score by the goals that stand: the timeline, the scorers and the table follow', async () => {
    const match = await scheduledMatch();
    const [homeSquad, awaySquad] = await Promise.all([squadOf(match.homeTeamId), squadOf(match.awayTeamId)]);
    const [homeScorer] = homeSquad.filter((p) => p.position === 'striker');
    const [awayScorer, awayAssistant] = awaySquad.filter((p) => p.position !== 'goalkeeper');
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(a, match.id, 30);
    for (const minute of [5, 17, 29]) await play(match.id, { type: 'goal', teamId: match.homeTeamId, playerId: homeScorer.id, minute });
    await play(match.id, { type: 'halftime' }, { type: 'second_half' }, { type: 'fulltime' });
    const homePoints = async () => (await get<TeamResponse[]>('/api/teams')).find((t) => t.id === match.homeTeamId)!.points;
    const afterWin = await homePoints();
    const homeGoals = (await get<MatchDetailResponse>(`/api/matches/${match.id}`)).events.filter((e) => e.type === 'goal').map((e) => e.id);

    // A score alone no longer corrects a match: which goals stand must be said.
    const scoreOnly = await command(match.id, { type: 'correct_score', homeScore: 0, awayScore: 3 }).expect(400);
    expect(scoreOnly.body).toEqual(expect.objectContaining({ code: 'SCORE_GOALS_MISMATCH', message: expect.stringContaining('make 3-0, not 0-3') }));
    const strange = await command(match.id, { type: 'correct_score', homeScore: 2, awayScore: 0, disallowGoalIds: [homeGoals[0] + 100_000] }).expect(400);
    expect(strange.body.code).toBe('GOAL_NOT_IN_MATCH');

    const awayGoal = (minute: number) => ({ teamId: match.awayTeamId, playerId: awayScorer.id, assistPlayerId: awayAssistant.id, minute });
    const res = await command(match.id, {
      type: 'correct_score',
      homeScore: 0,
      awayScore: 3,
      disallowGoalIds: homeGoals,
      addGoals: [awayGoal(5), awayGoal(17), awayGoal(29)],
    }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ homeScore: 0, awayScore: 3, status: 'finished' }));

    const detail = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    const goals = detail.events.filter((e) => e.type === 'goal');
    const standing = goals.filter((e) => !e.disallowed);
    expect(goals.filter((e) => e.disallowed).map((e) => e.id)).toEqual(homeGoals);
    expect(standing.map((e) => [e.teamId, e.playerId, e.minute])).toEqual([5, 17, 29].map((m) => [match.awayTeamId, awayScorer.id, m]));
    expect(detail.events.at(-1)).toEqual(expect.objectContaining({ type: 'correct_score', version: detail.version }));
    // The score always equals the goals that stand.
    expect([detail.homeScore, detail.awayScore]).toEqual([
      standing.filter((e) => e.teamId === match.homeTeamId).length,
      standing.filter((e) => e.teamId === match.awayTeamId).length,
    ]);
    const [homeAfter, awayAfter] = await Promise.all([squadOf(match.homeTeamId), squadOf(match.awayTeamId)]);
    expect(homeAfter.find((p) => p.id === homeScorer.id)!.goals).toBe(homeScorer.goals);
    expect(awayAfter.find((p) => p.id === awayScorer.id)!.goals).toBe(awayScorer.goals + 3);
    expect(awayAfter.find((p) => p.id === awayAssistant.id)!.assists).toBe(awayAssistant.assists + 3);
    expect(await homePoints()).toBe(afterWin - 3);
    await expectTableMatchesResults();

    // A scorer credited wrongly: the same score, one goal disallowed and given to another player.
    const [firstAway] = standing;
    await command(match.id, {
      type: 'correct_score',
      homeScore: 0,
      awayScore: 3,
      disallowGoalIds: [firstAway.id],
      addGoals: [{ teamId: match.awayTeamId, playerId: awayAssistant.id, minute: 5 }],
    }).expect(200);
    const awayNow = await squadOf(match.awayTeamId);
    const [scorerNow, assistantNow] = [awayScorer, awayAssistant].map((player) => awayNow.find((p) => p.id === player.id)!);
    expect([scorerNow.goals, assistantNow.goals, assistantNow.assists]).toEqual([awayScorer.goals + 2, awayAssistant.goals + 1, awayAssistant.assists + 2]);
  });
});

describe('refused commands', () => {
  it('answers 409 for a command the match cannot take now, and on postponed or cancelled matches', async () => {
    const match = await scheduledMatch();
    const goal = await command(match.id, { type: 'goal', teamId: match.homeTeamId }).expect(409);
    expect(goal.body).toEqual(expect.objectContaining({ code: 'ILLEGAL_TRANSITION', message: expect.stringContaining('scheduled') }));
    await play(match.id, { type: 'postpone' });
    expect((await command(match.id, { type: 'kickoff' }).expect(409)).body.code).toBe('ILLEGAL_TRANSITION');
    await play(match.id, { type: 'cancel' });
    for (const type of ['kickoff', 'postpone', 'cancel', 'fulltime']) {
      expect((await command(match.id, { type }).expect(409)).body.code).toBe('ILLEGAL_TRANSITION');
    }
    expect((await command(999_999, { type: 'kickoff' }).expect(404)).body.code).toBe('MATCH_NOT_FOUND');
  });

  it('refuses a kick-off more than 15 minutes before the scheduled time unless the operator confirms it', async () => {
    const [hoursAway, soon] = [await scheduledMatch(), await scheduledMatch()];
    const scheduleIn = (matchId: number, minutes: number) =>
      a.app.get(DataSource).query(`UPDATE matches SET match_date = now() + make_interval(mins => $2) WHERE id = $1`, [matchId, minutes]);
    await scheduleIn(hoursAway.id, 5 * 60);
    await scheduleIn(soon.id, 10);

    const refused = await command(hoursAway.id, { type: 'kickoff' }).expect(409);
    expect(refused.body).toEqual(
      expect.objectContaining({ code: 'KICKOFF_TOO_EARLY', message: expect.stringMatching(/300 minutes from now: send confirmEarly: true/) }),
    );
    expect((await command(hoursAway.id, { type: 'kickoff', confirmEarly: 'yes' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await command(hoursAway.id, { type: 'halftime', confirmEarly: true }).expect(400)).body.message).toMatch(
      /confirmEarly cannot be sent with a halftime command/,
    );
    const untouched = await get<MatchDetailResponse>(`/api/matches/${hoursAway.id}`);
    expect([untouched.status, untouched.events]).toEqual(['scheduled', []]);

    const confirmed = await command(hoursAway.id, { type: 'kickoff', confirmEarly: true }).expect(200);
    expect(confirmed.body).toEqual(expect.objectContaining({ status: 'live', version: hoursAway.version + 1 }));
    // Ten minutes early is an ordinary kick-off: no question asked.
    expect((await command(soon.id, { type: 'kickoff' }).expect(200)).body.status).toBe('live');
  });

  it('answers 400 for bad payloads and writes no event', async () => {
    const match = await scheduledMatch();
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    const awaySquad = await squadOf(match.awayTeamId);
    const homeSquad = await squadOf(match.homeTeamId);
    const cases: [object, string, RegExp][] = [
      [{ type: 'goal', teamId: match.homeTeamId, playerId: awaySquad[0].id }, 'PLAYER_NOT_IN_TEAM', /does not play for team/],
      [{ type: 'goal', teamId: match.homeTeamId, playerId: homeSquad[1].id, assistPlayerId: awaySquad[2].id }, 'PLAYER_NOT_IN_TEAM', /does not play/],
      [{ type: 'goal', teamId: match.homeTeamId, minute: 200 }, 'VALIDATION_FAILED', /minute must be from 1 to 90/],
      [{ type: 'goal', teamId: match.homeTeamId, minute: 80 }, 'MINUTE_OUT_OF_RANGE', /from 1 to 45 in the first half/],
      // Kicked off a moment ago: the clock shows 1.
      [{ type: 'goal', teamId: match.homeTeamId, minute: 30 }, 'MINUTE_OUT_OF_RANGE', /minute 30 has not been played yet: the clock shows 1/],
      [{ type: 'correct_score', homeScore: 1, awayScore: 0, addGoals: [{ teamId: match.homeTeamId, minute: 30 }] }, 'MINUTE_OUT_OF_RANGE', /from 1 to 1/],
      [{ type: 'correct_score', homeScore: 1, awayScore: 0, addGoals: [{ teamId: match.homeTeamId }] }, 'VALIDATION_FAILED', /addGoals\.0\.minute must be a whole number/],
      [{ type: 'correct_score', homeScore: 1, awayScore: 0, disallowGoalIds: ['x'] }, 'VALIDATION_FAILED', /disallowGoalIds must be a list of goal ids/],
      [{ type: 'goal' }, 'VALIDATION_FAILED', /teamId must be a whole number/],
      [{ type: 'goal', teamId: 999 }, 'TEAM_NOT_IN_MATCH', /does not play in this match/],
      [{ type: 'goal', teamId: match.homeTeamId, playerId: homeSquad[3].id, assistPlayerId: homeSquad[3].id }, 'SAME_PLAYER_ASSIST', /own goal/],
      [{ type: 'halftime', homeScore: 3 }, 'VALIDATION_FAILED', /homeScore cannot be sent with a halftime command/],
      [{ type: 'explode' }, 'VALIDATION_FAILED', /type must be one of/],
      [{ type: 'correct_score', homeScore: -1, awayScore: 0 }, 'VALIDATION_FAILED', /homeScore must be from 0 to 99/],
      [{ type: 'goal', teamId: match.homeTeamId, weather: 'rain' }, 'VALIDATION_FAILED', /property weather should not exist/],
    ];
    for (const [body, code, message] of cases) {
      const res = await command(match.id, body).expect(400);
      expect({ body, code: res.body.code, message: res.body.message }).toEqual({ body, code, message: expect.stringMatching(message) });
    }
    const detail = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    expect(detail.events.map((e) => e.type)).toEqual(['kickoff']);
    expect(detail.homeScore).toBe(0);
  });
});

describe('live updates over Socket.IO', () => {
  function connect(options: Partial<Parameters<typeof io>[1]> = {}): Promise<Socket> {
    const socket = io(b.url, { path: SOCKET_PATH, transports: ['websocket'], ...options });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  function nextUpdate(socket: Socket, matchId: number): Promise<MatchUpdatePayload> {
    return new Promise((resolve) => {
      const listener = (payload: MatchUpdatePayload) => {
        if (payload.id !== matchId) return;
        socket.off('match:update', listener);
        resolve(payload);
      };
      socket.on('match:update', listener);
    });
  }

  it("accepts the app's own origin and clients without one, and refuses a browser on another site", async () => {
    await connect({ extraHeaders: { origin: APP_ORIGIN } });
    await connect();
    // A page on another site would open the socket with the fan's cookie and join their room.
    await expect(connect({ extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow();
  });

  it('reaches a fan connected to instance B when the command went to instance A', async () => {
    const match = await scheduledMatch();
    const socket = await connect();
    const update = nextUpdate(socket, match.id);
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    const payload = await update;
    expect(payload).toEqual(
      expect.objectContaining({ id: match.id, status: 'live', homeScore: 0, awayScore: 0, isLive: true, version: match.version + 1, elapsed: 1 }),
    );
    // Every fan gets every update: it carries the fields commands change, no names.
    expect(Object.keys(payload).sort()).toEqual(
      ['awayScore', 'elapsed', 'halfTimeAt', 'homeScore', 'id', 'isLive', 'kickedOffAt', 'matchDate', 'secondHalfStartedAt', 'status', 'updatedAt', 'version', 'winProbability'],
    );
  });

  it('sends match events to the match room a fan subscribed to', async () => {
    const match = await scheduledMatch();
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(a, match.id, 3);
    const socket = await connect();
    expect(await socket.emitWithAck('subscribe', { matchIds: [match.id] })).toEqual({ matchIds: [match.id] });
    // The socket is in the live room too, where other matches' events arrive, and the kick-off's own event may
    // still be on its way from the outbox: this match's goal (its version) is awaited.
    const goalVersion = match.version + 2;
    const event = new Promise((resolve) =>
      socket.on('match:event', (payload: { matchId: number; version: number }) => payload.matchId === match.id && payload.version === goalVersion && resolve(payload)),
    );
    await play(match.id, { type: 'goal', teamId: match.awayTeamId, minute: 3 });
    const payload = (await event) as object;
    expect(payload).toEqual(expect.objectContaining({ matchId: match.id, type: 'goal', minute: 3, teamId: match.awayTeamId }));
    // What the timeline shows of the entry (its scorer's name once, for this goal, in each script the reader may
    // use), not the row's creation time.
    expect(Object.keys(payload).sort()).toEqual([
      'assistPlayerId',
      'assistPlayerName',
      'assistPlayerNameArabic',
      'assistPlayerNameKurdish',
      'addedMinutes',
      'detail',
      'disallowed',
      'id',
      'matchId',
      'minute',
      'playerId',
      'playerName',
      'playerNameArabic',
      'playerNameKurdish',
      'playerOnId',
      'playerOnName',
      'playerOnNameArabic',
      'playerOnNameKurdish',
      'teamId',
      'type',
      'undoneEventId',
      'version',
    ].sort());
  });

  it("sends a fan who follows no match its every update but none of its timeline entries, which only its followers need", async () => {
    const match = await scheduledMatch();
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(a, match.id, 3);
    const [dashboard, follower] = [await connect(), await connect()];
    await follower.emitWithAck('subscribe', { matchIds: [match.id] });
    const entriesOnDashboard: unknown[] = [];
    dashboard.on('match:event', (payload: { matchId: number }) => payload.matchId === match.id && entriesOnDashboard.push(payload));
    const goalVersion = match.version + 2;
    // (An update names its match by `id`, a timeline entry by `matchId`.)
    const heard = (socket: Socket, event: 'match:update' | 'match:event') =>
      new Promise<void>((resolve) =>
        socket.on(event, (payload: { id: number; matchId?: number; version: number }) => (payload.matchId ?? payload.id) === match.id && payload.version === goalVersion && resolve()),
      );
    const goal = Promise.all([heard(dashboard, 'match:update'), heard(follower, 'match:update'), heard(follower, 'match:event')]);
    await play(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 3 });
    await goal;
    // An answer on the dashboard's own connection comes after anything the broadcast wrote to it.
    await dashboard.emitWithAck('subscribe', { matchIds: [] });
    expect(entriesOnDashboard).toEqual([]);
  });

  it('replays what a fan missed while briefly offline, ending on the latest score', async () => {
    const match = await scheduledMatch();
    await play(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(a, match.id, 40);
    const socket = await connect({ reconnectionDelay: 1_000, reconnectionDelayMax: 1_000 });
    const seen: MatchUpdatePayload[] = [];
    // The kick-off's own update may still be on its way from the outbox: only what follows it is watched.
    const kickedOff = match.version + 1;
    socket.on('match:update', (payload: MatchUpdatePayload) => payload.id === match.id && payload.version > kickedOff && seen.push(payload));
    await play(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 10 });
    await waitFor(() => seen.length === 1, { what: 'the first goal' });
    expect(seen.map((u) => u.homeScore)).toEqual([1]);

    // The socket's own connect (not the manager's reconnect) comes once the session is restored or not.
    const reconnected = new Promise((resolve) => socket.once('connect', () => resolve(null)));
    socket.io.engine.close(); // the network drops; the client will reconnect on its own a second later
    await play(
      match.id,
      { type: 'goal', teamId: match.homeTeamId, minute: 20 },
      { type: 'goal', teamId: match.awayTeamId, minute: 30 },
    );
    await reconnected;
    expect(socket.recovered).toBe(true);
    // A goal after the reconnection: once it is seen, anything the replay could have sent has arrived before it.
    await play(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 40 });
    await waitFor(() => seen.some((u) => u.homeScore === 3), { what: 'the goal after the reconnection' });
    expect(seen.map((u) => [u.homeScore, u.awayScore])).toEqual([[1, 0], [2, 0], [2, 1], [3, 1]]);
    expect(seen.map((u) => u.version)).toEqual([2, 3, 4, 5].map((step) => match.version + step));
  });
});

describe('the simulator, a process with no sockets of its own', () => {
  it('plays a match to full time through the service, and fans connected to the api see it live', async () => {
    const socket = io(b.url, { path: SOCKET_PATH, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const updates: MatchUpdatePayload[] = [];
    socket.on('match:update', (payload: MatchUpdatePayload) => updates.push(payload));

    const simulator = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(a.config, SimulationModule), { logger: false });
    // 6,000x: a match minute every 10 ms, the whole match in about a second.
    await simulator.get(MatchSimulator).run({ speed: 6_000, matches: 1, seed: 'test' });
    await simulator.close();

    const played = await waitFor(() => updates.find((u) => u.status === 'finished'), { what: 'full time of the simulated match' });
    const detail = await get<MatchDetailResponse>(`/api/matches/${played.id}`);
    expect([detail.homeScore, detail.awayScore]).toEqual([played.homeScore, played.awayScore]);
    const goals = detail.events.filter((e) => e.type === 'goal');
    expect(goals.filter((e) => e.teamId === detail.homeTeamId)).toHaveLength(detail.homeScore as number);
    expect(goals.every((e) => e.playerId !== null)).toBe(true);
    expect(updates.filter((u) => u.id === played.id).map((u) => u.version)).toEqual(
      detail.events.map((e) => e.version),
    );
    await expectTableMatchesResults();
  });
});
