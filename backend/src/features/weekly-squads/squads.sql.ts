/*
 * The weekly squads table as other features read it inside their own set-based statements (a league's table of
 * 100,000 members is one statement): a subquery PostgreSQL folds into the statement.
 */

/**
 * Each fan's squad of a round with its points (the captain's doubling included):
 * (season, round, user_id, player_ids jsonb, captain_id, vice_captain_id, points).
 */
export const SQUADS_SQL = `(SELECT season, week AS round, user_id, player_ids, captain_id, vice_captain_id, total_points AS points FROM weekly_squads)`;

/** The version of each match's result its round's squads were last scored against: (match_id, version). */
export const SQUAD_SCORINGS_SQL = `(SELECT match_id, scored_version AS version FROM squad_scorings)`;

/** Each player's weekly-squad points in each finished match he was on the sheet of: (match_id, player_id, points). */
export const PLAYER_MATCH_POINTS_SQL = `(SELECT match_id, player_id, points FROM player_match_points)`;
