import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { JOKER_MULTIPLIER, LEAGUE_TIME_ZONE, matchOutcome, type SeasonRules } from '@isl/contracts';
import { liveMessages } from '../../platform/live/live-events';
import { followUpsOf, followUpsModule, type FollowUp } from '../../platform/outbox/follow-ups';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { FINISHED_MATCHES_SQL, lockMatchResult, MATCH_ROUNDS_SQL, resultToFollow, type MatchResult } from '../matches';
import { seasonRules } from '../seasons';
import { recountBoards } from './leaderboard-points';

export interface Settlement {
  matchId: number;
  version: number;
  /** The match's season and round (its matchday): the round whose points changed. */
  season: string;
  round: number;
  /** How many predictions this settlement changed: all of them the first time, none after a correction that flips nothing. */
  settled: number;
}

/** What a settlement that changed predictions means for a feature that follows settlements (see FollowUp). */
export type SettlementFollowUp = FollowUp<Settlement & { manager: EntityManager }>;

export const SETTLEMENT_FOLLOW_UPS = Symbol('SETTLEMENT_FOLLOW_UPS');

/** Given by the composition root of each process that settles (the worker). */
export const settlementFollowUps = (followUps: readonly SettlementFollowUp[]) => followUpsModule(SETTLEMENT_FOLLOW_UPS, followUps);

/**
 * Settlements take turns. Two matches settled at once share fans, and each would add to or recompute a fan's totals
 * without the other's uncommitted awards; one lock for all settlements is simplest, and a settlement is seconds.
 */
const SETTLEMENT_LOCK_KEY = 7_202_427;

/**
 * A settlement of a million predictions sorts and hashes a million rows several times (about 130 MB each); in
 * memory that is several times faster than in temporary files. Settlements take turns, so one holds this at a time.
 */
const SETTLEMENT_WORK_MEM = '256MB';

/**
 * Awards points for a finished match in one transaction: every prediction's outcome, exact score and points (the
 * season's rules' figures, a joker's doubled), then the totals of each fan whose prediction changed (all-time, in
 * the match's season and in its round): a first settlement adds each call to them, a correction recomputes them
 * from all the fan's predictions. Then the leaderboards' points histograms and first fans are recounted and the
 * version settled recorded (prediction_settlements), with the leaderboard's change, the apis' notice to their
 * signed-in predictors and the follow-ups of other features (the predictors' push notification) in the outbox.
 * Totals change only with the predictions this transaction changes, so it is safe to run twice, on two workers at
 * once, after a crash, or after a correction.
 *
 * It is built for a match with a million predictors: set-based statements, nothing per fan sent to Node, and
 * the fans' totals in prediction_totals, prediction_season_totals and prediction_round_totals (narrow rows, see the
 * LeaderboardTotals, SeasonPredictionTotals and MiniLeagues migrations) rather than on the wide users rows.
 */
@Injectable()
export class SettlementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTLEMENT_FOLLOW_UPS) private readonly followUps: readonly SettlementFollowUp[],
  ) {}

  /** Null when there is nothing to do: not finished, or already settled at its current version. */
  settle(matchId: number): Promise<Settlement | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SETTLEMENT_LOCK_KEY]);
      // The row lock orders this against score corrections of the same match.
      const match = await lockMatchResult(manager, matchId);
      if (!match || !resultToFollow(match, await settledVersion(manager, matchId))) return null;
      await manager.query(`SET LOCAL work_mem = '${SETTLEMENT_WORK_MEM}'`);
      const { predictionPoints } = await seasonRules(manager, match.season);
      const { fresh, corrected } = await awardPoints(manager, matchId, match, predictionPoints);
      if (fresh) await addFreshCalls(manager, matchId, match.season, match.round);
      if (corrected) await recomputeFanTotals(manager, match.season, match.round);
      const settled = fresh + corrected;
      if (settled) await recountBoards(manager, match.season);
      await recordSettled(manager, [{ matchId, version: match.version }]);
      const settlement: Settlement = { matchId, version: match.version, season: match.season, round: match.round, settled };
      if (settled) {
        // The cached leaderboards go first, so a fan who refetches on the event reads the new one from any api.
        // Each api then tells its own signed-in predictors (see SettledPredictionsNotifier): one notice however
        // many predicted, told at once rather than kept; a fan who missed it refetches on reconnecting.
        await recordInOutbox(manager, [
          publicReadsChanged(['leaderboard']),
          { broadcast: liveMessages.leaderboardChanged() },
          { notice: { event: 'predictions:settled', payload: { matchId } } },
          ...(await followUpsOf(this.followUps, { ...settlement, manager })),
        ]);
      }
      return settlement;
    });
  }

  /** Finished matches whose predictions were not settled against their latest result. */
  async unsettledMatches(): Promise<{ matchId: number; version: number }[]> {
    return this.dataSource.query(
      `SELECT m.id AS "matchId", m.version FROM ${FINISHED_MATCHES_SQL} m
         LEFT JOIN prediction_settlements s ON s.match_id = m.id
        WHERE coalesce(s.settled_version, 0) < m.version ORDER BY m.id`,
    );
  }
}

