import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bombPng, waitFor } from '@isl/test-support';
import { MAX_UNUSED_UPLOADS, UPLOAD_LIMITS, type UploadTicket } from '@isl/contracts';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { png } from './support/sample-files';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The upload path under attack: decompression bombs, a burst of upload URLs, bodies of the wrong type, bodies that
 * trickle, and clients that leave halfway. Its own api, with a small image bound and a short body timeout.
 */
const IMAGE_CONCURRENCY = 2;
const BODY_TIMEOUT_SECONDS = 2;

const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-upload-bounds-'));
/** What the api logged, record by record. */
const logged: Record<string, unknown>[] = [];
let t: TestApp;
let port: number;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const uploadCount = async (userId: string) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM uploads WHERE user_id = $1', [userId]))[0].n);
const incomingFiles = () => readdirSync(uploadsDir, { recursive: true }).filter((path) => String(path).startsWith('incoming/'));

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  t = await startTestApp(
    {
      UPLOADS_DIR: uploadsDir,
      UPLOAD_IMAGE_CONCURRENCY: String(IMAGE_CONCURRENCY),
      UPLOAD_BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
      // The bursts below are one account's; the write limit is another test's subject.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
    { logger },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.getHttpServer().address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const askForUpload = (who: SignedIn) => api().post('/api/objects/upload').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send({});

async function ticket(who: SignedIn, kind: 'profile' | 'media' = 'profile'): Promise<UploadTicket> {
  const res = kind === 'profile' ? await askForUpload(who) : await api().post('/api/objects/upload-public').set('origin', APP_ORIGIN).set('cookie', who.cookie).send({ fileName: 'photo.png' });
  expect(res.status).toBe(201);
  return res.body as UploadTicket;
}

interface RawAnswer {
  status: number;
  body: { code?: string; message?: string };
}

/**
 * A PUT of a file over a plain socket, its body written by the test as it likes. `answer` resolves with the
 * server's answer, or rejects when the server closes the connection without one, or gives none within
 * `deadlineMs` (a hang, which is what some of these tests look for).
 */
function openPut(who: SignedIn, uploadURL: string, headers: Record<string, string | number>, deadlineMs = 20_000): { req: ClientRequest; answer: Promise<RawAnswer> } {
  let req!: ClientRequest;
  let deadline: NodeJS.Timeout | undefined;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req = httpRequest(
      { port, host: '127.0.0.1', method: 'PUT', path: uploadURL, headers: { cookie: who.cookie, origin: APP_ORIGIN, 'x-forwarded-for': uniqueIp(), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (data: Buffer) => (text += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as RawAnswer['body'] }));
      },
    );
    deadline = setTimeout(() => req.destroy(new Error(`no answer within ${deadlineMs / 1000} s`)), deadlineMs);
    req.on('error', reject);
  }).finally(() => clearTimeout(deadline));
  return { req, answer };
}

/** The whole file in one PUT, with the Content-Type given. */
function putRaw(who: SignedIn, uploadURL: string, body: Buffer, contentType: string, deadlineMs?: number): Promise<RawAnswer> {
  const { req, answer } = openPut(who, uploadURL, { 'content-type': contentType, 'content-length': body.length }, deadlineMs);
  req.end(body);
  return answer;
}

describe('image work', () => {
  it(`decodes at most UPLOAD_IMAGE_CONCURRENCY (${IMAGE_CONCURRENCY}) images at once under 60 decompression bombs, and answers every upload`, async () => {
    // The largest bomb an avatar may be: a few kB that decode to just under the avatar's pixel limit.
    const side = Math.floor(Math.sqrt(UPLOAD_LIMITS.profile.maxPixels));
    const bomb = bombPng(side, side);
    const fans = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const tickets = (await Promise.all(fans.map(async (fan) => Promise.all(Array.from({ length: MAX_UNUSED_UPLOADS }, () => ticket(fan)))))).flatMap((own, i) =>
      own.map((each) => ({ fan: fans[i], uploadURL: each.uploadURL })),
    );

    // sharp's own counters, in this process (the api's): pipelines running on a libuv thread, and pipelines queued
    // for one. Each is read alone: a pipeline moving from the queue to a thread between two reads would count twice.
    const peak = { running: 0, queued: 0 };
    const sampler = setInterval(() => {
      const { queue, process } = sharp.counters();
      peak.running = Math.max(peak.running, process);
      peak.queued = Math.max(peak.queued, queue);
    }, 1);
    // Every upload waits its turn: on a busy machine the last may take a minute.
    const answers = await Promise.all(tickets.map(({ fan, uploadURL }) => putRaw(fan, uploadURL, bomb, 'image/png', 100_000))).finally(() => clearInterval(sampler));

    expect(answers.map((answer) => answer.status)).toEqual(tickets.map(() => 200));
    // Without the bound, every thread of libuv's pool ran a pipeline and a hundred more waited for one.
    expect(peak.running).toBe(IMAGE_CONCURRENCY);
    expect(peak.queued).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
    const metrics = (await api().get('/metrics').expect(200)).text;
    expect(metrics).toContain(`isl_image_work{state="running"} 0`);
    expect(metrics).toContain(`isl_image_work{state="waiting"} 0`);
  }, 120_000);

  it(`refuses an avatar over ${UPLOAD_LIMITS.profile.maxPixels / 1e6} megapixels before decoding it (422), as the reported 10 000 x 10 000 bomb`, async () => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const bomb = bombPng(10_000, 10_000);
    const answer = await putRaw(fan, uploadURL, bomb, 'image/png');
    expect(answer).toEqual({ status: 422, body: expect.objectContaining({ code: 'UPLOAD_TOO_MANY_PIXELS', message: expect.stringContaining('10000 x 10000 pixels') }) });
    expect(await uploadCount(fan.user.id)).toBe(0);
  });

  it(`still takes article media up to ${UPLOAD_LIMITS.media.maxPixels / 1e6} megapixels`, async () => {
    const journalist = await signUp(t, { role: 'journalist' });
    const { uploadURL } = await ticket(journalist, 'media');
    expect((await putRaw(journalist, uploadURL, bombPng(10_000, 10_000), 'image/png')).status).toBe(200);
  });
});

