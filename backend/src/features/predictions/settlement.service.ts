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
 * the match's season and in its round), by what the change adds to them: a first settlement the call, a correction
 * the difference. Then the leaderboards' points histograms and first fans are recounted and the version settled
 * recorded (prediction_settlements), with the leaderboard's change, the apis' notice to their signed-in predictors
 * and the follow-ups of other features (the predictors' push notification) in the outbox.
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
      const settled = await awardPoints(manager, matchId, match, predictionPoints);
      if (settled) {
        await addSettledCalls(manager, matchId, match.season, match.round);
        await recountBoards(manager, match.season);
      }
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

/**
 * Sets each prediction's outcome, exact score and points where any of them changes (a correction that only makes an
 * exact score wrong changes the row too), and notes what each change adds to its fan's totals in `settled_calls`
 * (dropped as the transaction ends): a prediction scored for the first time adds its points, one call and, if right,
 * one right call; a corrected one the difference in points and in right calls. Each row carries the league month
 * the prediction was first settled in, and whether it was marked settled without a score (never by a settlement:
 * by hand), which leaves nothing to take the difference from. Answers how many predictions changed.
 */
async function awardPoints(manager: EntityManager, matchId: number, result: MatchResult, points: SeasonRules['predictionPoints']): Promise<number> {
  await manager.query(
    `CREATE TEMPORARY TABLE settled_calls (
       user_id uuid NOT NULL, points int NOT NULL, total int NOT NULL, correct int NOT NULL, month text NOT NULL, unscored boolean NOT NULL
     ) ON COMMIT DROP`,
  );
  const exact = `home_score = $3::int AND away_score = $4::int`;
  const scored = {
    is_correct: `prediction = $2`,
    is_exact: `CASE WHEN home_score IS NOT NULL THEN ${exact} END`,
    outcome_points: `CASE WHEN prediction = $2 THEN $5::int ELSE 0 END`,
    exact_points: `CASE WHEN ${exact} THEN $6::int ELSE 0 END`,
  };
  const settled = { ...scored, points_awarded: `(${scored.outcome_points} + ${scored.exact_points}) * CASE WHEN joker THEN $7::int ELSE 1 END` };
  const columns = Object.keys(settled);
  const scoring = columns.map((column) => `${column} = ${settled[column as keyof typeof settled]}`).join(', ');
  const month = `to_char(p.settled_at AT TIME ZONE $8, 'YYYY-MM')`;
  // The corrected rows' values before the update: what a correction takes away.
  const before = `(SELECT id, is_correct AS was_correct, points_awarded AS was_points FROM predictions
                    WHERE match_id = $1 AND settled_at IS NOT NULL
                      AND (${columns.join(', ')}) IS DISTINCT FROM (${Object.values(settled).join(', ')}))`;
  // settled_at keeps the first settlement: a later correction must not move points into another month. The rows are
  // updated in place on their own page (predictions keep half of each page free), so no index is written.
  const [{ count }] = (await manager.query(
    `WITH corrected AS (
       UPDATE predictions p
          SET ${scoring}, updated_at = now()
         FROM ${before} o
        WHERE p.match_id = $1 AND p.id = o.id
       RETURNING p.user_id, p.points_awarded - o.was_points, 0, coalesce(p.is_correct::int - o.was_correct::int, 0), ${month}, o.was_correct IS NULL),
     fresh AS (
       UPDATE predictions p
          SET ${scoring}, settled_at = now(), updated_at = now()
        WHERE p.match_id = $1 AND p.settled_at IS NULL
       RETURNING p.user_id, p.points_awarded, 1, p.is_correct::int, ${month}, false),
     noted AS (INSERT INTO settled_calls SELECT * FROM corrected UNION ALL SELECT * FROM fresh)
     SELECT (SELECT count(*) FROM corrected)::int + (SELECT count(*) FROM fresh)::int AS count`,
    [matchId, matchOutcome(result.homeScore, result.awayScore), result.homeScore, result.awayScore, points.outcome, points.exactScore, JOKER_MULTIPLIER, LEAGUE_TIME_ZONE],
  )) as { count: number }[];
  // A temporary table has no statistics until analysed: the next statements' joins are planned on them.
  if (count) await manager.query(`ANALYZE settled_calls`);
  return count;
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
 * A month column of the all-time totals (`t`) after adding what a call first settled in the month `f.month` adds:
 * added to if it counts that month, started afresh from the call if it counts an earlier one (only a first-time call
 * can be newer than the fan's month), kept if it counts a later one.
 */
const addedInMonth = (column: string, added: string) =>
  `CASE WHEN t.month = f.month THEN t.${column} + ${added} WHEN t.month > f.month THEN t.${column} ELSE ${added} END`;

/**
 * The fan's run of right calls (`t.win_streak`, newest match first) once the call of `f` takes its place in it, after
 * the `f.newer` calls of matches that kicked off later but were settled first (none, unless results came in out of
 * order). A call scored for the first time (`f.total` 1): if the run reached its place, it grows by a right call or
 * ends there at a wrong one; if it broke before, it stays. A corrected call (`f.total` 0): made wrong inside the run,
 * it ends the run at its place; made right, the run changes only if it broke at this very call, and then it goes on
 * into older calls, which only a recompute can count (recomputeFanTotals).
 */
const RUN_WITH_THE_CALL = `CASE
  WHEN f.total = 0 THEN CASE WHEN f.correct = -1 AND t.win_streak > f.newer THEN f.newer ELSE t.win_streak END
  WHEN t.win_streak < f.newer THEN t.win_streak
  WHEN f.correct = 1 THEN t.win_streak + 1
  ELSE f.newer END`;

/**
 * Adds what each changed prediction (`settled_calls`) adds to its fan's totals, all-time, in the season and in the
 * round: points, calls, right calls, the month's, and the run of right calls (RUN_WITH_THE_CALL). A fan has one
 * prediction of a match, so each is added to once. The fans whose correction made right the call where their run
 * broke, or whose call had no score to correct, are recomputed from all their predictions instead.
 *
 * Adding is exact because what is added is what this transaction's update changed, worked out from the rows before
 * and after it: a re-run or a second worker finds nothing changed and adds nothing, and a crash rolls the additions
 * back with the update. It reads only the match's predictions, where a recompute read every prediction of every fan.
 */
async function addSettledCalls(manager: EntityManager, matchId: number, season: string, round: number): Promise<void> {
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
  // The fans to recompute are taken out of the calls to add first: their totals are written once.
  await manager.query(
    `CREATE TEMPORARY TABLE recount_fans ON COMMIT DROP AS
     SELECT c.user_id FROM settled_calls c JOIN prediction_totals t ON t.user_id = c.user_id LEFT JOIN newer_calls n ON n.user_id = c.user_id
      WHERE c.total = 0 AND (c.unscored OR (c.correct = 1 AND t.win_streak = coalesce(n.newer, 0)))`,
  );
  const [{ recounted }] = (await manager.query(`SELECT count(*)::int AS recounted FROM recount_fans`)) as { recounted: number }[];
  if (recounted) {
    await manager.query(`DELETE FROM settled_calls c USING recount_fans r WHERE c.user_id = r.user_id`);
    await manager.query(`ANALYZE settled_calls, recount_fans`);
  }
  await manager.query(
    `MERGE INTO prediction_totals AS t
     USING (SELECT c.user_id, c.points, c.total, c.correct, c.month, coalesce(n.newer, 0) AS newer
              FROM settled_calls c LEFT JOIN newer_calls n ON n.user_id = c.user_id ORDER BY c.user_id) AS f ON t.user_id = f.user_id
      WHEN MATCHED THEN UPDATE SET
           points = t.points + f.points, total = t.total + f.total, correct = t.correct + f.correct, win_streak = ${RUN_WITH_THE_CALL},
           month = greatest(t.month, f.month), month_points = ${addedInMonth('month_points', 'f.points')},
           month_total = ${addedInMonth('month_total', 'f.total')}, month_correct = ${addedInMonth('month_correct', 'f.correct')}
      WHEN NOT MATCHED THEN INSERT (user_id, points, total, correct, win_streak, month, month_points, month_total, month_correct)
           VALUES (f.user_id, f.points, f.total, f.correct, f.correct, f.month, f.points, f.total, f.correct)`,
  );
  for (const totals of seasonAndRoundTotals(season, round, () => `user_id, ${COUNTS.join(', ')} FROM settled_calls`)) await writeTotals(manager, totals, 'add');
  if (recounted) await recomputeFanTotals(manager, season, round);
}

/**
 * The totals of each fan in `recount_fans` from all their predictions, read once into `fan_totals` (dropped as the
 * transaction ends) and written to the three tables that keep them:
 * - all-time (prediction_totals): points, counts, the current run of correct calls (newest match first), and the
 *   same counts for the latest league month they have settled predictions in (the monthly leaderboard reads the
 *   rows whose month is the current one);
 * - the match's season (prediction_season_totals): what the season's board ranks;
 * - the match's round of that season (prediction_round_totals): what a league's table, its round winner and a
 *   perfect round read.
 * One read rather than one per table saves joining every prediction of a million fans twice more.
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
         FROM recount_fans f JOIN predictions p ON p.user_id = f.user_id JOIN ${MATCH_ROUNDS_SQL} m ON m.id = p.match_id),
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
