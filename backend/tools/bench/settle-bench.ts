import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { LeaderboardPeriod, LeaderboardResponse, MyLeaderboardResponse } from '@isl/contracts';
import { dataSourceOptions } from '../../src/database/data-source';
import { settlementFollowUps } from '../../src/features/predictions';
import { SettlementService } from '../../src/features/predictions/settlement.service';
import { SETTLEMENT_FOLLOW_UPS } from '../../src/follow-ups';
import { startBuiltApi } from './built-api';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:settle -- [--predictions 100000] [--requests 2000] [--history 0]`: the built api on a fresh seeded
 * database where that many fans (one signed in through the api) each predict one match, which then finishes 2-1,
 * after `history` earlier matches of the season they all called, settled untimed. A third of
 * the calls carry an exact score (agreeing with the outcome, some of them right), a tenth are the fan's joker of
 * the round, and one fan in a hundred is in private mode. Times SettlementService settling it, a re-run after a
 * correction that changes nothing (a no-op: 0 predictions changed), a re-run at the same version, a correction to
 * 3-1 that changes only which exact scores were right, and one that turns the home win into an away win; then the
 * leaderboards over those fans through the api: the first read after the settlement (building the read model) and
 * `--requests` reads of it (p50/p99), and the signed-in fan's own line (they called it wrong, so they rank far
 * below the top 10), checked against a count of the public fans above them. Prints JSON. The setup is not timed;
 * it ends with the VACUUM ANALYZE that autovacuum would have run in the days the predictions came in.
 */
const { values } = parseArgs({
  options: { predictions: { type: 'string', default: '100000' }, requests: { type: 'string', default: '2000' }, history: { type: 'string', default: '0' } },
});
const PREDICTIONS = Number(values.predictions);
const HISTORY = Number(values.history);
const REQUESTS = Number(values.requests);
/** The own line is a database read per request, not a kept one: fewer of them say enough. */
const OWN_LINE_REQUESTS = Math.ceil(REQUESTS / 4);
const OUTBOX_DELIVERED_WITHIN_MS = 30_000;

const round = (value: number, digits = 3) => +value.toFixed(digits);

function percentiles(latenciesMs: number[]) {
  const sorted = [...latenciesMs].sort((x, y) => x - y);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)], 2);
  return { requests: sorted.length, p50Ms: at(50), p99Ms: at(99), maxMs: round(sorted[sorted.length - 1], 2) };
}

/** Sequential GETs with a kept-alive connection, as a browser or CDN asks (brotli accepted): each one's latency. */
async function timedGets(url: string, count: number, headers: Record<string, string> = {}): Promise<{ latenciesMs: number[]; body: unknown }> {
  const latenciesMs: number[] = [];
  let body: unknown;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
    body = await res.json();
    latenciesMs.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return { latenciesMs, body };
}

/** A fan signed up through the api, as the web app does; their session cookie. */
async function signUpFan(base: string): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `own-line-${process.pid}@example.com`, password: 'bench password of enough length', firstName: 'Hawre' }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('isl_session='))?.split(';')[0];
  return { id: ((await res.json()) as { id: string }).id, cookie: cookie as string };
}

/**
 * `--history` finished matches of the season before `matchId`, each called by every bench fan: the calls a fan has
 * made by late in a season. Each call is drawn from a hash of the fan and the match, so about a third are right and
 * fans' runs differ as real fans' do; an outcome picked by the fan's number plus the match's would have moved whole
 * thirds of the fans in step (on five matches, a third of them all on one run of 3). Returns the matches, oldest
 * first.
 */
async function playedHistory(db: Client, matchId: number): Promise<number[]> {
  const played = (
    await db.query(
      `SELECT id FROM matches WHERE status = 'finished' AND id <> $1 AND season = (SELECT season FROM matches WHERE id = $1) ORDER BY match_date DESC, id DESC LIMIT $2`,
      [matchId, HISTORY],
    )
  ).rows.map((row: { id: number }) => row.id);
  if (played.length < HISTORY) throw new Error(`--history ${HISTORY}: the season has only ${played.length} finished matches`);
  await db.query(
    `INSERT INTO predictions (user_id, match_id, prediction)
     SELECT fans.id, m.id, (ARRAY['home', 'draw', 'away'])[1 + abs(hashtext(fans.id || ':' || m.id) % 3)]
       FROM (SELECT id FROM users WHERE email LIKE 'bench-%') fans CROSS JOIN unnest($1::int[]) AS m(id)`,
    [played],
  );
  return played.reverse();
}

async function main() {
  const api = await startBuiltApi('settle', { env: ({ databaseName }) => ({ QUEUE_PREFIX: `${databaseName}:queue` }) });
  const db = new Client({ connectionString: api.env.DATABASE_URL });
  try {
    await db.connect();
    const [{ id: matchId }] = (await db.query(`SELECT id FROM matches WHERE status = 'scheduled' ORDER BY match_date LIMIT 1`)).rows as { id: number }[];
    const fan = await signUpFan(api.base);
    const setupStarted = Date.now();
    await db.query(
      `INSERT INTO users (email, hidden_from_leaderboards) SELECT 'bench-' || g || '@example.com', g % 100 = 0 FROM generate_series(2, $1) g`,
      [PREDICTIONS],
    );
    // Fan n calls outcome n % 3; every third fan of each outcome also gives a score of it (home: 2-1 or 1-0, draw
    // 1-1, away 1-2), and every tenth fan plays the joker (one call each, so one joker per fan and round).
    await db.query(
      `INSERT INTO predictions (user_id, match_id, prediction, home_score, away_score, joker)
       SELECT id, $1, (ARRAY['home', 'draw', 'away'])[1 + n % 3],
              CASE WHEN n / 3 % 3 = 0 THEN (ARRAY[CASE WHEN n / 9 % 2 = 0 THEN 2 ELSE 1 END, 1, 1])[1 + n % 3] END,
              CASE WHEN n / 3 % 3 = 0 THEN (ARRAY[CASE WHEN n / 9 % 2 = 0 THEN 1 ELSE 0 END, 1, 2])[1 + n % 3] END,
              n % 10 = 0
         FROM (SELECT id, row_number() OVER () AS n FROM users WHERE email LIKE 'bench-%') fans`,
      [matchId],
    );
    // The signed-in fan's call is wrong (the match ends 2-1): a third of the fans rank above them.
    await db.query(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, 'away')`, [fan.id, matchId]);
    await db.query(
      `UPDATE matches SET status = 'finished', home_score = 2, away_score = 1, kicked_off_at = now(), version = version + 1 WHERE id = $1`,
      [matchId],
    );
    const history = HISTORY ? await playedHistory(db, matchId) : [];
    await db.query(`VACUUM (ANALYZE) users, predictions`);
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // The service alone: no queue consumer or sweeper that could settle the match before the timed call.
    @Module({
      imports: [TypeOrmModule.forRoot(dataSourceOptions(api.env.DATABASE_URL as string)), settlementFollowUps(SETTLEMENT_FOLLOW_UPS)],
      providers: [SettlementService],
    })
    class SettlementBenchModule {}
    const context = await NestFactory.createApplicationContext(SettlementBenchModule, { logger: false });
    const settlement = context.get(SettlementService);
    const settle = async () => {
      const started = process.hrtime.bigint();
      const result = await settlement.settle(matchId);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return { seconds: round(seconds), settled: result?.settled ?? 0, ...(result ? {} : { skipped: true }) };
    };
    const bumpVersion = (scores = '', match = matchId) => db.query(`UPDATE matches SET ${scores} version = version + 1 WHERE id = $1`, [match]);

    // The fans' earlier calls, settled one match at a time as the season went, before the timed settlement.
    for (const played of history) {
      await bumpVersion('', played);
      await settlement.settle(played);
    }
    if (history.length) await db.query(`VACUUM (ANALYZE) predictions, prediction_totals, prediction_season_totals, prediction_round_totals`);

    const first = await settle();
    const nodeHeapMb = round(process.memoryUsage().heapUsed / 2 ** 20, 1);
    await bumpVersion();
    const unchangedCorrection = await settle();
    const sameVersion = await settle();

    // The api hears of the settlement through the outbox (its relay) and drops its boards; then they are read.
    const deadline = Date.now() + OUTBOX_DELIVERED_WITHIN_MS;
    while (Number((await db.query(`SELECT count(*) AS n FROM outbox`)).rows[0].n) > 0) {
      if (Date.now() > deadline) throw new Error('the api did not deliver the outbox');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const leaderboards: Record<string, object> = {};
    for (const period of ['month', 'season'] as LeaderboardPeriod[]) {
      const url = `${api.base}/api/predictions/leaderboard?period=${period}`;
      const cold = await timedGets(url, 1);
      const kept = await timedGets(url, REQUESTS);
      const own = await timedGets(`${api.base}/api/predictions/leaderboard/me?period=${period}`, OWN_LINE_REQUESTS, { cookie: fan.cookie });
      const entry = (own.body as MyLeaderboardResponse).entry;
      const column = period === 'month' ? 'month_points' : 'points';
      const [{ above }] = (
        await db.query(
          `SELECT count(*)::int AS above FROM prediction_totals t JOIN users u ON u.id = t.user_id
            WHERE NOT u.hidden_from_leaderboards AND t.${column} > (SELECT ${column} FROM prediction_totals WHERE user_id = $1)`,
          [fan.id],
        )
      ).rows as { above: number }[];
      leaderboards[period] = {
        top: (cold.body as LeaderboardResponse).entries.slice(0, 3).map((e) => ({ rank: e.rank, points: e.points })),
        coldBuildMs: round(cold.latenciesMs[0], 2),
        keptRead: percentiles(kept.latenciesMs),
        ownLine: { rank: entry?.rank, points: entry?.points, rankIsOneMoreThanFansAbove: entry?.rank === above + 1, ...percentiles(own.latenciesMs) },
      };
    }

    await bumpVersion('home_score = 3, away_score = 1,');
    const exactnessCorrection = await settle();
    await bumpVersion('home_score = 1, away_score = 2,');
    const flippingCorrection = await settle();
    const [calls] = (
      await db.query(
        `SELECT count(*) FILTER (WHERE home_score IS NOT NULL)::int AS "exactScores", count(*) FILTER (WHERE joker)::int AS jokers
           FROM predictions WHERE match_id = $1`,
        [matchId],
      )
    ).rows as { exactScores: number; jokers: number }[];
    await context.close();
    printFigures({
      predictions: PREDICTIONS,
      earlierCallsPerFan: history.length,
      ...calls,
      setupSeconds,
      settle: { ...first, rowsPerSecond: Math.round(first.settled / first.seconds), nodeHeapMbAfter: nodeHeapMb },
      rerunAfterCorrectionChangingNothing: unchangedCorrection,
      rerunAtSameVersion: sameVersion,
      correctionChangingOnlyExactScores: exactnessCorrection,
      correctionFlippingTheResult: flippingCorrection,
      leaderboards,
    });
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
  }
}

runBenchmark('settle', main);
