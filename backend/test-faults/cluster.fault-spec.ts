import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { waitFor } from '@isl/test-support';
import { SOCKET_PATH, type MatchDetailResponse, type MatchResponse, type MatchUpdatePayload } from '@isl/contracts';
import { startCluster, type Cluster, type ClusterProcess } from '../tools/cluster/cluster';
import { setMatchClock } from '../test/support/match-clock';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database';
import { TEST_REDIS_URL } from '../test/support/test-env';

/*
 * Three apis and two workers behind nginx, 2,000 fans connected through it. A match is played through the
 * console on one api; every fan must see every update. Then apis go away under them, one gracefully (SIGTERM)
 * and one killed (-9), while the match goes on: every fan must end up knowing all of it.
 */

const FANS = 2_000;
/** Fans on HTTP long-polling, which needs nginx to keep each on one api; the rest use WebSocket. */
const POLLING_FANS = 200;

let db: TestDatabase;
let cluster: Cluster;
const fans: Fan[] = [];

/** What one fan's client knows of the match: every update it received, and the state it re-read after a reconnection it could not recover. */
interface Fan {
  socket: Socket;
  versions: Set<number>;
  /** The match's version as re-read over HTTP when the connection came back without its missed packets. */
  reread: number;
  recovered: number;
  unrecovered: number;
}

let matchId = 0;
let adminCookie = '';
const metricsToken = randomBytes(16).toString('hex');

beforeAll(async () => {
  db = await createTestDatabase();
  const tag = randomBytes(4).toString('hex');
  cluster = await startCluster({
    apis: 3,
    workers: 2,
    databaseUrl: db.url,
    redisUrl: TEST_REDIS_URL,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      QUEUE_PREFIX: `cluster-${tag}:queue`,
      SOCKET_STREAM_NAME: `cluster-${tag}:socket.io`,
      READ_MODELS_CHANNEL: `cluster-${tag}:read-models`,
      RATE_LIMIT_KEY_PREFIX: `cluster-${tag}:rate-limit:`,
      WORKER_LOCK_MS: '2000',
      // Production refuses /metrics without a token; the spec reads each api's fans from it.
      METRICS_TOKEN: metricsToken,
    },
  });
}, 180_000);

afterAll(async () => {
  for (const fan of fans) fan.socket.disconnect();
  await cluster?.stop();
  await db?.drop();
});

const origin = () => cluster.url;

async function call<T>(base: string, method: string, path: string, body?: object, cookie = adminCookie): Promise<{ status: number; body: T; cookie?: string }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: origin(), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, body: (await response.json().catch(() => null)) as T, cookie: setCookie || undefined };
}

async function signUp(firstName: string): Promise<{ cookie: string; id: string }> {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.iq`;
  const res = await call<{ id: string }>(origin(), 'POST', '/api/auth/register', { email, password: 'correct horse battery staple', firstName }, '');
  expect(res.status).toBe(201);
  return { cookie: res.cookie as string, id: res.body.id };
}

const apiUrl = (api: ClusterProcess) => `http://127.0.0.1:${api.port}`;

/** One console command, sent to this api directly (the operator's browser reached it through nginx). */
async function command(api: ClusterProcess, body: object): Promise<MatchResponse> {
  const res = await call<MatchResponse>(apiUrl(api), 'POST', `/api/admin/matches/${matchId}/commands`, body);
  expect({ body, status: res.status }).toEqual({ body, status: 200 });
  return res.body;
}

async function matchVersion(): Promise<number> {
  return (await call<MatchDetailResponse>(origin(), 'GET', `/api/matches/${matchId}`)).body.version;
}

function connectFan(index: number): Promise<Fan> {
  const socket = io(origin(), {
    path: SOCKET_PATH,
    transports: index < POLLING_FANS ? ['polling'] : ['websocket'],
    // What the web app sends: a token nginx keeps each client on one api by.
    query: { lb: randomBytes(6).toString('hex') },
    reconnectionDelay: 500,
    reconnectionDelayMax: 2_000,
  });
  const fan: Fan = { socket, versions: new Set(), reread: 0, recovered: 0, unrecovered: 0 };
  socket.on('match:update', (payload: MatchUpdatePayload) => {
    if (payload.id === matchId) fan.versions.add(payload.version);
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) {
      // As the web app does: a connection that came back without the packets it missed re-reads the match.
      if (socket.recovered) fan.recovered++;
      else {
        fan.unrecovered++;
        void matchVersion().then((version) => (fan.reread = Math.max(fan.reread, version)));
      }
    }
    connectedBefore = true;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(fan));
    socket.once('connect_error', reject);
  });
}

