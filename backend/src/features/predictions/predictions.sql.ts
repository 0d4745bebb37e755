/**
 * The predictions table as other features read it inside their own set-based statements (the push to a
 * million predictors is paged in SQL): a subquery PostgreSQL folds into the statement, naming the columns that
 * are others' to read. Each fan's call on a match, and once settled whether it was right and the points it earned
 * (an exact score's and a joker's included): (user_id, match_id, is_correct, points).
 */
export const PREDICTORS_SQL = `(SELECT user_id, match_id, is_correct, points_awarded AS points FROM predictions)`;

/**
 * Each fan's prediction points per round of a season, kept by settlement (a league's table and round winner, a
 * perfect round): (season, round, user_id, points, total, correct), total and correct counting settled predictions.
 */
export const PREDICTION_ROUND_POINTS_SQL = `(SELECT season, round, user_id, points, total, correct FROM prediction_round_totals)`;

/** Each fan's prediction points over a whole season, kept by settlement beside the rounds': (season, user_id, points). */
export const PREDICTION_SEASON_POINTS_SQL = `(SELECT season, user_id, points FROM prediction_season_totals)`;

/**
 * Each fan's call on a match as a league shows it once the match has kicked off, with its points so far:
 * (match_id, user_id, prediction, home_score, away_score, joker, points).
 */
export const PREDICTION_PICKS_SQL = `(SELECT match_id, user_id, prediction, home_score, away_score, joker, points_awarded AS points FROM predictions)`;

/** Each fan's current run of correct predictions, newest match first (a streak's badge): (user_id, win_streak). */
export const PREDICTION_STREAKS_SQL = `(SELECT user_id, win_streak FROM prediction_totals)`;

/**
 * The version of each match's result its predictions were last settled against (a round is complete for badges
 * once every match of it is settled at its latest version): (match_id, version).
 */
export const PREDICTION_SETTLEMENTS_SQL = `(SELECT match_id, settled_version AS version FROM prediction_settlements)`;
