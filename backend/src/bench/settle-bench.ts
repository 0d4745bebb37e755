import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { createDatabase } from '@isl/test-support';
import { dataSourceOptions } from '../database/data-source';
import { prepareDatabase } from '../database/prepare-database';
import { createLogger } from '../logging/logger';
import { SettlementService } from '../settlement/settlement.service';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:settle -- [--predictions 100000]`: on a fresh seeded database, N fans each predict one
 * match, the match finishes, and SettlementService settles it; then settles it again from scratch (version
 * bumped, as after a score correction that changes nothing). Prints JSON with both times and rows per second.
 */
const { values } = parseArgs({ options: { predictions: { type: 'string', default: '100000' } } });
const PREDICTIONS = Number(values.predictions);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const database = await createDatabase(ADMIN_URL, `isl_bench_settle_${process.pid}`);
  const db = new Client({ connectionString: database.url });
  try {
    await prepareDatabase(database.url, { seed: true, logger: createLogger('warn', 'isl-bench') });
    await db.connect();
    const [{ id: matchId }] = (await db.query(`SELECT id FROM matches WHERE status = 'scheduled' ORDER BY match_date LIMIT 1`)).rows;
    const setupStarted = Date.now();
    await db.query(`INSERT INTO users (email) SELECT 'bench-' || g || '@example.com' FROM generate_series(1, $1) g`, [PREDICTIONS]);
    await db.query(
      `INSERT INTO predictions (user_id, match_id, prediction)
       SELECT id, $1, (ARRAY['home', 'draw', 'away'])[1 + (row_number() OVER ()) % 3] FROM users WHERE email LIKE 'bench-%'`,
      [matchId],
    );
    await db.query(
      `UPDATE matches SET status = 'finished', home_score = 2, away_score = 1, kicked_off_at = now(), version = version + 1 WHERE id = $1`,
      [matchId],
    );
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // The service alone: no queue consumer or sweeper that could settle the match before the timed call.
    @Module({ imports: [TypeOrmModule.forRoot(dataSourceOptions(database.url))], providers: [SettlementService] })
    class SettlementBenchModule {}
    const context = await NestFactory.createApplicationContext(SettlementBenchModule, { logger: false });
    const settlement = context.get(SettlementService);
    const time = async () => {
      const started = process.hrtime.bigint();
      const result = await settlement.settle(matchId);
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, settled: result?.settled ?? 0 };
    };
    const first = await time();
    await db.query(`UPDATE matches SET version = version + 1 WHERE id = $1`, [matchId]);
    const rerun = await time();
    const skipped = await time();
    await context.close();
    printFigures({
      predictions: PREDICTIONS,
      setupSeconds,
      settle: { seconds: +first.seconds.toFixed(3), rowsPerSecond: Math.round(first.settled / first.seconds), settled: first.settled },
      rerunAtNewVersion: { seconds: +rerun.seconds.toFixed(3), settled: rerun.settled },
      rerunAtSameVersion: { seconds: +skipped.seconds.toFixed(3), settled: skipped.settled },
    });
  } finally {
    await db.end().catch(() => undefined);
    await database.drop();
  }
}

runBenchmark('settle', main);
