import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { LEAGUE_TABLE_PAGE, SEASON, type LeagueResponse } from '@isl/contracts';
import { dataSourceOptions } from '../../src/database/data-source';
import { LeagueRefreshService } from '../../src/features/leagues/league-refresh.service';
import { registerBenchAccount, startBuiltApi } from './built-api';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:leagues -- [--members 100000] [--requests 2000] [--concurrency 8]`: the built api on a fresh
 * seeded database with a predictions league of that many fans (inserted set-based), each with prediction points
 * in every played round (1-31) of the season; one of them, signed in through the api, ranks mid-table. Times the
 * worker's refresh of the season's tables (LeagueRefreshService: every member's points and rank, the round's
 * winners and their badges), then again with nothing changed; then `GET /api/leagues/:id` (the first page of the
 * table and the caller's own row) through the api: `--requests` one after another, and as many with
 * `--concurrency` in flight, beside as many reads of the caller's account (the floor of a signed-in read in the
 * same run). Prints p50/p95/p99 as JSON. The setup is not timed; it ends with a VACUUM ANALYZE.
 */
const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' }, requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '8' } } });
const MEMBERS = Number(values.members);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PLAYED_ROUNDS = 31;
const WARM_UP_REQUESTS = 200;

const round = (value: number, digits = 2) => +value.toFixed(digits);

function percentiles(latenciesMs: number[]) {
  const sorted = [...latenciesMs].sort((x, y) => x - y);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
  return { requests: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: round(sorted[sorted.length - 1]) };
}

/** `count` GETs of `url`, `inFlight` at a time on kept-alive connections; each one's latency. */
async function timedGets(url: string, cookie: string, count: number, inFlight: number): Promise<{ latenciesMs: number[]; last: unknown }> {
  const latenciesMs: number[] = [];
  let last: unknown;
  let next = 0;
  const client = async () => {
    while (next < count) {
      next++;
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = (await res.json()) as unknown;
      latenciesMs.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(body)}`);
      last = body;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, client));
  return { latenciesMs, last };
}

async function main() {
  const api = await startBuiltApi('leagues', { env: ({ base, databaseName }) => ({ PUBLIC_URL: base, QUEUE_PREFIX: `${databaseName}:queue` }) });
  const db = new Client({ connectionString: api.env.DATABASE_URL });
  try {
    await db.connect();
    const account = await registerBenchAccount(api.base, 'league', 'Shilan');
    const [{ id: callerId }] = (await db.query(`SELECT id FROM users WHERE email = $1`, [account.email])).rows as { id: string }[];
    const caller = { id: callerId, cookie: account.cookie };
    const setupStarted = Date.now();
    await db.query(`INSERT INTO users (email, first_name) SELECT 'bench-' || g || '@example.com', 'Fan ' || g FROM generate_series(2, $1) g`, [MEMBERS]);
    // Each fan calls a round's ten matches right with a chance of 0.45 each, 10 points a call; the caller gets 4
    // every round, about the middle. `u.id` and `r` tie the draw to each fan and round, so it is drawn for each.
    await db.query(
      `INSERT INTO prediction_round_totals (season, round, user_id, points, total, correct)
       SELECT $1, r, u.id, c * 10, 10, c
         FROM users u CROSS JOIN generate_series(1, $2) r
         CROSS JOIN LATERAL (SELECT CASE WHEN u.id = $3 THEN 4 ELSE count(*) FILTER (WHERE random() < 0.45)::int END AS c
                               FROM generate_series(1, 10) WHERE u.id IS NOT NULL AND r IS NOT NULL) pick
        WHERE u.email LIKE 'bench-%' OR u.id = $3`,
      [SEASON, PLAYED_ROUNDS, caller.id],
    );
    const [{ id: leagueId }] = (
      await db.query(
        `INSERT INTO leagues (name, game, code, owner_id, season, start_round, member_count) VALUES ('The whole country', 'predictions', 'BENCH234', $1, $2, 1, $3) RETURNING id`,
        [caller.id, SEASON, MEMBERS],
      )
    ).rows as { id: number }[];
    await db.query(`INSERT INTO league_members (league_id, user_id) SELECT $1, id FROM users WHERE email LIKE 'bench-%' OR id = $2`, [leagueId, caller.id]);
    await db.query(`VACUUM (ANALYZE) users, prediction_round_totals, league_members, leagues`);
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // The worker's service alone, as the refresh-league-tables job runs it after round 31's last settlement.
    @Module({ imports: [TypeOrmModule.forRoot(dataSourceOptions(api.env.DATABASE_URL as string))], providers: [LeagueRefreshService] })
    class LeagueBenchModule {}
    const context = await NestFactory.createApplicationContext(LeagueBenchModule, { logger: false });
    const refreshService = context.get(LeagueRefreshService);
    const refresh = async () => {
      const started = process.hrtime.bigint();
      const done = await refreshService.refresh(SEASON, 'predictions', PLAYED_ROUNDS);
      return { seconds: round(Number(process.hrtime.bigint() - started) / 1e9, 3), ...done };
    };
    const first = await refresh();
    const rerun = await refresh();
    await context.close();
    await db.query(`VACUUM (ANALYZE) league_members, league_round_winners, badges`);

    const url = `${api.base}/api/leagues/${leagueId}`;
    await timedGets(url, caller.cookie, WARM_UP_REQUESTS, 1);
    // The floor under any signed-in read in the same run: the session's check and the account.
    const accountReads = await timedGets(`${api.base}/api/auth/user`, caller.cookie, REQUESTS, 1);
    const oneAtATime = await timedGets(url, caller.cookie, REQUESTS, 1);
    const concurrent = await timedGets(url, caller.cookie, REQUESTS, CONCURRENCY);
    const page = oneAtATime.last as LeagueResponse;
    const [{ above }] = (
      await db.query(`SELECT count(*)::int AS above FROM league_members WHERE league_id = $1 AND points > (SELECT points FROM league_members WHERE league_id = $1 AND user_id = $2)`, [
        leagueId,
        caller.id,
      ])
    ).rows as { above: number }[];
    printFigures({
      members: page.memberCount,
      setupSeconds,
      refresh: first,
      refreshAgainWithNothingChanged: rerun,
      table: {
        rows: page.table.length,
        pageSize: LEAGUE_TABLE_PAGE,
        top: page.table.slice(0, 3).map((row) => ({ rank: row.rank, points: row.points })),
        me: { rank: page.me?.rank, points: page.me?.points, rankIsOneMoreThanMembersAbove: page.me?.rank === above + 1 },
        roundWinner: page.roundWinner && { round: page.roundWinner.round, points: page.roundWinner.points, winners: page.roundWinner.winnerCount, complete: page.roundWinner.complete },
      },
      getLeague: { oneAtATime: percentiles(oneAtATime.latenciesMs), [`${CONCURRENCY}InFlight`]: percentiles(concurrent.latenciesMs) },
      getAccountForComparison: percentiles(accountReads.latenciesMs),
    });
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
  }
}

runBenchmark('leagues', main);