/** How many predictions a settlement scored for the first time, and how many it corrected. */
interface AwardedPoints {
  fresh: number;
  corrected: number;
}

/**
 * Sets each prediction's outcome, exact score and points where any of them changes (a correction that only makes an
 * exact score wrong changes the row too). The predictions scored for the first time are noted with their points in
 * `fresh_calls`, the fans whose settled prediction a correction changed in `corrected_fans`; the transaction's end
 * drops both.
 */
async function awardPoints(manager: EntityManager, matchId: number, result: MatchResult, points: SeasonRules['predictionPoints']): Promise<AwardedPoints> {
  await manager.query(`CREATE TEMPORARY TABLE fresh_calls (user_id uuid NOT NULL, points int NOT NULL, correct int NOT NULL) ON COMMIT DROP`);
  await manager.query(`CREATE TEMPORARY TABLE corrected_fans (user_id uuid NOT NULL) ON COMMIT DROP`);
  const exact = `home_score = $3::int AND away_score = $4::int`;
  const scored = {
    is_correct: `prediction = $2`,
    is_exact: `CASE WHEN home_score IS NOT NULL THEN ${exact} END`,
    outcome_points: `CASE WHEN prediction = $2 THEN $5::int ELSE 0 END`,
    exact_points: `CASE WHEN ${exact} THEN $6::int ELSE 0 END`,
  };
  const settled = { ...scored, points_awarded: `(${scored.outcome_points} + ${scored.exact_points}) * CASE WHEN joker THEN $7::int ELSE 1 END` };
  const columns = Object.keys(settled);
  const params = [matchId, matchOutcome(result.homeScore, result.awayScore), result.homeScore, result.awayScore, points.outcome, points.exactScore, JOKER_MULTIPLIER];
  // settled_at keeps the first settlement: a later correction must not move points into another month. The rows are
  // updated in place on their own page (predictions keep half of each page free), so no index is written.
  const award = async (which: string, noted: string, returning: string): Promise<number> => {
    const [{ count }] = (await manager.query(
      `WITH changed AS (
         UPDATE predictions
            SET ${columns.map((column) => `${column} = ${settled[column as keyof typeof settled]}`).join(', ')},
                settled_at = coalesce(settled_at, now()),
                updated_at = now()
          WHERE match_id = $1 AND ${which}
         RETURNING ${returning}),
       noted AS (INSERT INTO ${noted} SELECT * FROM changed)
       SELECT count(*)::int AS count FROM changed`,
      params,
    )) as { count: number }[];
    // A temporary table has no statistics until analysed: the next statements' joins are planned on them.
    if (count) await manager.query(`ANALYZE ${noted}`);
    return count;
  };
  const changed = `(${columns.join(', ')}) IS DISTINCT FROM (${Object.values(settled).join(', ')})`;
  return {
    corrected: await award(`settled_at IS NOT NULL AND ${changed}`, 'corrected_fans', 'user_id'),
    fresh: await award('settled_at IS NULL', 'fresh_calls', 'user_id, points_awarded, is_correct::int'),
  };
}

/** The counts every totals table keeps. */
const COUNTS = ['points', 'total', 'correct'];

/**
 * The match's season's and round's totals tables, each written from the rows `rows(scope)` selects after the key's
 * season (and round): user_id and the COUNTS, so named.
 */
function seasonAndRoundTotals(season: string, round: number, rows: (scope: 'season' | 'round') => string): Totals[] {
  return [
    { table: 'prediction_season_totals', key: ['season', 'user_id'], values: COUNTS, rows: `SELECT $1::varchar AS season, ${rows('season')}`, params: [season] },
    {
      table: 'prediction_round_totals',
      key: ['season', 'round', 'user_id'],
      values: COUNTS,
      rows: `SELECT $1::varchar AS season, $2::int AS round, ${rows('round')}`,
      params: [season, round],
    },
  ];
}

/**
 * A month column of the all-time totals (`t`) after adding a call settled in the month `f.month`: added to if it
 * counts that month, started afresh from the call if it counts an earlier one, kept if it counts a later one.
 */
const addedInMonth = (column: string, added: string) =>
  `CASE WHEN t.month = f.month THEN t.${column} + ${added} WHEN t.month > f.month THEN t.${column} ELSE ${added} END`;

