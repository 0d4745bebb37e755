import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand (issue 16: a million predictors): the tables have no entities, they are read and written in
// SQL by settlement and the leaderboard. Each fan's prediction totals leave the wide users row for a narrow
// one, so a settlement of a million fans writes 100-byte rows and no users index; the leaderboard reads its
// top from one index per board and a fan's rank from a small histogram. The predictions table keeps half of
// each page free, so that settling a prediction is a HOT update that writes no index (and settled_at loses the
// index only the old monthly ranking read).
export class LeaderboardTotals1795700000000 implements MigrationInterface {
    name = 'LeaderboardTotals1795700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // No foreign key to users: its check would lock each fan's users row, which costs a million-fan
        // settlement more than the rest of it, and users rows are never deleted (a deleted account is anonymised).
        await queryRunner.query(`CREATE TABLE "prediction_totals" (
            "user_id" uuid NOT NULL,
            "points" integer NOT NULL, "total" integer NOT NULL, "correct" integer NOT NULL, "win_streak" integer NOT NULL,
            "month" character varying(7) NOT NULL,
            "month_points" integer NOT NULL, "month_total" integer NOT NULL, "month_correct" integer NOT NULL,
            CONSTRAINT "CHK_prediction_totals_settled" CHECK (total > 0 AND month_total > 0),
            CONSTRAINT "PK_prediction_totals" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_totals_season" ON "prediction_totals" ("points" DESC, (correct::float8 / total) DESC, "user_id")`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_totals_month" ON "prediction_totals" ("month", "month_points" DESC, (month_correct::float8 / month_total) DESC, "user_id")`);
        await queryRunner.query(`CREATE TABLE "leaderboard_points" ("board" character varying(7) NOT NULL, "points" integer NOT NULL, "fans" integer NOT NULL, CONSTRAINT "PK_leaderboard_points" PRIMARY KEY ("board", "points"))`);
        await queryRunner.query(`
            INSERT INTO "prediction_totals"
            SELECT user_id, points, total, correct, win_streak, month, month_points, month_total, month_correct
              FROM (SELECT user_id,
                           sum(points_awarded)::int AS points, count(*)::int AS total, count(*) FILTER (WHERE is_correct)::int AS correct,
                           coalesce(min(recency) FILTER (WHERE NOT is_correct) - 1, count(*))::int AS win_streak,
                           max(latest) AS month,
                           sum(points_awarded) FILTER (WHERE month = latest)::int AS month_points,
                           count(*) FILTER (WHERE month = latest)::int AS month_total,
                           count(*) FILTER (WHERE month = latest AND is_correct)::int AS month_correct
                      FROM (SELECT p.user_id, p.is_correct, p.points_awarded, to_char(p.settled_at AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM') AS month,
                                   max(to_char(p.settled_at AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM')) OVER (PARTITION BY p.user_id) AS latest,
                                   row_number() OVER (PARTITION BY p.user_id ORDER BY m.match_date DESC, m.id DESC) AS recency
                              FROM "predictions" p JOIN "matches" m ON m.id = p.match_id
                             WHERE p.is_correct IS NOT NULL) settled
                     GROUP BY user_id) f`);
        await queryRunner.query(`
            INSERT INTO "leaderboard_points"
            SELECT CASE WHEN grouping(month) = 1 THEN 'season' ELSE month END, CASE WHEN grouping(month) = 1 THEN points ELSE month_points END, count(*)
              FROM "prediction_totals" GROUP BY GROUPING SETS ((points), (month, month_points))`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "prediction_points", DROP COLUMN "total_predictions", DROP COLUMN "correct_predictions", DROP COLUMN "win_streak"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_predictions_settled_at"`);
        // Applies to pages written from now on; a VACUUM FULL of predictions applies it to the existing ones.
        await queryRunner.query(`ALTER TABLE "predictions" SET (fillfactor = 50)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "predictions" RESET (fillfactor)`);
        await queryRunner.query(`CREATE INDEX "IDX_predictions_settled_at" ON "predictions" ("settled_at") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "prediction_points" integer NOT NULL DEFAULT 0, ADD "total_predictions" integer NOT NULL DEFAULT 0, ADD "correct_predictions" integer NOT NULL DEFAULT 0, ADD "win_streak" integer NOT NULL DEFAULT 0`);
        await queryRunner.query(`UPDATE "users" u SET prediction_points = t.points, total_predictions = t.total, correct_predictions = t.correct, win_streak = t.win_streak FROM "prediction_totals" t WHERE t.user_id = u.id`);
        await queryRunner.query(`DROP TABLE "leaderboard_points"`);
        await queryRunner.query(`DROP TABLE "prediction_totals"`);
    }

}
