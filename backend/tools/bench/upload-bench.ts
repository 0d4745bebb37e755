import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { UPLOAD_LIMITS, type UploadedObject, type UploadTicket } from '@isl/contracts';
import { adminSql, bombPng } from '@isl/test-support';
import { startBuiltApi } from './built-api';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:uploads -- [--runs 20] [--concurrency 4] [--attack-seconds 10] [--attack-uploads 60]`: a phone's
 * 12-megapixel, ~5 MB JPEG through the whole upload path of the built api on local disk: sign (POST
 * /api/objects/upload), PUT the file (received, checked, decoded and re-encoded to 256 and 64 px WebP), complete,
 * and make it the profile picture. First one at a time (each phase timed), then `concurrency` fans at once
 * (throughput). Also one article image (1200 and 400 px). Then an attack: sign-ins and /media reads, one at a time,
 * for `attack-seconds` while nothing else runs, then for as long again while `attack-uploads` profile uploads of
 * decompression bombs are kept in flight: the reported 10 000 x 10 000 PNG, and the largest a profile picture may
 * be. Prints JSON: the phases' min/median/max in ms, uploads and MB per second, the processed sizes in bytes, and
 * for the attack the sign-ins' and /media reads' p50/p99/max in ms, and the bombs' answers by status.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    'attack-seconds': { type: 'string', default: '10' },
    'attack-uploads': { type: 'string', default: '60' },
  },
});
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const ATTACK_SECONDS = Number(values['attack-seconds']);
const ATTACK_UPLOADS = Number(values['attack-uploads']);
const BENCH_PASSWORD = 'bench password 1';

/** A photo-like 4032 x 3024 JPEG (gradients with sensor-like noise), about 5 MB at quality 80. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(raw.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + (noise[i] & 63)) & 255;
      raw[i + 1] = ((y * 255) / height + (noise[i + 1] & 63)) & 255;
      raw[i + 2] = ((x + y) & 255) ^ (noise[i + 2] & 31);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

class Fan {
  constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async signUp(base: string, email = `bench-${randomBytes(6).toString('hex')}@example.com`): Promise<Fan> {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD, firstName: 'Bench' }),
    });
    if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    return new Fan(base, response.headers.getSetCookie()[0].split(';')[0]);
  }

  async call<T>(method: string, path: string, body?: Buffer | object, contentType = 'application/json'): Promise<T> {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const response = await fetch(`${this.base}${path}`, { method, body: payload, headers: { cookie: this.cookie, ...(payload ? { 'content-type': contentType } : {}) } });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * One profile upload of `file` as an attacker sends it: ask for a URL and PUT the file, whatever the answers.
   * Answers the PUT's status, or the ticket's when it was refused (429 once this fan holds 20 unused uploads).
   */
  async uploadAnyway(file: Buffer): Promise<number> {
    const ticket = await fetch(`${this.base}/api/objects/upload`, { method: 'POST', headers: { cookie: this.cookie } });
    if (!ticket.ok) {
      await ticket.arrayBuffer();
      return ticket.status;
    }
    const { uploadURL } = (await ticket.json()) as UploadTicket;
    const put = await fetch(`${this.base}${uploadURL}`, { method: 'PUT', body: file, headers: { cookie: this.cookie, 'content-type': 'image/png' } });
    await put.arrayBuffer();
    return put.status;
  }

  /** The web app's three calls and the picture update, each timed in ms. */
  async uploadPicture(photo: Buffer): Promise<{ sign: number; put: number; complete: number; setPicture: number; total: number; stored: UploadedObject }> {
    const started = performance.now();
    const ticket = await this.call<UploadTicket>('POST', '/api/objects/upload', {});
    const signed = performance.now();
    const stored = await this.call<UploadedObject>('PUT', ticket.uploadURL, photo, 'image/jpeg');
    const put = performance.now();
    await this.call('POST', '/api/objects/complete', { objectPath: ticket.objectPath });
    const completed = performance.now();
    await this.call('PUT', '/api/profile/picture', { profileImageUrl: ticket.objectPath });
    const done = performance.now();
    return { sign: signed - started, put: put - signed, complete: completed - put, setPicture: done - completed, total: done - started, stored };
  }
}

function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => +ms.toFixed(1);
  return { min: round(sorted[0]), median: round(sorted[Math.floor(sorted.length / 2)]), max: round(sorted[sorted.length - 1]) };
}

/** p50, p99 and the slowest of samples in ms, and how many there were. */
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
  return { samples: sorted.length, p50: at(50), p99: at(99), max: +sorted[sorted.length - 1].toFixed(1) };
}

/** Runs `probe` again and again, one at a time, until `until` resolves: each run's time in ms. */
async function timeRepeatedly(probe: () => Promise<void>, until: Promise<unknown>): Promise<number[]> {
  let over = false;
  void until.then(() => (over = true));
  const times: number[] = [];
  while (!over) {
    const started = performance.now();
    await probe();
    times.push(performance.now() - started);
  }
  return times;
}

/** What a fan feels while `load` runs: sign-in (argon2 on libuv's pool) and a picture read (a file read on it). */
async function fanSide(base: string, email: string, pictureUrl: string, load: Promise<unknown>) {
  const signIn = async () => {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
    if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const readPicture = async () => {
    const response = await fetch(`${base}${pictureUrl}`);
    if (!response.ok) throw new Error(`GET ${pictureUrl}: ${response.status}`);
    await response.arrayBuffer();
  };
  const [signIns, pictureReads] = await Promise.all([timeRepeatedly(signIn, load), timeRepeatedly(readPicture, load)]);
  return { signInMs: percentiles(signIns), mediaMs: percentiles(pictureReads) };
}

/**
 * ATTACK_UPLOADS uploads of `bomb` kept in flight for ATTACK_SECONDS, each lane a fan of its own (a fan may hold 20
 * unused uploads; a lane whose fan is full signs up another), and the fan's side measured meanwhile, until the last
 * bomb is answered. Answers both, with the bombs' answers by status and how long it all took.
 */
async function underAttack(base: string, bomb: Buffer, fanSideOf: (load: Promise<unknown>) => ReturnType<typeof fanSide>) {
  const lanes = await Promise.all(Array.from({ length: ATTACK_UPLOADS }, () => Fan.signUp(base)));
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + ATTACK_SECONDS * 1000;
  const attack = Promise.all(
    lanes.map(async (first) => {
      let fan = first;
      while (performance.now() < deadline) {
        const status = await fan.uploadAnyway(bomb);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 429) fan = await Fan.signUp(base);
      }
    }),
  );
  const started = performance.now();
  const felt = await fanSideOf(attack);
  return { ...felt, bombAnswers: statuses, seconds: +((performance.now() - started) / 1000).toFixed(1) };
}

async function sizeOf(base: string, url: string | null): Promise<number | null> {
  return url ? (await (await fetch(`${base}${url}`)).arrayBuffer()).byteLength : null;
}

async function main() {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-bench-uploads-'));
  const api = await startBuiltApi('uploads', {
    seed: false,
    env: ({ base, databaseName }) => ({
      PUBLIC_URL: base,
      UPLOADS_DIR: uploadsDir,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SIGN_INS_PER_ADDRESS: '100000',
      RATE_LIMIT_KEY_PREFIX: `${databaseName}:rate-limit:`,
    }),
  });
  const { base } = api;
  try {
    const photo = await phonePhoto();

    const fan = await Fan.signUp(base);
    await fan.uploadPicture(photo); // warm-up: sharp's and the connection pool's first use
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await fan.uploadPicture(photo));

    const fans = await Promise.all(Array.from({ length: CONCURRENCY }, () => Fan.signUp(base)));
    const perFan = Math.max(1, Math.ceil(RUNS / CONCURRENCY));
    const started = performance.now();
    await Promise.all(fans.map(async (each) => { for (let i = 0; i < perFan; i++) await each.uploadPicture(photo); }));
    const seconds = (performance.now() - started) / 1000;
    const uploads = perFan * CONCURRENCY;

    // Article media is for approved journalists only: the bench's fans become ones, as an editor would make them.
    await adminSql(api.env.DATABASE_URL as string, `UPDATE users SET role = 'journalist', is_journalist_approved = true, user_type = 'journalist'`);
    const media = await fan.call<UploadTicket>('POST', '/api/objects/upload-public', { fileName: `media-${Date.now()}` });
    const article = await fan.call<UploadedObject>('PUT', media.uploadURL, photo, 'image/jpeg');
    const { stored } = runs[runs.length - 1];
    const meta = await sharp(photo).metadata();

    // The attack, and a fan of its own whose sign-ins and picture reads are timed.
    const email = `bench-signs-in-${randomBytes(6).toString('hex')}@example.com`;
    await Fan.signUp(base, email);
    const fanSideOf = (load: Promise<unknown>) => fanSide(base, email, stored.url, load);
    const quiet = await fanSideOf(new Promise((resolve) => setTimeout(resolve, ATTACK_SECONDS * 1000)));
    const side = Math.floor(Math.sqrt(UPLOAD_LIMITS.profile.maxPixels));
    const bombs = { reported: bombPng(10_000, 10_000), largestProfilePicture: bombPng(side, side) };
    const reported = await underAttack(base, bombs.reported, fanSideOf);
    const largestProfilePicture = await underAttack(base, bombs.largestProfilePicture, fanSideOf);
    printFigures({
      input: { bytes: photo.length, width: meta.width, height: meta.height, format: meta.format },
      oneAtATime: {
        runs: RUNS,
        signMs: spread(runs.map((r) => r.sign)),
        putAndProcessMs: spread(runs.map((r) => r.put)),
        completeMs: spread(runs.map((r) => r.complete)),
        setPictureMs: spread(runs.map((r) => r.setPicture)),
        totalMs: spread(runs.map((r) => r.total)),
      },
      concurrent: { fans: CONCURRENCY, uploads, seconds: +seconds.toFixed(2), uploadsPerSecond: +(uploads / seconds).toFixed(2), inputMBPerSecond: +((uploads * photo.length) / 1e6 / seconds).toFixed(1) },
      processedBytes: {
        avatar256: await sizeOf(base, stored.url),
        avatar64: await sizeOf(base, stored.thumbnailUrl),
        article1200: await sizeOf(base, article.url),
        thumbnail400: await sizeOf(base, article.thumbnailUrl),
      },
      attack: {
        seconds: ATTACK_SECONDS,
        uploadsInFlight: ATTACK_UPLOADS,
        bombs: { reported: { bytes: bombs.reported.length, width: 10_000, height: 10_000 }, largestProfilePicture: { bytes: bombs.largestProfilePicture.length, width: side, height: side } },
        quiet,
        reported,
        largestProfilePicture,
      },
    });
  } finally {
    await api.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

runBenchmark('uploads', main);
