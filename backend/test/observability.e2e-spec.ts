import { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { freePort, waitFor } from '@isl/test-support';
import { SOCKET_PATH, type MatchResponse, type MatchUpdatePayload } from '@isl/contracts';
import { liveMessages } from '../src/platform/live/live-events';
import { StreamsPublisher } from '../src/platform/live/streams-publisher';
import { toMatchUpdatePayload } from '../src/features/matches/match.response';
import { APP_ORIGIN, signUp } from './support/accounts';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, type WorkerProcess } from './support/worker-process';

const TOKEN = 'scrape-me-please';

let redis: RedisServer;
let t: TestApp;
let worker: WorkerProcess | null = null;
let socket: Socket | null = null;

beforeAll(async () => {
  // Its own Redis, so the readiness check can be shown what an outage looks like.
  redis = await startRedisServer();
  t = await startTestApp({ REDIS_URL: redis.url, METRICS_TOKEN: TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await worker?.stop();
  await t?.close();
  await redis?.stop();
});

const api = () => request(t.app.getHttpServer());
const metrics = async () => (await api().get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
/** The value of one series, or undefined when the text has no such line. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is refused without the operator token, in the API error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN]) {
      const req = api().get('/metrics');
      const res = await (authorization ? req.set('authorization', authorization) : req).expect(401);
      expect(res.body).toEqual(expect.objectContaining({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.stringContaining('METRICS_TOKEN') }));
    }
  });

  it('times requests by route pattern, never by the raw address', async () => {
    await api().get('/api/matches/1').expect(200);
    await api().get('/api/matches/2').expect(200);
    await api().get('/api/no-such-thing').expect(404);
    const text = await metrics();
    expect(valueOf(text, 'isl_http_request_duration_seconds_count{method="GET",route="/api/matches/:id",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('route="/api/matches/1"');
    expect(valueOf(text, 'isl_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts a kept read answered from memory under its route pattern, and as a read-model hit', async () => {
    const built = await api().get('/api/matches/3').expect(200);
    const before = await metrics();
    await api().get('/api/matches/3').expect(200);
    await api().get('/api/matches/3').set('if-none-match', built.headers.etag as string).expect(304);
    const after = await metrics();
    const increase = (series: string) => (valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(increase('isl_http_request_duration_seconds_count{method="GET",route="/api/matches/:id",status="200"}')).toBe(1);
    expect(increase('isl_http_request_duration_seconds_count{method="GET",route="/api/matches/:id",status="304"}')).toBe(1);
    expect(increase('isl_read_model_requests_total{result="hit"}')).toBe(2);
    expect(increase('isl_read_model_requests_total{result="miss"}')).toBe(0);
  });

  it('counts sockets held and events broadcast, and reports queues, the outbox and the database pool', async () => {
    expect(valueOf(await metrics(), 'isl_socket_connections')).toBe(0);
    const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    socket = io(base, { path: SOCKET_PATH, transports: ['websocket'] });
    await new Promise((resolve, reject) => (socket?.once('connect', () => resolve(null)), socket?.once('connect_error', reject)));
    expect(valueOf(await metrics(), 'isl_socket_connections')).toBe(1);

    const admin = await signUp(t, { role: 'admin' });
    const [match] = (await api().get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[];
    const updated = new Promise((resolve) => socket?.once('match:update', resolve));
    await api().post(`/api/admin/matches/${match.id}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send({ type: 'kickoff', confirmEarly: true }).expect(200);
    await updated;
    // The kick-off's notification job reaches the queue after its socket events (no worker runs to take it), and
    // the outbox empties once the relay has delivered them all.
    const text = await waitFor(async () => {
      const body = await metrics();
      const delivered = valueOf(body, 'isl_queue_jobs{queue="notifications",state="waiting"}') === 1 && valueOf(body, 'isl_outbox{measure="messages"}') === 0;
      return delivered ? body : null;
    }, { what: "the kick-off's notification job on the queue and the outbox empty" });
    expect(valueOf(text, 'isl_socket_events_broadcast_total{event="match:update"}')).toBe(1);
    expect(valueOf(text, 'isl_socket_events_broadcast_total{event="match:event"}')).toBe(1);
    for (const queue of ['settlement', 'notifications', 'uploads']) {
      for (const state of ['waiting', 'delayed', 'prioritized', 'active', 'failed']) expect(valueOf(text, `isl_queue_jobs{queue="${queue}",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(text, 'isl_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Present (a scrape may well catch a caller waiting for a connection).
    for (const state of ['idle', 'waiting']) expect(valueOf(text, `isl_db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(text).toContain('isl_process_resident_memory_bytes');
    // The api's own broadcast of the kick-off, timed once although the stream brings it back to the api.
    expect(valueOf(text, 'isl_live_update_fanout_seconds_count')).toBe(1);
  });

  it("times a match update from its updatedAt to its write to the api's last socket when another process publishes it", async () => {
    const before = await metrics();
    const [match] = (await api().get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[];
    const publisher = new StreamsPublisher(t.config);
    try {
      const heard = new Promise<MatchUpdatePayload>((resolve) => socket?.once('match:update', resolve));
      const committedAt = new Date(Date.now() - 2_000).toISOString();
      await publisher.broadcast(liveMessages.matchUpdated({ ...toMatchUpdatePayload(match), updatedAt: committedAt }));
      expect((await heard).updatedAt).toBe(committedAt);
    } finally {
      await publisher.onModuleDestroy();
    }
    const after = await metrics();
    const series = (text: string, name: string) => valueOf(text, `isl_live_update_fanout_seconds_${name}`) ?? 0;
    expect(series(after, 'count') - series(before, 'count')).toBe(1);
    expect(series(after, 'sum') - series(before, 'sum')).toBeGreaterThanOrEqual(2);
    expect(series(after, 'bucket{le="1"}')).toBe(series(before, 'bucket{le="1"}'));
  });
});

describe('the worker', () => {
  it('serves its metrics, with job durations, and its liveness on its own port', async () => {
    const port = await freePort();
    worker = await startWorker(t, { WORKER_METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const scrape = (authorization?: string) => fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });
    expect((await scrape()).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    // The sweeps run as the worker starts, and the kick-off's notification waits on the queue.
    const timed = (body: string, queue: string, job: string) => valueOf(body, `isl_job_duration_seconds_count{queue="${queue}",job="${job}"}`);
    const text = await waitFor(
      async () => {
        const body = await (await scrape(`Bearer ${TOKEN}`)).text();
        return timed(body, 'settlement', 'sweep-unsettled') && timed(body, 'notifications', 'match-event') ? body : null;
      },
      { what: 'the sweep and the kick-off notification timed' },
    );
    expect(timed(text, 'notifications', 'match-event')).toBe(1);
    expect(valueOf(text, 'isl_job_failures_total{queue="notifications",job="match-event"}')).toBeUndefined();
  });
});

describe('health', () => {
  it('is live while the process serves, and ready only with the database, Redis and every migration', async () => {
    expect((await api().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await api().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up', migrations: 'done' });
    await redis.stop();
    try {
      const ready = await api().get('/api/health/ready').expect(503);
      expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', migrations: 'done' });
      await api().get('/api/health/live').expect(200);
    } finally {
      await redis.start();
    }
  });
});

describe('request ids', () => {
  it('answers with the request id, and puts it in every error body', async () => {
    const missing = await api().get('/api/matches/999999').expect(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.body).toEqual(expect.objectContaining({ code: 'MATCH_NOT_FOUND', requestId: missing.headers['x-request-id'] }));

    const traced = await api().get('/api/matches/999999').set('x-request-id', 'edge-7f3a.21').expect(404);
    expect([traced.headers['x-request-id'], traced.body.requestId]).toEqual(['edge-7f3a.21', 'edge-7f3a.21']);
    const ok = await api().get('/api/teams').set('x-request-id', 'edge-7f3a.22').expect(200);
    expect(ok.headers['x-request-id']).toBe('edge-7f3a.22');

    for (const hostile of ['<script>alert(1)</script>', 'x'.repeat(200), 'a b']) {
      const res = await api().get('/api/matches/999999').set('x-request-id', hostile).expect(404);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
    }
  });
});
