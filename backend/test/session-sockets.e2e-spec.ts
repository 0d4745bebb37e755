import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SOCKET_PATH, type MatchResponse, type MatchUpdatePayload, type PredictionSettledPayload } from '@isl/contracts';
import { newResetToken, resetTokenHash } from '../src/identity/password-reset/reset-token';
import { APP_ORIGIN, PASSWORD, sessionCookie, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { settleNow } from './support/settlement';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// Two api instances on one database and one Redis, as two replicas: the fans' sockets are on B, every request
// (sign-outs, commands, the settlement) goes to A, so a session ended on one replica must reach sockets on the other.
let a: TestApp;
let b: Replica;
let admin: SignedIn;
let upcoming: MatchResponse[];
const sockets: Socket[] = [];

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  admin = await signUp(a, { role: 'admin' });
  upcoming = (await request(a.app.getHttpServer()).get('/api/matches/upcoming?limit=20').expect(200)).body as MatchResponse[];
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
});

const send = (cookie: string | null, method: 'post' | 'delete', path: string, body?: object) => {
  const req = request(a.app.getHttpServer())[method](path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
  return (cookie ? req.set('cookie', cookie) : req).send(body);
};
const command = (matchId: number, type: string) => send(admin.cookie, 'post', `/api/admin/matches/${matchId}/commands`, type === 'kickoff' ? { type, confirmEarly: true } : { type }).expect(200);

/** Another session of the fan's account, as a second device signing in would start. */
async function signInAgain(fan: SignedIn): Promise<string> {
  return sessionCookie(await send(null, 'post', '/api/auth/login', { email: fan.email, password: PASSWORD }).expect(200)) as string;
}

/** A socket on B with this cookie, and what it hears. */
async function connect(cookie: string, options: Partial<Parameters<typeof io>[1]> = {}) {
  const socket = io(b.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie }, ...options });
  sockets.push(socket);
  const settled: PredictionSettledPayload[] = [];
  const updates: MatchUpdatePayload[] = [];
  socket.on('prediction:settled', (payload: PredictionSettledPayload) => settled.push(payload));
  socket.on('match:update', (payload: MatchUpdatePayload) => updates.push(payload));
  await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
  return { socket, settled, updates };
}

type Listener = Awaited<ReturnType<typeof connect>>;

/**
 * Plays the match to full time and settles it on A, then waits until `witness` (a socket whose session lives) has
 * heard its outcome: each api tells all its own fans of a settlement at once, so by then B has told `others`
 * whatever it was going to, and an answer on each of their own connections comes after anything B wrote to it.
 */
async function settleAndHear(match: MatchResponse, witness: Listener, others: Listener[], commands = ['kickoff', 'halftime', 'second_half', 'fulltime']): Promise<void> {
  for (const type of commands) await command(match.id, type);
  await settleNow(a, match.id);
  await new Promise<void>((resolve) => {
    const heard = () => witness.settled.some((payload) => payload.matchId === match.id) && resolve();
    heard();
    witness.socket.on('prediction:settled', heard);
  });
  for (const other of others) await other.socket.emitWithAck('subscribe', { matchIds: [] });
}

/** Resolves once the socket has heard the match's update that many commands on. */
function heardVersion(listener: Listener, match: MatchResponse, commands: number): Promise<void> {
  return new Promise((resolve) => {
    const heard = () => listener.updates.some((update) => update.id === match.id && update.version >= match.version + commands) && resolve();
    heard();
    listener.socket.on('match:update', heard);
  });
}

/** A fan who predicted this match, with a socket on B for each of two sessions (a phone and a laptop). */
async function fanOnTwoDevices(match: MatchResponse) {
  const fan = await signUp(a);
  await send(fan.cookie, 'post', '/api/predictions', { matchId: match.id, prediction: 'draw' }).expect(201);
  const laptopCookie = await signInAgain(fan);
  return { fan, phone: await connect(fan.cookie), laptop: await connect(laptopCookie), laptopCookie };
}

const scheduled = () => upcoming.filter((m) => m.status === 'scheduled');

