import { Queue, type JobType } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import type { MatchResponse, NotificationPreferencesDto, PushSubscriptionRequest, VapidPublicKeyResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { BATCH_IDS } from '../src/features/notifications/notification-jobs.service';
import type { SubscriptionBatch } from '../src/platform/queue/jobs';
import { bullQueueName } from '../src/platform/queue/typed-queue';
import { APP_ORIGIN, PASSWORD, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { PushReceiver } from './support/push-receiver';
import { setMatchClock } from './support/match-clock';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

// Real Web Push end to end: the api takes subscriptions, the worker encrypts and signs, and a local push
// service on 127.0.0.1 (HTTPS, as browsers' are) checks the VAPID JWT and decrypts what arrives.
let t: TestApp;
let admin: SignedIn;
let db: Client;
let receiver: PushReceiver;
let vapidKey: string;
let worker: WorkerProcess | undefined;
let upcoming: MatchResponse[];

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const send = (who: SignedIn | null, method: 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = api()[method](path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
  return (who ? req.set('cookie', who.cookie) : req).send(body);
};
const command = (matchId: number, body: object) => send(admin, 'post', `/api/admin/matches/${matchId}/commands`, body).expect(200);
const setPreferences = (who: SignedIn, preferences: NotificationPreferencesDto) => send(who, 'put', '/api/notifications/preferences', preferences).expect(200);

/** A fan with one device of their own, subscribed through the api. */
async function fanWithDevice(name: string, language: PushSubscriptionRequest['language'], preferences: NotificationPreferencesDto, behaviour?: 'gone' | 'busy-once') {
  const fan = await signUp(t);
  await setPreferences(fan, preferences);
  await send(fan, 'post', '/api/notifications/subscriptions', receiver.device(name, language, behaviour)).expect(204);
  return fan;
}
const quiet: NotificationPreferencesDto = { matchResults: false, teamSpecific: [], predictions: false };

beforeAll(async () => {
  t = await startTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  vapidKey = ((await api().get('/api/notifications/vapid-public-key').expect(200)).body as VapidPublicKeyResponse).publicKey;
  receiver = new PushReceiver(() => vapidKey);
  await receiver.start();
  upcoming = (await api().get('/api/matches/upcoming?limit=20').expect(200)).body as MatchResponse[];
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await receiver?.stop();
  await db?.end();
  await t?.close();
});

const startPushWorker = async () => {
  worker ??= await startWorker(t, { PUSH_ENDPOINT_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: receiver.certificatePath });
};

describe('subscriptions and preferences', () => {
  it('serves one VAPID key, generated once and kept in the database', async () => {
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65);
    expect(((await api().get('/api/notifications/vapid-public-key')).body as VapidPublicKeyResponse).publicKey).toBe(vapidKey);
    expect((await sql<{ value: { publicKey: string } }>(`SELECT value FROM app_settings WHERE key = 'vapid-keys'`))[0].value.publicKey).toBe(vapidKey);
  });

  it('takes a well-formed subscription on an allowed push service, moves an endpoint to its new owner, deletes only your own', async () => {
    const fan = await signUp(t);
    const other = await signUp(t);
    const device = receiver.device('moving', 'ar');
    await send(fan, 'post', '/api/notifications/subscriptions', device).expect(204);
    await send(other, 'post', '/api/notifications/subscriptions', { ...device, language: 'ku' }).expect(204);
    expect(await sql(`SELECT user_id, language FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toEqual([{ user_id: other.user.id, language: 'ku' }]);
    await send(fan, 'delete', '/api/notifications/subscriptions', { endpoint: device.endpoint }).expect(204);
    expect(await sql(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toHaveLength(1);
    await send(other, 'delete', '/api/notifications/subscriptions', { endpoint: device.endpoint }).expect(204);
    expect(await sql(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toHaveLength(0);
  });

  it.each<[string, number, string, (device: PushSubscriptionRequest) => object]>([
    ['an endpoint outside the push services', 400, 'PUSH_SUBSCRIPTION_INVALID', (d) => ({ ...d, endpoint: 'https://169.254.169.254/latest' })],
    ['a plain-http endpoint', 400, 'PUSH_SUBSCRIPTION_INVALID', (d) => ({ ...d, endpoint: d.endpoint.replace('https:', 'http:') })],
    ['a short key', 400, 'PUSH_SUBSCRIPTION_INVALID', (d) => ({ ...d, keys: { ...d.keys, p256dh: 'AAAA' } })],
    ['no keys', 400, 'VALIDATION_FAILED', (d) => ({ endpoint: d.endpoint, language: 'en' })],
    ['an unknown language', 400, 'VALIDATION_FAILED', (d) => ({ ...d, language: 'fr' })],
  ])('refuses %s (%i %s)', async (_, status, code, change) => {
    const fan = await signUp(t);
    const res = await send(fan, 'post', '/api/notifications/subscriptions', change(receiver.device(`refused-${code}`, 'en'))).expect(status);
    expect(res.body.code).toBe(code);
    expect(await sql(`SELECT 1 FROM push_subscriptions WHERE user_id = $1`, [fan.user.id])).toHaveLength(0);
  });

  it('keeps preferences: the spec defaults, then what the fan sets, followed clubs checked', async () => {
    const fan = await signUp(t);
    expect((await api().get('/api/notifications/preferences').set('cookie', fan.cookie).expect(200)).body).toEqual({ matchResults: true, teamSpecific: [], predictions: true });
    const club = upcoming[0].homeTeamId;
    expect((await setPreferences(fan, { matchResults: false, teamSpecific: [club, club], predictions: true })).body).toEqual({ matchResults: false, teamSpecific: [club], predictions: true });
    expect((await send(fan, 'put', '/api/notifications/preferences', { matchResults: true, teamSpecific: [99_999], predictions: true }).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
    expect((await send(fan, 'put', '/api/notifications/preferences', { matchResults: 'yes', teamSpecific: [], predictions: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await send(null, 'put', '/api/notifications/preferences', quiet).expect(401);
    expect((await api().get('/api/notifications/preferences').set('cookie', fan.cookie)).body.teamSpecific).toEqual([club]);
  });
});

describe('what the worker sends', () => {
  it('sends each fan what they asked for, in their language; prunes a gone device; retries a busy one; never twice', async () => {
    const [match, soon] = upcoming.filter((m) => m.status === 'scheduled');
    await fanWithDevice('results-en', 'en', { ...quiet, matchResults: true });
    await fanWithDevice('follower-ar', 'ar', { ...quiet, teamSpecific: [match.homeTeamId] });
    await fanWithDevice('nothing', 'en', quiet);
    const predictor = await fanWithDevice('predictor-ku', 'ku', { ...quiet, predictions: true });
    await send(predictor, 'post', '/api/predictions', { matchId: match.id, prediction: 'home' }).expect(201);
    const exact = await fanWithDevice('exact-joker', 'en', { ...quiet, predictions: true });
    await send(exact, 'post', '/api/predictions', { matchId: match.id, prediction: 'home', homeScore: 1, awayScore: 0, joker: true }).expect(201);
    const gone = await fanWithDevice('gone', 'en', { ...quiet, matchResults: true }, 'gone');
    await fanWithDevice('busy', 'en', { ...quiet, matchResults: true }, 'busy-once');
    // A match an hour away: the reminder sweep (run as the worker starts, then every 5 minutes) finds it. The
    // seed squeezes today's later kick-offs in before midnight, so in the evening one of them may be an hour
    // away too: the next two hours are left to this match alone.
    await sql(`UPDATE matches SET match_date = match_date + interval '3 hours' WHERE status = 'scheduled' AND match_date < now() + interval '2 hours' AND id <> $1`, [soon.id]);
    await sql(`UPDATE matches SET match_date = now() + interval '60 minutes' WHERE id = $1`, [soon.id]);
    await fanWithDevice('forgetful', 'en', { ...quiet, predictions: true });
    const ready = await fanWithDevice('ready', 'en', { ...quiet, predictions: true });
    await send(ready, 'post', '/api/predictions', { matchId: soon.id, prediction: 'draw' }).expect(201);
    await startPushWorker();

    await command(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(t, match.id, 12);
    await command(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 12 });
    await command(match.id, { type: 'halftime' });
    await command(match.id, { type: 'second_half' });
    await command(match.id, { type: 'fulltime' });

    const arrived = (device: string, kinds: string[]) =>
      waitFor(() => kinds.every((kind) => receiver.messagesTo(device).some((m) => m.kind === kind)), { timeoutMs: 30_000, what: `${kinds.join(', ')} on ${device}` });
    await arrived('results-en', ['result']);
    await arrived('follower-ar', ['kickoff', 'goal', 'result']);
    await arrived('predictor-ku', ['settled']);
    await arrived('exact-joker', ['settled']);
    await arrived('forgetful', ['reminder']);
    // Busy at first (429): the job is retried after its backoff and sends only what did not go.
    await arrived('busy', ['result']);

    const home = await sql<{ name: string; name_arabic: string }>(`SELECT name, name_arabic FROM teams WHERE id = $1`, [match.homeTeamId]);
    expect(receiver.messagesTo('results-en')).toEqual([expect.objectContaining({ kind: 'result', title: 'Full time', url: `/matches/${match.id}`, tag: `match-${match.id}` })]);
    expect(receiver.messagesTo('results-en')[0].body).toBe(`${home[0].name} \u20661-0\u2069 ${match.awayTeamName}`);
    const arabic = receiver.messagesTo('follower-ar');
    expect(arabic.map((m) => m.title)).toEqual(expect.arrayContaining(['انطلاق المباراة', `هدف لـ${home[0].name_arabic}!`, 'نهاية المباراة']));
    // (The predictor also hears of the match an hour away, which they have not predicted.)
    expect(receiver.messagesTo('predictor-ku').filter((m) => m.kind === 'settled')).toEqual([expect.objectContaining({ kind: 'settled', title: 'پێشبینیی دروست', body: 'دروستە، +10 خاڵ', url: '/my-predictions' })]);
    // An exact score played as the joker hears the points it earned: (10 + 5) x 2.
    expect(receiver.messagesTo('exact-joker').filter((m) => m.kind === 'settled')).toEqual([expect.objectContaining({ title: 'Prediction correct', body: 'Correct, +30 points' })]);
    const goal = receiver.received.find((push) => push.device === 'follower-ar' && push.message.kind === 'goal')!;
    expect({ urgency: goal.urgency, topic: goal.topic, ttl: goal.ttl }).toEqual({ urgency: 'high', topic: `match-${match.id}`, ttl: '600' });

    // Reminders only to those who have not predicted; nothing to a device that asked for nothing; the one
    // the push service called gone is forgotten.
    expect(receiver.messagesTo('forgetful')).toEqual([expect.objectContaining({ kind: 'reminder', body: 'A match you have not predicted kicks off in an hour.', url: '/predictions' })]);
    expect(receiver.messagesTo('ready')).toEqual([]);
    expect(receiver.messagesTo('nothing')).toEqual([]);
    expect(receiver.messagesTo('results-en').map((m) => m.kind)).toEqual(['result']);
    expect(receiver.messagesTo('busy')).toHaveLength(1);
    expect(await sql(`SELECT 1 FROM push_subscriptions WHERE user_id = $1`, [gone.user.id])).toHaveLength(0);
    expect(receiver.rejected).toEqual([]);

    // The same job again, under other job ids, as a retry or a second worker would run it: nothing is sent twice.
    const connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(bullQueueName('notifications'), { connection, prefix: t.config.queuePrefix });
    const [{ version }] = await sql<{ version: number }>(`SELECT version FROM matches WHERE id = $1`, [match.id]);
    for (const jobId of ['again-1', 'again-2']) await queue.add('match-result', { matchId: match.id, version }, { jobId });
    await waitFor(async () => (await Promise.all(['again-1', 'again-2'].map((id) => queue.getJobState(id)))).every((state) => state === 'completed'), {
      timeoutMs: 15_000,
      what: 'the repeated jobs',
    });
    await queue.close();
    await connection.quit();
    expect(receiver.messagesTo('results-en')).toHaveLength(1);
    expect(receiver.messagesTo('follower-ar').filter((m) => m.kind === 'result')).toHaveLength(1);
  }, 90_000);

  it("sends a deleted account nothing: its devices go with it, its preferences are not turned back on, and no fan-out picks it", async () => {
    await startPushWorker();
    const match = upcoming.filter((m) => m.status === 'scheduled')[2];
    await fanWithDevice('still-here', 'en', { ...quiet, matchResults: true });
    // One who wanted results and predicted this match, one who wanted nothing: both delete their accounts.
    const keen = await fanWithDevice('deleted-keen', 'en', { ...quiet, matchResults: true, predictions: true });
    await send(keen, 'post', '/api/predictions', { matchId: match.id, prediction: 'home' }).expect(201);
    const quietFan = await fanWithDevice('deleted-quiet', 'en', quiet);
    // A test push first, so the keen fan's device has a record of what it was sent.
    await send(keen, 'post', '/api/notifications/test').expect(202);
    await waitFor(() => receiver.messagesTo('deleted-keen').length === 1, { timeoutMs: 20_000, what: 'the test push' });
    const [{ id: keenDevice }] = await sql<{ id: number }>(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [keen.user.id]);
    expect(await sql(`SELECT 1 FROM push_deliveries WHERE subscription_id = $1`, [keenDevice])).toHaveLength(1);
    for (const fan of [keen, quietFan]) await send(fan, 'delete', '/api/auth/user', { password: PASSWORD }).expect(204);
    expect(await sql(`SELECT user_id FROM push_subscriptions WHERE user_id = ANY($1::uuid[])`, [[keen.user.id, quietFan.user.id]])).toEqual([]);
    expect(await sql(`SELECT 1 FROM push_deliveries WHERE subscription_id = $1`, [keenDevice])).toEqual([]);
    expect(await sql(`SELECT notification_preferences FROM users WHERE id = ANY($1::uuid[])`, [[keen.user.id, quietFan.user.id]])).toEqual([
      { notification_preferences: quiet },
      { notification_preferences: quiet },
    ]);
    // An account deleted before deletion let go of its devices: its subscription and switched-on preferences are
    // still there, and no fan-out may pick them.
    const leftover = receiver.device('deleted-long-ago', 'en');
    await sql(`UPDATE users SET notification_preferences = $2 WHERE id = $1`, [quietFan.user.id, { matchResults: true, teamSpecific: [match.homeTeamId], predictions: true }]);
    await sql(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language) VALUES ($1, $2, $3, $4, 'en')`, [
      quietFan.user.id,
      leftover.endpoint,
      leftover.keys.p256dh,
      leftover.keys.auth,
    ]);

    await command(match.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(t, match.id, 12);
    await command(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 12 });
    for (const type of ['halftime', 'second_half', 'fulltime']) await command(match.id, { type });

    // Every job this match made has run (its result, its settled predictions, its kick-off and goal): whatever
    // they would have sent the deleted accounts has been sent.
    const connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(bullQueueName('notifications'), { connection, prefix: t.config.queuePrefix });
    try {
      await waitFor(
        async () => {
          const done = (await queue.getJobs(['completed'])).filter((job) => (job.data as { matchId?: number }).matchId === match.id).map((job) => job.name);
          return ['match-event', 'match-result', 'predictions-settled'].every((name) => done.includes(name));
        },
        { timeoutMs: 30_000, what: "the match's notification jobs" },
      );
    } finally {
      await queue.close();
      await connection.quit();
    }
    expect(receiver.messagesTo('still-here').map((m) => m.kind)).toEqual(['result']);
    expect(receiver.messagesTo('deleted-keen').map((m) => m.kind)).toEqual(['test']);
    expect(receiver.messagesTo('deleted-quiet')).toEqual([]);
    expect(receiver.messagesTo('deleted-long-ago')).toEqual([]);
  }, 60_000);

  it("sends test pushes to the caller's own devices only, a few a minute", async () => {
    await startPushWorker();
    const fan = await fanWithDevice('tester', 'ar', quiet);
    await fanWithDevice('bystander', 'en', { matchResults: true, teamSpecific: [], predictions: true });
    await send(fan, 'post', '/api/notifications/test').expect(202);
    await send(fan, 'post', '/api/notifications/test-match-result').expect(202);
    await waitFor(() => receiver.messagesTo('tester').length === 2, { timeoutMs: 20_000, what: 'two test pushes' });
    expect(receiver.messagesTo('tester').map((m) => m.title).sort()).toEqual(['إشعار تجريبي', 'نهاية المباراة'].sort());
    expect(receiver.messagesTo('bystander')).toEqual([]);
    for (let i = 0; i < 3; i++) await send(fan, 'post', '/api/notifications/test').expect(202);
    expect((await send(fan, 'post', '/api/notifications/test').expect(429)).body.code).toBe('RATE_LIMITED');
    await send(null, 'post', '/api/notifications/test').expect(401);
  }, 60_000);

  it("splits a fan-out over many subscription ids into batch jobs: each device hears once, a gone one is pruned, a busy one's batch alone is retried and resends only to it", async () => {
    const match = upcoming.filter((m) => m.status === 'scheduled').at(-1)!;
    const follower = { ...quiet, teamSpecific: [match.awayTeamId] };
    const devices = { 'batch-first': undefined, 'batch-gone': 'gone', 'batch-busy': 'busy-once', 'batch-last': undefined } as const;
    // Each device's id lies a batch beyond the last one's: the match's fan-outs span several batches. The busy
    // device has a neighbour in its batch, which that batch's retry must not send anything again.
    for (const [name, behaviour] of Object.entries(devices)) {
      await sql(`SELECT setval('push_subscriptions_id_seq', (SELECT last_value FROM push_subscriptions_id_seq) + $1)`, [BATCH_IDS]);
      await fanWithDevice(name, 'en', follower, behaviour);
      if (behaviour === 'busy-once') await fanWithDevice('batch-busy-neighbour', 'en', follower);
    }
    const [busyId, neighbourId] = (await sql<{ id: number }>(`SELECT id FROM push_subscriptions WHERE endpoint LIKE '%/push/batch-busy%' ORDER BY id`)).map((row) => row.id);
    await startPushWorker();
    await command(match.id, { type: 'kickoff', confirmEarly: true });
    for (const type of ['halftime', 'second_half', 'fulltime']) await command(match.id, { type });

    const heard = ['batch-first', 'batch-busy', 'batch-busy-neighbour', 'batch-last'];
    const kinds = (device: string) => receiver.messagesTo(device).map((m) => m.kind).sort();
    // The busy device's first message (the kick-off) comes back after its batch's retry, behind the result.
    await waitFor(() => heard.every((device) => kinds(device).length === 2), { timeoutMs: 30_000, what: 'the kick-off and the result on every device' });
    const connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(bullQueueName('notifications'), { connection, prefix: t.config.queuePrefix });
    try {
      const ofMatch = async (states: JobType[]) => (await queue.getJobs(states)).filter((job) => job.data.matchId === match.id);
      await waitFor(async () => (await ofMatch(['waiting', 'active', 'delayed', 'prioritized'])).length === 0, { timeoutMs: 15_000, what: "the match's notification jobs" });
      const batches = (await ofMatch(['completed'])).filter((job) => job.data.batch);
      expect(batches.filter((job) => job.name === 'match-result').length).toBeGreaterThanOrEqual(4);
      const retried = batches.filter((job) => job.attemptsMade > 1);
      expect(retried.map((job) => job.name)).toEqual(['match-event']);
      const { after, upTo } = retried[0].data.batch as SubscriptionBatch;
      expect([busyId, neighbourId].map((id) => id > after && id <= upTo)).toEqual([true, true]);
    } finally {
      await queue.close();
      await connection.quit();
    }
    for (const device of heard) expect(kinds(device)).toEqual(['kickoff', 'result']);
    expect(await sql(`SELECT 1 FROM push_subscriptions WHERE endpoint LIKE '%/push/batch-gone'`)).toEqual([]);
    expect(receiver.rejected).toEqual([]);
  }, 60_000);
});
