import type { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  SOCKET_PATH,
  type LineupPlayer,
  type MatchDetailResponse,
  type MatchEventPayload,
  type MatchResponse,
  type MatchUpdatePayload,
  type PlayerResponse,
  type ResultChances,
} from '@isl/contracts';
import { recomputePlayerMatchPoints } from '../src/features/weekly-squads';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * The live incidents an operator enters (cards, shots, corners, substitutions, penalties, reviews, added time,
 * undo) through the one command path: the state machine, the sheet's rules, the outbox and a real socket, with the
 * chances, momentum and players' numbers following.
 */

let t: TestApp;
let admin: SignedIn;
let socket: Socket;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  admin = await signUp(t, { role: 'admin' });
  socket = io(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await t?.close();
});

const get = async <T>(path: string) => (await request(t.app.getHttpServer()).get(path).expect(200)).body as T;
const command = (matchId: number, body: object, cookie?: string) => {
  const req = request(t.app.getHttpServer()).post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN);
  return (cookie === undefined ? req : req.set('cookie', cookie)).send(body);
};
const send = (matchId: number, body: object) => command(matchId, body, admin.cookie);
const sum = (chances: ResultChances) => chances.home + chances.draw + chances.away;

/** The next timeline entry of this type the match's followers hear, and the update that came with it. */
function heard(matchId: number, type: string): Promise<{ event: MatchEventPayload; update: MatchUpdatePayload }> {
  return new Promise((resolve) => {
    let update: MatchUpdatePayload | undefined;
    const onUpdate = (payload: MatchUpdatePayload) => {
      if (payload.id === matchId) update = payload;
    };
    const onEvent = (payload: MatchEventPayload) => {
      if (payload.matchId !== matchId || payload.type !== type) return;
      socket.off('match:update', onUpdate).off('match:event', onEvent);
      // The update is recorded in the outbox before the entry, so it has arrived by now.
      resolve({ event: payload, update: update as MatchUpdatePayload });
    };
    socket.on('match:update', onUpdate).on('match:event', onEvent);
  });
}

let spare: MatchResponse[] = [];
async function kickedOff(minute: number): Promise<MatchDetailResponse> {
  if (!spare.length) spare = await get<MatchResponse[]>('/api/matches/upcoming?limit=20');
  const match = spare.shift() as MatchResponse;
  await socket.emitWithAck('subscribe', { matchIds: [match.id] });
  await send(match.id, { type: 'kickoff', confirmEarly: true }).expect(200);
  await setMatchClock(t, match.id, minute);
  return get<MatchDetailResponse>(`/api/matches/${match.id}`);
}

/** A player of the side's squad who is not on its sheet. */
async function benchOf(teamId: number, sheet: LineupPlayer[]): Promise<PlayerResponse> {
  const squad = await get<PlayerResponse[]>(`/api/teams/${teamId}/players`);
  return squad.find((player) => !sheet.some((onSheet) => onSheet.id === player.id)) as PlayerResponse;
}

