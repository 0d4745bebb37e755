import { Client } from 'pg';
import { brierScore, fitScoringModel, matchChances, matchOutcome, PRE_MATCH, type Outcome, type Result, type ResultChances } from '@isl/contracts';
import { createDatabase } from '@isl/test-support';
import { prepareDatabase } from '../../src/database/prepare-database';
import { createLogger } from '../../src/platform/logging/logger';
import { printFigures, runBenchmark } from '../bench/run-benchmark';

/**
 * `npm run backtest:win-probability`: the pre-match chances (docs/win-probability.md) back-tested on the seeded
 * season. Each finished match, in kick-off order, is forecast from the results before it alone, and scored by
 * its Brier score; beside it two baselines: the home, draw and away frequencies of the results before it, and
 * those of the whole season (which knows the future, so is harder to beat). Prints the mean scores, for all the
 * matches and for those after the fifth round (once every club has results behind it). Lower is better.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTCOMES: Outcome[] = ['home', 'draw', 'away'];
const SETTLED_FROM_ROUND = 6;

/** The share of each result among these, each count started at 1 so that no result is ever impossible. */
function frequencies(results: readonly Outcome[]): ResultChances {
  const counts = OUTCOMES.map((outcome) => 1 + results.filter((result) => result === outcome).length);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return { home: counts[0] / total, draw: counts[1] / total, away: counts[2] / total };
}

const mean = (values: number[]) => +(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(4);

async function main() {
  const database = await createDatabase(ADMIN_URL, `isl_backtest_${process.pid}`);
  try {
    await prepareDatabase(database.url, { seed: true, logger: createLogger('warn', 'isl-backtest') });
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query(
      `SELECT home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", home_score AS "homeScore", away_score AS "awayScore", matchday AS round
         FROM matches WHERE status = 'finished' AND season = (SELECT label FROM seasons WHERE is_current) ORDER BY match_date, id`,
    );
    await db.end();
    const played = rows as (Result & { round: number })[];
    const outcomes = played.map((match) => matchOutcome(match.homeScore, match.awayScore));
    const wholeSeason = frequencies(outcomes);
    const scored = played.map((match, i) => {
      const before = played.slice(0, i);
      return {
        round: match.round,
        model: brierScore(matchChances(fitScoringModel(before), match.homeTeamId, match.awayTeamId, PRE_MATCH), outcomes[i]),
        resultsSoFar: brierScore(frequencies(outcomes.slice(0, i)), outcomes[i]),
        wholeSeason: brierScore(wholeSeason, outcomes[i]),
      };
    });
    const summary = (matches: typeof scored) => ({
      matches: matches.length,
      model: mean(matches.map((m) => m.model)),
      baselineResultsSoFar: mean(matches.map((m) => m.resultsSoFar)),
      baselineWholeSeason: mean(matches.map((m) => m.wholeSeason)),
    });
    printFigures({
      season: { matches: played.length, ...Object.fromEntries(OUTCOMES.map((outcome) => [`${outcome}Share`, +(outcomes.filter((o) => o === outcome).length / played.length).toFixed(3)])) },
      meanBrier: summary(scored),
      meanBrierFromRound6: summary(scored.filter((m) => m.round >= SETTLED_FROM_ROUND)),
    });
  } finally {
    await database.drop();
  }
}

runBenchmark('win probability back-test', main);
