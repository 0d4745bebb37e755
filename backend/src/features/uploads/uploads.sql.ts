/**
 * The uploads table as other features read it inside their own statements (an article list shows each one's
 * picture): a subquery PostgreSQL folds into the statement. Each upload's stored files by variant: (id, keys).
 */
export const UPLOAD_FILES_SQL = `(SELECT id, keys FROM uploads)`;
