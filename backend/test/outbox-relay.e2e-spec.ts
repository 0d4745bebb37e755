import { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { SOCKET_PATH, type StandingsUpdatePayload } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { liveMessages } from '../src/platform/live/live-events';
import type { OutboxMessage } from '../src/platform/outbox/outbox';
import { OutboxRelay, RELAY_LOCK_KEY } from '../src/platform/outbox/outbox-relay.service';
import { startTestApp, TestApp } from './support/test-app';
import { TEST_REDIS_URL } from './support/test-env';

/*
 * Who delivers the outbox: the process that committed, at once; every process's poll only what was left behind,
 * so a poller (often an api busy writing to its sockets) never holds up a committer's fresh messages.
 */

let t: TestApp;
let socket: Socket;
const heard: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = io(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`, { path: SOCKET_PATH, transports: ['websocket'] });
  socket.on('standings:update', ({ season }: StandingsUpdatePayload) => heard.push(season));
  await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await t?.close();
});

const sql = <T>(text: string, params: unknown[] = []) => t.app.get(DataSource).query(text, params) as Promise<T[]>;
const waiting = async () => (await sql<{ count: number }>('SELECT count(*)::int AS count FROM outbox'))[0].count;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hear = (season: string) => waitFor(() => heard.includes(season), { what: `the fan hearing '${season}'` });

/** A message recorded as a command's transaction records it, stamped `age` ago ('-1 hour': not yet due to anyone but its committer). */
async function record(season: string, age: string): Promise<void> {
  const message: OutboxMessage = { broadcast: liveMessages.standingsChanged(season) };
  await sql(`INSERT INTO outbox (message, created_at) VALUES ($1::jsonb, clock_timestamp() - $2::interval)`, [JSON.stringify(message), age]);
}

it("leaves a message just recorded to its committer's wake-up, and polls deliver one left behind", async () => {
  await record('just-recorded', '-1 hour');
  // Several polls' worth: a poll that took it on would have delivered it by now.
  await sleep(2_000);
  expect(await waiting()).toBe(1);
  expect(heard).not.toContain('just-recorded');
  t.app.get(OutboxRelay).wake();
  await hear('just-recorded');

  await record('left-behind', '1 minute');
  await hear('left-behind');
  await waitFor(async () => (await waiting()) === 0, { timeoutMs: 3_000, what: 'the delivered message deleted' });
});

it('tries again when another relay holds the lock, so its fresh message does not wait for the polls', async () => {
  const other = new Client({ connectionString: t.db.url });
  await other.connect();
  try {
    await other.query('SELECT pg_advisory_lock($1)', [RELAY_LOCK_KEY]);
    await record('after-the-other-relay', '-1 hour');
    t.app.get(OutboxRelay).wake();
    await sleep(100);
    expect(heard).not.toContain('after-the-other-relay');
    await other.query('SELECT pg_advisory_unlock($1)', [RELAY_LOCK_KEY]);
    await hear('after-the-other-relay');
    // The relay deletes what it delivered a moment after publishing it.
    await waitFor(async () => (await waiting()) === 0, { timeoutMs: 3_000, what: 'the delivered message deleted' });
  } finally {
    await other.end();
  }
});

it('keeps a broadcast that Redis refused to put in the stream, and delivers it once Redis takes it', async () => {
  const redis = new Redis(TEST_REDIS_URL);
  const stream = t.config.socketStreamName;
  try {
    // The stream's key holding a string: Redis answers the publish with an error, as a full Redis answers writes.
    await redis.del(stream);
    await redis.set(stream, 'not a stream');
    await record('refused', '1 minute');
    // The adapter still writes to this api's own sockets, so the fan hearing it says the relay has tried.
    await hear('refused');
    await sleep(300);
    expect(await waiting()).toBe(1);

    await redis.del(stream);
    await waitFor(async () => (await waiting()) === 0, { timeoutMs: 5_000, what: 'the message delivered and deleted' });
    const entries = await redis.xrangeBuffer(stream, '-', '+');
    expect(entries.some(([, fields]) => fields.some((field) => field.includes('refused')))).toBe(true);
  } finally {
    redis.disconnect();
  }
});