describe('the unused-uploads limit', () => {
  it(`holds under 200 requests at once: exactly ${MAX_UNUSED_UPLOADS} URLs, the rest 429 TOO_MANY_UPLOADS`, async () => {
    const fan = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 200 }, () => askForUpload(fan)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNUSED_UPLOADS);
    expect(answers.filter((res) => res.status !== 201).map((res) => [res.status, (res.body as { code: string }).code])).toEqual(
      Array.from({ length: 200 - MAX_UNUSED_UPLOADS }, () => [429, 'TOO_MANY_UPLOADS']),
    );
    expect(await uploadCount(fan.user.id)).toBe(MAX_UNUSED_UPLOADS);
  });
});

describe('upload bodies', () => {
  it.each([['text/plain'], ['application/json']])('a picture sent as %s is read as the file it is (200)', async (contentType) => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const answer = await putRaw(fan, uploadURL, await png(40, 40), contentType);
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ mediaType: 'image/png' }) });
  });

  it('text sent as text/plain is refused (415), leaving nothing behind', async () => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const answer = await putRaw(fan, uploadURL, Buffer.from('just some text'), 'text/plain');
    expect(answer).toEqual({ status: 415, body: expect.objectContaining({ code: 'UPLOAD_TYPE_NOT_ALLOWED' }) });
    expect(await uploadCount(fan.user.id)).toBe(0);
  });

  it(`a body still arriving after UPLOAD_BODY_TIMEOUT_SECONDS (1 kB every 500 ms) gets 408 REQUEST_TIMEOUT, and its slot is freed`, async () => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const { req, answer } = openPut(fan, uploadURL, { 'content-type': 'image/png', 'content-length': 1024 * 1000 });
    // The server may close the connection as it answers; what matters is the answer.
    req.on('error', () => undefined);
    const chunk = Buffer.alloc(1024, 0x42);
    let sent = 0;
    const trickle = setInterval(() => {
      if (++sent > 30) return void req.end();
      req.write(chunk);
    }, 500);
    const got = await answer.finally(() => clearInterval(trickle));
    expect(got).toEqual({ status: 408, body: expect.objectContaining({ code: 'REQUEST_TIMEOUT', message: expect.stringContaining(`${BODY_TIMEOUT_SECONDS} seconds`) }) });
    expect(await uploadCount(fan.user.id)).toBe(0);
    expect(incomingFiles()).toEqual([]);
  });

  it('a client that leaves halfway is logged as that, at info, not as a service unavailable', async () => {
    const fan = await signUp(t);
    const { uploadURL, objectPath } = await ticket(fan);
    const uploadId = objectPath.split('/').pop() as string;
    const requestId = `leaves-${uploadId}`;
    const { req, answer } = openPut(fan, uploadURL, { 'content-type': 'image/png', 'content-length': 100_000, 'x-request-id': requestId });
    answer.catch(() => undefined);
    req.write(Buffer.alloc(10_000, 0x42));
    // Once the first part has arrived (the upload is being received), the client goes.
    await waitFor(async () => (await sql<{ status: string }>('SELECT status FROM uploads WHERE id = $1', [uploadId]))[0]?.status === 'receiving');
    req.destroy();

    // What was logged of the request beyond its start, and anything about a service unavailable.
    const lines = () => logged.filter((record) => (record.reqId === requestId && record.msg !== 'incoming request') || String(record.msg).includes('unavailable'));
    // The request's error, if any, is logged as soon as its upload is let go of.
    await waitFor(async () => (await uploadCount(fan.user.id)) === 0, { what: 'the upload let go of' });
    await waitFor(() => lines().length > 0, { what: 'a log line about the request' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines().filter((record) => Number(record.level) >= 40 || 'err' in record)).toEqual([]);
    expect(lines()).toContainEqual(expect.objectContaining({ level: 30, reqId: requestId, msg: 'the client closed the connection before its upload arrived' }));
  });
});
