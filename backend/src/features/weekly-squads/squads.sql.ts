/*
 * The weekly squads table as other features read it inside their own set-based statements (a league's table of
 * 100,000 members is one statement): a subquery PostgreSQL folds into the statement.
 */

/**
 * Each fan's squad of a round with its points (the captain's doubling included):
 * (season, round, user_id, player_ids jsonb, captain_id, vice_captain_id, points).
 */
export const SQUADS_SQL = `(SELECT season, week AS round, user_id, player_ids, captain_id, vice_captain_id, total_points AS points FROM weekly_squads)`;
