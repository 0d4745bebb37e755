/**
 * The predictions table as other features read it inside their own set-based statements (the push to a
 * million predictors is paged in SQL): a subquery PostgreSQL folds into the statement, naming the columns that
 * are others' to read. Each fan's call on a match, and once settled whether it was right: (user_id, match_id, is_correct).
 */
export const PREDICTORS_SQL = `(SELECT user_id, match_id, is_correct FROM predictions)`;
