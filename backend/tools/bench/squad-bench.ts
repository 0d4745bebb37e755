import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { SEASON } from '@isl/contracts';
import { createDatabase } from '@isl/test-support';
import { dataSourceOptions } from '../../src/database/data-source';
import { prepareDatabase } from '../../src/database/prepare-database';
import { createLogger } from '../../src/platform/logging/logger';
import { SquadScoringService } from '../../src/features/weekly-squads/squad-scoring.service';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:squads -- [--squads 100000]`: on a fresh seeded database, N fans each pick 11 players for
 * round 31 (played in the seed), then SquadScoringService scores one of its matches: that match's players'
 * points and every squad of the round with its rank. Then again at a new version with nothing changed (as
 * after a correction that changes no score), which writes no squad. Prints JSON with both times.
 */
const { values } = parseArgs({ options: { squads: { type: 'string', default: '100000' } } });
const SQUADS = Number(values.squads);
const ROUND = 31;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const database = await createDatabase(ADMIN_URL, `isl_bench_squads_${process.pid}`);
  const db = new Client({ connectionString: database.url });
  try {
    await prepareDatabase(database.url, { seed: true, logger: createLogger('warn', 'isl-bench') });
    await db.connect();
    const setupStarted = Date.now();
    await db.query(`INSERT INTO users (email) SELECT 'bench-' || g || '@example.com' FROM generate_series(1, $1) g`, [SQUADS]);
    // Eleven players each, drawn at random (the seed's ids are contiguous): scoring does not care whether
    // they make a 4-3-3. `u.id IS NOT NULL` ties the draw to each fan, so it is drawn again for every row;
    // the `0 * slot` keeps the aggregate in the subquery (an aggregate of outer columns only belongs outside).
    await db.query(
      `WITH ids AS (SELECT min(id) AS first, count(*) AS n FROM players)
       INSERT INTO weekly_squads (user_id, week, season, formation, player_ids)
       SELECT u.id, $1, $2, '4-3-3',
              (SELECT jsonb_agg(ids.first + floor(random() * ids.n)::int + 0 * slot) FROM generate_series(1, 11) slot WHERE u.id IS NOT NULL)
         FROM users u, ids WHERE u.email LIKE 'bench-%'`,
      [ROUND, SEASON],
    );
    const [{ id: matchId }] = (await db.query(`SELECT id FROM matches WHERE matchday = $1 AND status = 'finished' ORDER BY id LIMIT 1`, [ROUND])).rows;
    await db.query(`DELETE FROM squad_scorings WHERE match_id = $1`, [matchId]);
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // The service alone: no queue consumer or sweeper that could score the match before the timed call.
    @Module({ imports: [TypeOrmModule.forRoot(dataSourceOptions(database.url))], providers: [SquadScoringService] })
    class SquadBenchModule {}
    const context = await NestFactory.createApplicationContext(SquadBenchModule, { logger: false });
    const scoring = context.get(SquadScoringService);
    const time = async () => {
      const started = process.hrtime.bigint();
      const round = await scoring.scoreMatch(matchId);
      return { seconds: +(Number(process.hrtime.bigint() - started) / 1e9).toFixed(3), scored: round !== null };
    };
    const first = await time();
    const ranked = (await db.query(`SELECT count(*)::int AS n, max(rank) AS lowest FROM weekly_squads WHERE week = $1 AND rank IS NOT NULL`, [ROUND])).rows[0];
    await db.query(`UPDATE matches SET version = version + 1 WHERE id = $1`, [matchId]);
    const rerun = await time();
    const skipped = await time();
    await context.close();
    printFigures({
      squads: SQUADS,
      setupSeconds,
      scoreRound: { ...first, squadsRanked: ranked.n, lowestRank: ranked.lowest },
      rerunAtNewVersion: rerun,
      rerunAtSameVersion: skipped,
    });
  } finally {
    await db.end().catch(() => undefined);
    await database.drop();
  }
}

runBenchmark('squads', main);