describe('live incidents through the command API', () => {
  it('records shots, corners, cards, a substitution, penalties, a review and added time, heard live over the socket', async () => {
    const match = await kickedOff(20);
    const [striker, defender] = match.lineups?.home ?? [];
    const awayPlayer = (match.lineups?.away ?? [])[0];
    const substitute = await benchOf(match.homeTeamId, match.lineups?.home ?? []);

    const shot = heard(match.id, 'shot');
    await send(match.id, { type: 'shot', teamId: match.homeTeamId, playerId: striker.id, onTarget: true }).expect(200);
    const { event, update } = await shot;
    expect(event).toEqual(expect.objectContaining({ type: 'shot', minute: 20, teamId: match.homeTeamId, playerId: striker.id, detail: 'on_target', disallowed: false }));
    expect(sum(update.winProbability as ResultChances)).toBeCloseTo(1, 6);

    const corner = heard(match.id, 'corner');
    await send(match.id, { type: 'corner', teamId: match.awayTeamId }).expect(200);
    expect((await corner).event).toEqual(expect.objectContaining({ teamId: match.awayTeamId, minute: 20 }));
    const booked = heard(match.id, 'yellow_card');
    await send(match.id, { type: 'card', teamId: match.homeTeamId, playerId: defender.id, colour: 'yellow' }).expect(200);
    expect((await booked).event).toEqual(expect.objectContaining({ playerId: defender.id, detail: null }));
    const beforeRed = (await get<MatchDetailResponse>(`/api/matches/${match.id}`)).winProbability;
    const red = heard(match.id, 'red_card');
    await send(match.id, { type: 'card', teamId: match.homeTeamId, playerId: defender.id, colour: 'yellow' }).expect(200);
    const sentOff = await red;
    expect(sentOff.event).toEqual(expect.objectContaining({ type: 'red_card', playerId: defender.id, detail: 'second_yellow' }));
    // Down to ten: the home side's chances fall, the away side's rise.
    expect(sentOff.update.winProbability?.home).toBeLessThan(beforeRed.home);
    expect(sentOff.update.winProbability?.away).toBeGreaterThan(beforeRed.away);

    const sub = heard(match.id, 'substitution');
    await send(match.id, { type: 'substitution', teamId: match.homeTeamId, playerOffId: striker.id, playerOnId: substitute.id }).expect(200);
    expect((await sub).event).toEqual(expect.objectContaining({ playerId: striker.id, playerOnId: substitute.id, playerOnName: substitute.name }));

    const missed = heard(match.id, 'penalty');
    await send(match.id, { type: 'penalty', teamId: match.awayTeamId, scored: false, playerId: awayPlayer.id }).expect(200);
    expect((await missed).event).toEqual(expect.objectContaining({ teamId: match.awayTeamId, detail: 'missed' }));
    const spot = heard(match.id, 'goal');
    const scored = await send(match.id, { type: 'penalty', teamId: match.homeTeamId, scored: true, playerId: substitute.id }).expect(200);
    expect((scored.body as MatchResponse).homeScore).toBe(1);
    expect((await spot).event).toEqual(expect.objectContaining({ detail: 'penalty', playerId: substitute.id }));
    const review = heard(match.id, 'var_review');
    await send(match.id, { type: 'var_review', outcome: 'goal_confirmed' }).expect(200);
    expect((await review).event).toEqual(expect.objectContaining({ detail: 'goal_confirmed' }));
    const board = heard(match.id, 'added_time');
    await send(match.id, { type: 'added_time', minutes: 4 }).expect(200);
    expect((await board).event).toEqual(expect.objectContaining({ minute: 45, addedMinutes: 4 }));

    const detail = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    expect(detail.events.map((e) => [e.type, e.detail])).toEqual([
      ['kickoff', null],
      ['shot', 'on_target'],
      ['corner', null],
      ['yellow_card', null],
      ['red_card', 'second_yellow'],
      ['substitution', null],
      ['penalty', 'missed'],
      ['goal', 'penalty'],
      ['var_review', 'goal_confirmed'],
      ['added_time', null],
    ]);
    expect(detail.events.at(-1)).toEqual(expect.objectContaining({ minute: 45, addedMinutes: 4 }));
    expect(detail.lineups?.home.find((player) => player.id === substitute.id)).toEqual(expect.objectContaining({ isStarter: false }));
    // One point a minute from kick-off; the chances at each add up to 1, and the last are those of now.
    expect(detail.momentum).toHaveLength(21);
    expect(detail.probabilityHistory.map((point) => point.minute)).toEqual(detail.momentum.map((point) => point.minute));
    for (const point of detail.probabilityHistory) expect(point.home + point.draw + point.away).toBeCloseTo(1, 2);
    expect(detail.probabilityHistory.at(-1)?.home).toBeCloseTo(detail.winProbability.home, 2);
    // The list of live matches carries the same chances.
    const live = (await get<MatchResponse[]>('/api/matches/live')).find((m) => m.id === match.id);
    expect(live?.winProbability).toEqual(detail.winProbability);
  });

  it('refuses an incident the sheet does not allow, and writes nothing', async () => {
    const match = await kickedOff(30);
    const [starter, other] = match.lineups?.home ?? [];
    const awayPlayer = (match.lineups?.away ?? [])[0];
    const substitute = await benchOf(match.homeTeamId, match.lineups?.home ?? []);
    const refused = async (body: object, status: number, code: string) => expect((await send(match.id, body).expect(status)).body.code).toBe(code);

    await refused({ type: 'shot', teamId: match.homeTeamId, playerId: awayPlayer.id, onTarget: true }, 400, 'PLAYER_NOT_IN_TEAM');
    await refused({ type: 'substitution', teamId: match.homeTeamId, playerOffId: substitute.id, playerOnId: other.id }, 400, 'PLAYER_NOT_ON_PITCH');
    await refused({ type: 'substitution', teamId: match.homeTeamId, playerOffId: starter.id, playerOnId: other.id }, 400, 'PLAYER_ALREADY_PLAYED');
    await refused({ type: 'card', teamId: match.homeTeamId, playerId: starter.id }, 400, 'VALIDATION_FAILED');
    await refused({ type: 'corner', teamId: match.homeTeamId, onTarget: true }, 400, 'VALIDATION_FAILED');
    await refused({ type: 'added_time', minutes: 0 }, 400, 'VALIDATION_FAILED');
    await refused({ type: 'var_review', outcome: 'maybe' }, 400, 'VALIDATION_FAILED');
    await send(match.id, { type: 'card', teamId: match.homeTeamId, playerId: starter.id, colour: 'red' }).expect(200);
    await refused({ type: 'shot', teamId: match.homeTeamId, playerId: starter.id, onTarget: false }, 400, 'PLAYER_NOT_ON_PITCH');

    const detail = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    expect(detail.events.map((e) => e.type)).toEqual(['kickoff', 'red_card']);
    expect(detail.version).toBe(match.version + 1);
  });

  it('undoes an incident: struck from momentum, the chances and the sheet, and only once', async () => {
    const match = await kickedOff(25);
    const [starter] = match.lineups?.away ?? [];
    const substitute = await benchOf(match.awayTeamId, match.lineups?.away ?? []);
    await send(match.id, { type: 'card', teamId: match.awayTeamId, playerId: starter.id, colour: 'red' }).expect(200);
    await send(match.id, { type: 'substitution', teamId: match.awayTeamId, playerOffId: (match.lineups?.away ?? [])[1].id, playerOnId: substitute.id }).expect(200);
    await send(match.id, { type: 'goal', teamId: match.homeTeamId }).expect(200);
    const before = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    const idOf = (type: string) => before.events.find((e) => e.type === type)?.id as number;

    const undone = heard(match.id, 'undo');
    await send(match.id, { type: 'undo', eventId: idOf('red_card') }).expect(200);
    expect((await undone).event).toEqual(expect.objectContaining({ undoneEventId: idOf('red_card') }));
    await send(match.id, { type: 'undo', eventId: idOf('substitution') }).expect(200);

    const after = await get<MatchDetailResponse>(`/api/matches/${match.id}`);
    expect(after.events.find((e) => e.id === idOf('red_card'))?.disallowed).toBe(true);
    // Eleven again: the away side's chances are back up, and the substitute is off the sheet.
    expect(after.winProbability.away).toBeGreaterThan(before.winProbability.away);
    expect(after.lineups?.away.some((player) => player.id === substitute.id)).toBe(false);
    // The red card drew the home side's pressure; undone, it counts for nothing.
    expect(after.momentum.at(-1)?.value).toBeLessThan(before.momentum.at(-1)?.value as number);

    for (const eventId of [idOf('red_card'), idOf('goal'), 2_147_483_647]) {
      expect((await send(match.id, { type: 'undo', eventId }).expect(400)).body.code).toBe('EVENT_NOT_UNDOABLE');
    }
  });

  it("feeds the players' cards and the weekly squad's minutes at full time, and takes no incident after it", async () => {
    const match = await kickedOff(70);
    const [booked, replaced] = match.lineups?.home ?? [];
    const substitute = await benchOf(match.homeTeamId, match.lineups?.home ?? []);
    const yellowCards = async () =>
      (await get<PlayerResponse[]>(`/api/teams/${match.homeTeamId}/players`)).find((player) => player.id === booked.id)?.yellowCards as number;
    const cardsBefore = await yellowCards();
    await send(match.id, { type: 'halftime' }).expect(200);
    await send(match.id, { type: 'second_half' }).expect(200);
    await setMatchClock(t, match.id, 70);
    await send(match.id, { type: 'card', teamId: match.homeTeamId, playerId: booked.id, colour: 'yellow' }).expect(200);
    await send(match.id, { type: 'substitution', teamId: match.homeTeamId, playerOffId: replaced.id, playerOnId: substitute.id }).expect(200);
    await send(match.id, { type: 'fulltime' }).expect(200);

    expect(await yellowCards()).toBe(cardsBefore + 1);
    expect((await send(match.id, { type: 'corner', teamId: match.homeTeamId }).expect(409)).body.code).toBe('ILLEGAL_TRANSITION');

    const db = t.app.get(DataSource);
    await db.transaction((manager) => recomputePlayerMatchPoints(manager, { matchId: match.id }));
    const points = (await db.query(`SELECT player_id AS "playerId", appearance FROM player_match_points WHERE match_id = $1`, [match.id])) as {
      playerId: number;
      appearance: number;
    }[];
    const appearance = (playerId: number) => points.find((row) => row.playerId === playerId)?.appearance;
    // Replaced at 70: 70 minutes, the hour's 2 points; on at 70: 20 minutes, 1 point.
    expect([appearance(replaced.id), appearance(substitute.id)]).toEqual([2, 1]);
  });
});
