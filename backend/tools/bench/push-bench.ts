import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { selfSignedCertificate } from '@isl/test-support';
import { parseConfig } from '../../src/platform/config/config';
import { appQueue } from '../../src/platform/queue/app-queues';
import { BUILT_BACKEND } from '../repo-root';
import { startBuiltApi, type BuiltApi } from './built-api';
import { BenchChild } from './live-bench-ipc';
import { percentile, round, sleep } from './live-bench-measure';
import { pushBenchAnswer, type ReceiverReply, type ReceiverRequest } from './push-bench-ipc';
import { cpuMs, machineBusyMs } from './process-cpu';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:push -- [--subscriptions 100000] [--workers 1,2] [--key-pairs 256]`: one full-time result sent by
 * the built worker (WORKER_QUEUES=notifications) to that many subscriptions through the real Web Push path (VAPID
 * signing, aes128gcm encryption, HTTPS) to a push service in a process of its own that answers as FCM: 201, with 1 %
 * gone (410) and 1 % busy once (429, accepted on the retry). The devices' endpoints are on 127.0.0.1 and its
 * self-signed certificate is the workers' NODE_EXTRA_CA_CERTS; every fan wants match results. For each count of
 * worker processes, on fresh subscriptions: the `match-result` job is enqueued as the outbox would, then it prints
 * messages per second per worker process (the messages accepted before the busy devices' retries, over the time
 * from the enqueue to the last of them), p50/p99 from the enqueue to each acceptance (retries included), the time
 * until the last retry, the api's p99 on a kept read (`/api/matches/upcoming?limit=5`, one request after another)
 * during the fan-out, and checks: no device missed or got the message twice, the gone ones pruned, a sample
 * decrypted. It asserts nothing.
 */
const { values } = parseArgs({
  options: {
    subscriptions: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '1,2' },
    'key-pairs': { type: 'string', default: '256' },
  },
});
const SUBSCRIPTIONS = Number(values.subscriptions);
const WORKER_COUNTS = values.workers.split(',').map(Number);
/** Making 100,000 P-256 key pairs would take longer than the fan-out: devices share a few, each with its own endpoint. */
const KEY_PAIRS = Number(values['key-pairs']);
/** One message in this many is decrypted by the push service: enough to show the payloads are real. */
const DECRYPT_EVERY = 97;
const READ_PATH = '/api/matches/upcoming?limit=5';
/** Fans' reads while the result goes out: 50 a second, paced, so that the reads measure the api and do not load it. */
const READ_INTERVAL_MS = 20;
const DELIVERY_TIMEOUT_MS = 180_000;

const say = (message: string) => process.stderr.write(`[bench:push] ${message}\n`);

/** The devices' key pairs and auth secrets, as browsers make them. */
function devicesKeys() {
  return Array.from({ length: KEY_PAIRS }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { privateKey: ecdh.getPrivateKey('base64url'), p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
  });
}

/** Device n's subscription, for every n, on fresh rows (the gone ones were pruned by the last run). */
async function subscribeDevices(db: Client, origin: string, keys: ReturnType<typeof devicesKeys>): Promise<void> {
  await db.query(`DELETE FROM push_deliveries`);
  await db.query(`DELETE FROM push_subscriptions`);
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language)
     SELECT u.id, $1 || n, ($2::text[])[n % $4 + 1], ($3::text[])[n % $4 + 1], (ARRAY['en', 'ar', 'ku'])[n % 3 + 1]
       FROM (SELECT id, substring(email FROM '^push-bench-(\\d+)@')::int AS n FROM users WHERE email LIKE 'push-bench-%') u
      ORDER BY n`,
    [`${origin}/push/`, keys.map((key) => key.p256dh), keys.map((key) => key.auth), keys.length],
  );
  await db.query(`VACUUM ANALYZE push_subscriptions`);
}