/**
 * Adds each prediction scored for the first time (`fresh_calls`) to its fan's totals, all-time, in the season and in
 * the round: its points, one call and, if right, one right call. A fan has one prediction of a match, so each is
 * added to once. Its month is this one (its settled_at is now). The fan's run of right calls, newest match first,
 * takes the call in at its place: after the `newer` calls of matches that kicked off later but were settled first
 * (none, unless results came in out of order). If the run reached that place, it grows by a right call or ends there
 * at a wrong one; if it broke before, it stays.
 *
 * Adding is exact because what is added is what this transaction's update changed, and a prediction is scored for
 * the first time once: a re-run or a second worker finds nothing to add, a crash rolls the additions back with the
 * update, and a correction recomputes its fans (recomputeFanTotals). It reads only the match's predictions, where a
 * recompute read every prediction of every fan.
 */
async function addFreshCalls(manager: EntityManager, matchId: number, season: string, round: number): Promise<void> {
  // The later matches first, by themselves: almost always none, and then no prediction is read.
  const [{ ids: later }] = (await manager.query(
    `SELECT array_agg(m.id) AS ids FROM ${MATCH_ROUNDS_SQL} m JOIN prediction_settlements s ON s.match_id = m.id
      WHERE (m.kick_off, m.id) > (SELECT kick_off, id FROM ${MATCH_ROUNDS_SQL} this WHERE this.id = $1)`,
    [matchId],
  )) as { ids: number[] | null }[];
  await manager.query(
    `CREATE TEMPORARY TABLE newer_calls ON COMMIT DROP AS
     SELECT user_id, count(*)::int AS newer FROM predictions WHERE match_id = ANY($1::int[]) AND is_correct IS NOT NULL GROUP BY user_id`,
    [later ?? []],
  );
  await manager.query(`ANALYZE newer_calls`);
  await manager.query(
    `MERGE INTO prediction_totals AS t
     USING (SELECT c.user_id, c.points, c.correct, coalesce(n.newer, 0) AS newer, to_char(now() AT TIME ZONE $1, 'YYYY-MM') AS month
              FROM fresh_calls c LEFT JOIN newer_calls n ON n.user_id = c.user_id ORDER BY c.user_id) AS f ON t.user_id = f.user_id
      WHEN MATCHED THEN UPDATE SET
           points = t.points + f.points, total = t.total + 1, correct = t.correct + f.correct,
           win_streak = CASE WHEN t.win_streak < f.newer THEN t.win_streak WHEN f.correct = 1 THEN t.win_streak + 1 ELSE f.newer END,
           month = greatest(t.month, f.month), month_points = ${addedInMonth('month_points', 'f.points')},
           month_total = ${addedInMonth('month_total', '1')}, month_correct = ${addedInMonth('month_correct', 'f.correct')}
      WHEN NOT MATCHED THEN INSERT (user_id, points, total, correct, win_streak, month, month_points, month_total, month_correct)
           VALUES (f.user_id, f.points, 1, f.correct, f.correct, f.month, f.points, 1, f.correct)`,
    [LEAGUE_TIME_ZONE],
  );
  for (const totals of seasonAndRoundTotals(season, round, () => `user_id, points, 1 AS total, correct FROM fresh_calls`)) await writeTotals(manager, totals, 'add');
}

/**
 * Each corrected fan's totals from all their predictions, read once into `fan_totals` (dropped as the transaction
 * ends) and written to the three tables that keep them:
 * - all-time (prediction_totals): points, counts, the current run of correct calls (newest match first), and the
 *   same counts for the latest league month they have settled predictions in (the monthly leaderboard reads the
 *   rows whose month is the current one);
 * - the match's season (prediction_season_totals): what the season's board ranks;
 * - the match's round of that season (prediction_round_totals): what a league's table, its round winner and a
 *   perfect round read.
 * A correction can change any call's place in a run or month, so these are recomputed rather than adjusted. One
 * read rather than one per table saves joining every prediction of a million fans twice more.
 */
