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
import { SeasonsService } from '../../src/features/seasons/seasons.service';
import { squadScoringFollowUps } from '../../src/features/weekly-squads';
import { SquadScoringService } from '../../src/features/weekly-squads/squad-scoring.service';
import { WeeklySquadsService } from '../../src/features/weekly-squads/weekly-squads.service';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:squads -- [--squads 100000]`: on a fresh seeded database, N fans each pick 11 players for
 * round 31 (played in the seed), the first two their captain and vice-captain, then SquadScoringService scores
 * one of its matches: that match's players' points and every squad of the round, captaincy included, with its
 * rank. Then again at a new version with nothing changed (as after a correction that changes no score), which
 * writes no squad. Then 1% of the fans turn private mode on and the round's public leaderboard is read, by the
 * top fan and by the last (whose own row counts the private fans above them). Prints JSON with the times.
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
      `WITH ids AS (SELECT min(id) AS first, count(*) AS n FROM players),
       drawn AS (
         SELECT u.id, (SELECT jsonb_agg(ids.first + floor(random() * ids.n)::int + 0 * slot) FROM generate_series(1, 11) slot WHERE u.id IS NOT NULL) AS picks
           FROM users u, ids WHERE u.email LIKE 'bench-%')
       INSERT INTO weekly_squads (user_id, week, season, formation, player_ids, captain_id, vice_captain_id)
       SELECT id, $1, $2, '4-3-3', picks, (picks->>0)::int, (picks->>1)::int FROM drawn`,
      [ROUND, SEASON],
    );
    const [{ id: matchId }] = (await db.query(`SELECT id FROM matches WHERE matchday = $1 AND status = 'finished' ORDER BY id LIMIT 1`, [ROUND])).rows;
    await db.query(`DELETE FROM squad_scorings WHERE match_id = $1`, [matchId]);
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // The service alone: no queue consumer or sweeper that could score the match before the timed call.
    @Module({
      imports: [TypeOrmModule.forRoot(dataSourceOptions(database.url)), squadScoringFollowUps([])],
      providers: [SquadScoringService, SeasonsService, WeeklySquadsService],
    })
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

    await db.query(`UPDATE users SET hidden_from_leaderboards = true WHERE email LIKE 'bench-%' AND random() < 0.01`);
    await db.query('ANALYZE users');
    const ends = (await db.query(`SELECT DISTINCT ON (rank = 1) user_id FROM weekly_squads WHERE week = $1 ORDER BY rank = 1 DESC, rank DESC`, [ROUND])).rows as { user_id: string }[];
    const squads = context.get(WeeklySquadsService);
    const readBoard = async (userId: string) => {
      const started = process.hrtime.bigint();
      const board = await squads.leaderboard(userId, ROUND);
      return { ms: +(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1), ownRank: (board.you ?? board.entries.find((entry) => entry.isCurrentUser))?.rank };
    };
    // Each read once to warm the plan cache, then timed.
    for (const { user_id } of ends) await readBoard(user_id);
    const [byTop, byLast] = [await readBoard(ends[0].user_id), await readBoard(ends[1].user_id)];
    await context.close();
    printFigures({
      squads: SQUADS,
      setupSeconds,
      scoreRound: { ...first, squadsRanked: ranked.n, lowestRank: ranked.lowest },
      rerunAtNewVersion: rerun,
      rerunAtSameVersion: skipped,
      publicLeaderboard: { byTopFan: byTop, byLastFan: byLast },
    });
  } finally {
    await db.end().catch(() => undefined);
    await database.drop();
  }
}

runBenchmark('squads', main);