/** A worker process of the built backend, on `env`; resolves once it says it is ready (over IPC, as to `npm run cluster`). */
async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [join(BUILT_BACKEND, 'worker.js')], { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(`a worker said ${String(message)}`))));
    worker.once('exit', (code) => reject(new Error(`a worker exited with ${code} before it was ready`)));
  });
  worker.disconnect();
  return worker;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Reads of the api every READ_INTERVAL_MS (or as soon as the last one answers) until `until` settles: each one's latency in ms. */
async function readLoop(api: BuiltApi, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  for (let next = performance.now(); !done; next += READ_INTERVAL_MS) {
    await sleep(next - performance.now());
    const started = performance.now();
    const response = await fetch(`${api.base}${READ_PATH}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

type CpuReading = { workers: number[]; receiver: number; api: number; machine: number };

/** What each process spent between two readings; the workers' also per message. */
function cpuUse(before: CpuReading, after: CpuReading, messages: number) {
  const workers = after.workers.map((ms, i) => ms - before.workers[i]);
  const [receiver, api, machine] = [after.receiver - before.receiver, after.api - before.api, after.machine - before.machine];
  const workersMs = workers.reduce((sum, ms) => sum + ms, 0);
  return { workers, workerMsPerMessage: round(workersMs / messages, 3), receiver, api, rest: machine - workersMs - receiver - api, machine };
}

async function measure(api: BuiltApi, db: Client, receiver: BenchChild<ReceiverRequest, ReceiverReply>, workerEnv: NodeJS.ProcessEnv, matchId: number, workers: number, version: number) {
  await receiver.request({ kind: 'reset', devices: SUBSCRIPTIONS }, 'reset');
  const processes = await Promise.all(Array.from({ length: workers }, () => startWorker(workerEnv)));
  // The reminder sweep each worker runs as it starts, and its first connections, are behind it.
  await sleep(2_000);
  const queue = appQueue('notifications', parseConfig(workerEnv));
  try {
    const firstAnswers = Array.from({ length: SUBSCRIPTIONS }, (_, device) => pushBenchAnswer(device, 0));
    const expected = SUBSCRIPTIONS - firstAnswers.filter((status) => status === 410).length;
    // The messages accepted at the first try: all but the busy devices', which come back after their batch's retry.
    const firstPass = expected - firstAnswers.filter((status) => status === 429).length;
    // The CPU each process uses from the enqueue to the end of the first pass; the rest of the machine's is
    // PostgreSQL's, Redis's and this bench's.
    const cpuOf = () => ({ workers: processes.map((worker) => cpuMs(worker.pid as number)), receiver: cpuMs(receiver.process.pid as number), api: cpuMs(api.process.pid as number), machine: machineBusyMs() });
    const cpuBefore = cpuOf();
    const enqueuedAtMs = Date.now();
    await queue.add('match-result', { matchId, version });
    say(`${workers} worker process(es): the result is queued for ${SUBSCRIPTIONS} devices`);
    // One look at the push service's count every 100 ms: the api's reads run until the first pass is in.
    let firstPassIn = () => {};
    const firstPassDone = new Promise<void>((resolve) => (firstPassIn = resolve));
    const allIn = (async () => {
      for (const deadline = Date.now() + DELIVERY_TIMEOUT_MS; Date.now() < deadline; await sleep(100)) {
        const { accepted } = await receiver.request({ kind: 'count' }, 'count');
        if (accepted >= firstPass) firstPassIn();
        if (accepted >= expected) break;
      }
      firstPassIn();
    })();
    const reads = readLoop(api, firstPassDone);
    const cpuAfter = await firstPassDone.then(cpuOf);
    await allIn;
    const figures = await receiver.request({ kind: 'figures' }, 'figures');
    const readLatencies = (await reads).sort((a, b) => a - b);
    const [{ pruned }] = (await db.query(`SELECT $1::int - count(*)::int AS pruned FROM push_subscriptions`, [SUBSCRIPTIONS])).rows as { pruned: number }[];
    const sinceEnqueue = Array.from(figures.acceptedAtMs, (at) => at - enqueuedAtMs).sort((a, b) => a - b);
    const firstPassMs = sinceEnqueue[Math.min(sinceEnqueue.length, firstPass) - 1];
    const firstPassPerSecond = firstPass / (firstPassMs / 1000);
    return {
      workerProcesses: workers,
      accepted: figures.acceptedAtMs.length,
      expected,
      answered: figures.answered,
      missing: figures.missing,
      duplicates: figures.duplicates,
      prunedGone: pruned,
      decryptedSample: figures.decrypted,
      firstPass: { messages: firstPass, seconds: round(firstPassMs / 1000, 2), messagesPerSecond: Math.round(firstPassPerSecond) },
      messagesPerSecondPerWorker: Math.round(firstPassPerSecond / workers),
      enqueueToAcceptedMs: { p50: percentile(sinceEnqueue, 50), p99: percentile(sinceEnqueue, 99), last: sinceEnqueue[sinceEnqueue.length - 1] },
      cpuMsDuringFirstPass: cpuUse(cpuBefore, cpuAfter, firstPass),
      apiRead: { path: READ_PATH, requests: readLatencies.length, p50Ms: round(percentile(readLatencies, 50)), p99Ms: round(percentile(readLatencies, 99)) },
    };
  } finally {
    await queue.close();
    await Promise.all(processes.map(stopProcess));
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'isl-bench-push-'));
  const receiver = BenchChild.fork<ReceiverRequest, ReceiverReply>('push-bench-receiver');
  const api = await startBuiltApi('push', { env: ({ databaseName }) => ({ QUEUE_PREFIX: `${databaseName}:queue`, RATE_LIMIT_KEY_PREFIX: `${databaseName}:rate-limit:` }) });
  const db = new Client({ connectionString: api.env.DATABASE_URL });
  try {
    await db.connect();
    const keys = devicesKeys();
    const certificate = selfSignedCertificate(dir);
    const { port } = await receiver.request({ kind: 'listen', ...certificate, keys: keys.map(({ privateKey, auth }) => ({ privateKey, auth })), decryptEvery: DECRYPT_EVERY }, 'listening');
    const [{ id: matchId }] = (await db.query(`SELECT id FROM matches WHERE status = 'scheduled' ORDER BY match_date LIMIT 1`)).rows as { id: number }[];
    // The match is over (its commands are bench:live's business): only its result's fan-out is measured.
    await db.query(`UPDATE matches SET status = 'finished', home_score = 2, away_score = 1 WHERE id = $1`, [matchId]);
    await db.query(
      `INSERT INTO users (email, notification_preferences)
       SELECT 'push-bench-' || n || '@example.com', '{"matchResults": true, "teamSpecific": [], "predictions": false}' FROM generate_series(0, $1 - 1) n`,
      [SUBSCRIPTIONS],
    );
    const workerEnv = { ...api.env, WORKER_QUEUES: 'notifications', NODE_EXTRA_CA_CERTS: certificate.certificatePath, WORKER_METRICS_PORT: '0' };
    const runs = [];
    for (const [i, workers] of WORKER_COUNTS.entries()) {
      await subscribeDevices(db, `https://127.0.0.1:${port}`, keys);
      runs.push(await measure(api, db, receiver, workerEnv, matchId, workers, i + 1));
    }
    const [one, two] = [runs.find((run) => run.workerProcesses === 1), runs.find((run) => run.workerProcesses === 2)];
    printFigures({
      subscriptions: SUBSCRIPTIONS,
      keyPairs: KEY_PAIRS,
      runs,
      twoOverOne: one && two ? round(two.firstPass.messagesPerSecond / one.firstPass.messagesPerSecond, 2) : null,
    });
  } finally {
    await db.end();
    await api.stop();
    await receiver.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBenchmark('push', main);