describe("a session's sockets end with it", () => {
  it("signing out on one device takes that device's sockets out of the fan's room, on every replica; the others keep it", async () => {
    const match = scheduled()[0];
    const { phone, laptop, laptopCookie } = await fanOnTwoDevices(match);
    await send(laptopCookie, 'post', '/api/auth/logout').expect(204);
    await settleAndHear(match, phone, [laptop]);
    expect(phone.settled.map((payload) => payload.matchId)).toEqual([match.id]);
    expect(laptop.settled).toEqual([]);
    // Still connected, as any signed-out visitor: the score keeps coming.
    expect(laptop.socket.connected).toBe(true);
    expect(laptop.updates.some((update) => update.id === match.id && update.status === 'finished')).toBe(true);
  });

  it('changing the password signs the other sessions\' sockets out; the browser that changed it keeps hearing', async () => {
    const match = scheduled()[1];
    const { fan, phone, laptop } = await fanOnTwoDevices(match);
    await send(fan.cookie, 'post', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }).expect(204);
    await settleAndHear(match, phone, [laptop]);
    expect(phone.settled.map((payload) => payload.matchId)).toEqual([match.id]);
    expect(laptop.settled).toEqual([]);
  });

  it("deleting the account signs every one of its sockets out", async () => {
    const match = scheduled()[2];
    const { fan, phone, laptop } = await fanOnTwoDevices(match);
    const witness = await signUp(a);
    await send(witness.cookie, 'post', '/api/predictions', { matchId: match.id, prediction: 'home' }).expect(201);
    const watching = await connect(witness.cookie);
    await send(fan.cookie, 'delete', '/api/auth/user', { password: PASSWORD }).expect(204);
    await settleAndHear(match, watching, [phone, laptop]);
    expect(watching.settled.map((payload) => payload.matchId)).toEqual([match.id]);
    expect([phone.settled, laptop.settled]).toEqual([[], []]);
  });

  it('a password reset signs every one of its sockets out', async () => {
    const match = scheduled()[4];
    const { fan, phone, laptop } = await fanOnTwoDevices(match);
    const witness = await signUp(a);
    await send(witness.cookie, 'post', '/api/predictions', { matchId: match.id, prediction: 'home' }).expect(201);
    const watching = await connect(witness.cookie);
    // The link the mail would carry (password-reset.e2e-spec reads it from a real mail); here it is made directly.
    const token = newResetToken();
    await a.app
      .get(DataSource)
      .query(`INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES (gen_random_uuid(), $1, $2, now() + interval '30 minutes')`, [fan.user.id, resetTokenHash(token)]);
    await send(null, 'post', '/api/auth/password-reset/confirm', { token, newPassword: 'a brand new passphrase' }).expect(204);
    await settleAndHear(match, watching, [phone, laptop]);
    expect(watching.settled.map((payload) => payload.matchId)).toEqual([match.id]);
    expect([phone.settled, laptop.settled]).toEqual([[], []]);
  });

  it('a socket offline while its session ended comes back signed out, though it recovers its other rooms', async () => {
    const match = scheduled()[3];
    const fan = await signUp(a);
    await send(fan.cookie, 'post', '/api/predictions', { matchId: match.id, prediction: 'draw' }).expect(201);
    const phone = await connect(fan.cookie);
    const laptop = await connect(await signInAgain(fan), { reconnection: false });
    await laptop.socket.emitWithAck('subscribe', { matchIds: [match.id] });
    // A connection recovers from the last packet it heard: the laptop hears the kick-off first.
    await command(match.id, 'kickoff');
    await heardVersion(laptop, match, 1);

    // The laptop's network drops; meanwhile the password is changed on the phone.
    const dropped = new Promise((resolve) => laptop.socket.once('disconnect', resolve));
    laptop.socket.io.engine.close();
    await dropped;
    await send(fan.cookie, 'post', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }).expect(204);
    // Half time is delivered after the sign-out: once the phone hears it, B has handled the sign-out, which found
    // the laptop's socket away.
    await command(match.id, 'halftime');
    await heardVersion(phone, match, 2);

    const reconnected = new Promise<void>((resolve) => laptop.socket.once('connect', () => resolve()));
    laptop.socket.connect();
    await reconnected;
    expect(laptop.socket.recovered).toBe(true);
    await heardVersion(laptop, match, 2);
    await settleAndHear(match, phone, [laptop], ['second_half', 'fulltime']);
    expect(phone.settled.map((payload) => payload.matchId)).toEqual([match.id]);
    expect(laptop.settled).toEqual([]);
  });
});
