import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createDatabase, seasonFile } from '@isl/test-support';
import { parseConfig } from '../../src/platform/config/config';
import { prepareDatabase } from '../../src/database/prepare-database';
import { SeasonImportModule, SeasonImportService } from '../../src/features/season-import';
import { createLogger } from '../../src/platform/logging/logger';
import { MatchCommandProcessModule } from '../../src/match-command-process.module';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:import`: on a fresh seeded database, imports a 380-match football.json (20 clubs, 38 rounds, the
 * first 19 played) as `npm run admin -- import-season` does, then the same file again (which changes nothing),
 * then the file with 10 results changed (each one a score correction through the match commands, with its
 * follow-ups). Prints the three times.
 */
const CLUBS = 20;
const ROUNDS = 2 * (CLUBS - 1);
const PLAYED = ROUNDS / 2;
const CHANGED_RESULTS = 10;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function main() {
  const database = await createDatabase(ADMIN_URL, `isl_bench_import_${process.pid}`);
  try {
    await prepareDatabase(database.url, { seed: true, logger: createLogger('warn', 'isl-bench') });
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL,
      QUEUE_PREFIX: `${database.name}:queue`,
      SOCKET_STREAM_NAME: `${database.name}:socket.io`,
      READ_MODELS_CHANNEL: `${database.name}:read-models`,
    });
    const context = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(config, SeasonImportModule), { logger: false });
    const imports = context.get(SeasonImportService);
    const clubs = Array.from({ length: CLUBS }, (_, i) => `Bench Club ${i + 1}`);
    const firstRound = new Date(Date.now() - (PLAYED * 7 + 3) * 86_400_000);
    const file = seasonFile({ clubs, firstRound, playedRounds: PLAYED, score: (home, away, round) => [(home + round) % 4, (away * 3 + round) % 3] });
    const time = async () => {
      const started = process.hrtime.bigint();
      const report = await imports.import(file, { season: '2030-31', dryRun: false, actorId: null });
      return { seconds: +(Number(process.hrtime.bigint() - started) / 1e9).toFixed(3), counts: report.counts };
    };
    const first = await time();
    const noOp = await time();
    for (const match of file.matches.filter((m) => m.score?.ft).slice(0, CHANGED_RESULTS)) {
      const [home, away] = match.score?.ft as [number, number];
      match.score = { ft: [home + 1, away] };
    }
    const tenResults = await time();
    await context.close();
    printFigures({ matches: file.matches.length, played: file.matches.filter((m) => m.score).length, firstImport: first, noOpReimport: noOp, tenResultsChanged: tenResults });
  } finally {
    await database.drop();
  }
}

runBenchmark('import', main);