const latestKnown = (fan: Fan) => Math.max(fan.reread, ...fan.versions);
const missing = (fan: Fan, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((v) => !fan.versions.has(v));

/** How many fans each api holds, as its /metrics says (0 for an api that is gone). */
async function socketsPerApi(): Promise<number[]> {
  return Promise.all(
    cluster.apis.map(async (api) => {
      if (!api.running) return 0;
      const text = await (await fetch(`${apiUrl(api)}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      const line = text.split('\n').find((l) => l.startsWith('isl_socket_connections '));
      return line ? Number(line.split(' ').at(-1)) : Number.NaN;
    }),
  );
}

it('serves the web app through nginx: hashed files for a year, compressed as the build made them; pages revalidated', async () => {
  const page = await fetch(`${origin()}/matches`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${origin()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('gzip');
});

it(`spreads ${FANS} fans over the apis, and each sees every update of a match played on one api`, async () => {
  const admin = await signUp('Operator');
  adminCookie = admin.cookie;
  const { Client } = await import('pg');
  const sql = new Client({ connectionString: db.url });
  await sql.connect();
  try {
    await sql.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const [match] = (await call<MatchResponse[]>(origin(), 'GET', '/api/matches/upcoming?limit=1')).body;
    matchId = match.id;

    // A fan predicts through api 2; the match is played through api 1.
    const predictor = await signUp('Predictor');
    const predicted = await call(apiUrl(cluster.apis[1]), 'POST', '/api/predictions', { matchId, prediction: 'home' }, predictor.cookie);
    expect(predicted.status).toBe(201);

    for (let i = 0; i < FANS; i += 100) {
      fans.push(...(await Promise.all(Array.from({ length: Math.min(100, FANS - i) }, (_, j) => connectFan(i + j)))));
    }
    const spread = await socketsPerApi();
    console.log(`fans per api: ${spread.join(', ')}`);
    expect(spread.every((count) => count > FANS / 10)).toBe(true);

    const [api1] = cluster.apis;
    const start = (await command(api1, { type: 'kickoff', confirmEarly: true })).version;
    await setMatchClock(sql, matchId, 40);
    for (const minute of [12, 25, 38]) await command(api1, { type: 'goal', teamId: match.homeTeamId, minute });
    await command(api1, { type: 'halftime' });
    await command(api1, { type: 'second_half' });
    await setMatchClock(sql, matchId, 85);
    await command(api1, { type: 'goal', teamId: match.awayTeamId, minute: 70 });
    const fulltime = await command(api1, { type: 'fulltime' });

    await waitFor(() => fans.every((fan) => fan.versions.has(fulltime.version)), { timeoutMs: 60_000, what: 'full time reaching every fan' });
    const losses = fans.reduce((sum, fan) => sum + missing(fan, start, fulltime.version).length, 0);
    console.log(`${FANS} fans, ${fulltime.version - start + 1} updates each, ${losses} lost`);
    expect(losses).toBe(0);

    // Settled by one of the two workers, exactly once.
    const settledLines = () =>
      cluster.workers.flatMap((worker) => readFileSync(worker.logFile, 'utf8').split('\n').filter((line) => line.includes(`settled match ${matchId} at version`)));
    await waitFor(() => settledLines().length > 0, { timeoutMs: 30_000, what: 'the settlement' });
    const { rows } = await sql.query(`SELECT points, total FROM prediction_totals WHERE user_id = $1`, [predictor.id]);
    expect(rows).toEqual([{ points: 10, total: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(settledLines()).toHaveLength(1);
  } finally {
    await sql.end();
  }
});

/** A correction that disallows one standing goal of the match, sent to `api`. */
async function disallowOneGoal(api: ClusterProcess): Promise<MatchResponse> {
  const { body: match } = await call<MatchDetailResponse>(apiUrl(api), 'GET', `/api/matches/${matchId}`);
  const goal = match.events.find((e) => e.type === 'goal' && !e.disallowed);
  if (!goal) throw new Error(`match ${matchId} has no goal left to disallow`);
  const home = goal.teamId === match.homeTeamId ? 1 : 0;
  return command(api, { type: 'correct_score', homeScore: match.homeScore! - home, awayScore: match.awayScore! - (1 - home), disallowGoalIds: [goal.id] });
}

it('loses no fan when an api stops gracefully and another is killed while the match goes on', async () => {
  const [api1, api2, api3] = cluster.apis;
  const before = await matchVersion();

  // SIGTERM: the api closes its sockets; their clients reconnect through nginx to another api and recover
  // from the shared stream what was sent meanwhile.
  const stopping = api1.stop('SIGTERM');
  const duringStop = await disallowOneGoal(api3);
  await stopping;
  await waitFor(() => fans.every((fan) => fan.socket.connected && latestKnown(fan) >= duringStop.version), {
    timeoutMs: 60_000,
    what: 'every fan reconnected after the graceful stop',
  });
  const lostInStop = fans.filter((fan) => !fan.versions.has(duringStop.version)).length;
  const afterStop = await disallowOneGoal(api3);
  await waitFor(() => fans.every((fan) => fan.versions.has(afterStop.version)), { timeoutMs: 60_000, what: 'the update after the stop' });

  // kill -9: no goodbye, no session kept; its clients reconnect elsewhere, and re-read what they cannot recover.
  await api2.kill();
  const afterKill = await disallowOneGoal(api3);
  expect([duringStop.version, afterStop.version, afterKill.version]).toEqual([before + 1, before + 2, before + 3]);
  await waitFor(() => fans.every((fan) => fan.socket.connected && latestKnown(fan) === afterKill.version), {
    timeoutMs: 120_000,
    what: 'every fan reconnected and up to date',
  });
  const recovered = fans.reduce((sum, fan) => sum + fan.recovered, 0);
  const reread = fans.reduce((sum, fan) => sum + fan.unrecovered, 0);
  console.log(
    `${FANS} fans, one api stopped (SIGTERM) and one killed (-9) under them: ${recovered} reconnections recovered the missed ` +
      `updates, ${reread} re-read the match, ${lostInStop} lost the update sent during the graceful stop; all ended at version ${afterKill.version}`,
  );
  expect(lostInStop).toBe(0);
  expect(await socketsPerApi()).toEqual([0, 0, FANS]);
});
