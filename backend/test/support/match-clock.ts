import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/** Whatever runs SQL on the test's database: a pg client, or a DataSource. */
interface Queryable {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/**
 * Moves a live match's kick-off (or, in the second half, the second half's start) back, so its clock shows
 * `minute` as if that much had been played: goals at that minute or before are then possible. On a test
 * app's database, or any other (a cluster's) through a client.
 */
export async function setMatchClock(database: TestApp | Queryable, matchId: number, minute: number): Promise<void> {
  const db = 'app' in database ? database.app.get(DataSource) : database;
  await db.query(
    `UPDATE matches
        SET kicked_off_at = CASE WHEN second_half_started_at IS NULL
                                 THEN now() - make_interval(secs => ($2 - 1) * 60 + 5) ELSE kicked_off_at END,
            second_half_started_at = CASE WHEN second_half_started_at IS NULL
                                          THEN NULL ELSE now() - make_interval(secs => ($2 - 46) * 60 + 5) END
      WHERE id = $1`,
    [matchId, minute],
  );
}