async function recomputeFanTotals(manager: EntityManager, season: string, round: number): Promise<void> {
  // Unsettled predictions are ordered after the settled ones and counted by no aggregate: the planner's
  // statistics of is_correct predate this transaction's update, so no join is planned on filtering by it.
  await manager.query(
    `CREATE TEMPORARY TABLE fan_totals ON COMMIT DROP AS
     WITH fan_predictions AS (
       SELECT f.user_id, p.is_correct, p.points_awarded, m.season = $2 AS in_season, m.season = $2 AND m.round = $3 AS in_round,
              to_char(p.settled_at AT TIME ZONE $1, 'YYYY-MM') AS month,
              row_number() OVER (PARTITION BY f.user_id ORDER BY p.is_correct IS NULL, m.kick_off DESC, m.id DESC) AS recency
         FROM corrected_fans f JOIN predictions p ON p.user_id = f.user_id JOIN ${MATCH_ROUNDS_SQL} m ON m.id = p.match_id),
     with_latest_month AS (SELECT *, max(month) OVER (PARTITION BY user_id) AS latest_month FROM fan_predictions)
     SELECT user_id, ${settledCounts('')},
            coalesce(min(recency) FILTER (WHERE NOT is_correct) - 1, count(is_correct))::int AS win_streak,
            max(latest_month) AS month,
            coalesce(sum(points_awarded) FILTER (WHERE month = latest_month), 0)::int AS month_points,
            count(*) FILTER (WHERE month = latest_month)::int AS month_total,
            count(*) FILTER (WHERE month = latest_month AND is_correct)::int AS month_correct,
            ${settledCounts('season_', 'in_season')}, ${settledCounts('round_', 'in_round')}
       FROM with_latest_month
      GROUP BY user_id
     HAVING count(is_correct) > 0`,
    [LEAGUE_TIME_ZONE, season, round],
  );
  const allTime = [...COUNTS, 'win_streak', 'month', 'month_points', 'month_total', 'month_correct'];
  const recomputed: Totals[] = [
    { table: 'prediction_totals', key: ['user_id'], values: allTime, rows: `SELECT user_id, ${allTime.join(', ')} FROM fan_totals`, params: [] },
    ...seasonAndRoundTotals(season, round, (scope) => `user_id, ${COUNTS.map((column) => `${scope}_${column} AS ${column}`).join(', ')} FROM fan_totals WHERE ${scope}_total > 0`),
  ];
  for (const totals of recomputed) await writeTotals(manager, totals, 'replace');
}

/**
 * A fan's points, settled and correct predictions (unsettled ones counted by none) among those `scope` picks (all
 * without one), as the columns points, total and correct named with `prefix`.
 */
function settledCounts(prefix: string, scope?: string): string {
  const among = (condition?: string) => {
    const conditions = [condition, scope].filter(Boolean);
    return conditions.length ? ` FILTER (WHERE ${conditions.join(' AND ')})` : '';
  };
  return `coalesce(sum(points_awarded)${among('is_correct IS NOT NULL')}, 0)::int AS ${prefix}points,
            count(is_correct)${among()}::int AS ${prefix}total, count(*)${among('is_correct')}::int AS ${prefix}correct`;
}

/** Fans' totals a settlement writes: `rows` selects the table's `key` and `values` columns, so named, for each fan. */
interface Totals {
  table: string;
  key: string[];
  values: string[];
  rows: string;
  params: unknown[];
}

/**
 * Writes totals in key order, so that the primary key index is filled page by page: recomputed ones in place of
 * the stored ones, a row only where it changes, or added ones to the stored ones. A MERGE joins the rows to the
 * table once, where an upsert (INSERT ... ON CONFLICT) probed the key before each insert and again in it. Only
 * settlements write these tables, and they take turns, so no other insert of the same key can come between.
 */
async function writeTotals(manager: EntityManager, { table, key, values, rows, params }: Totals, write: 'replace' | 'add'): Promise<void> {
  const list = (prefix: string) => values.map((column) => `${prefix}${column}`).join(', ');
  const columns = [...key, ...values];
  const changes = write === 'replace' ? ` AND (${list('t.')}) IS DISTINCT FROM (${list('f.')})` : '';
  const written = (column: string) => (write === 'replace' ? `f.${column}` : `t.${column} + f.${column}`);
  await manager.query(
    `MERGE INTO ${table} AS t
     USING (${rows} ORDER BY ${key.join(', ')}) AS f ON ${key.map((column) => `t.${column} = f.${column}`).join(' AND ')}
      WHEN MATCHED${changes} THEN UPDATE SET ${values.map((column) => `${column} = ${written(column)}`).join(', ')}
      WHEN NOT MATCHED THEN INSERT (${columns.join(', ')}) VALUES (${columns.map((column) => `f.${column}`).join(', ')})`,
    params,
  );
}

/** The version of the match's result its predictions were last settled against (0: never). */
async function settledVersion(manager: EntityManager, matchId: number): Promise<number> {
  const [row] = (await manager.query(`SELECT settled_version FROM prediction_settlements WHERE match_id = $1`, [matchId])) as { settled_version: number }[];
  return row?.settled_version ?? 0;
}

/** That these matches' predictions are settled against their result at `version` (the seed records its season so). */
export async function recordSettled(manager: EntityManager, settled: readonly { matchId: number; version: number }[]): Promise<void> {
  await manager.query(
    `INSERT INTO prediction_settlements (match_id, settled_version) SELECT * FROM unnest($1::int[], $2::int[])
     ON CONFLICT (match_id) DO UPDATE SET settled_version = excluded.settled_version`,
    [settled.map((match) => match.matchId), settled.map((match) => match.version)],
  );
}
