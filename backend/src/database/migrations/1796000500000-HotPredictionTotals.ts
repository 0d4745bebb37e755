import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: the fans' totals tables and leaderboard_tops have no entities (read and written in SQL).
// A settlement rewrites the points of a million fans' totals rows. An index on points made each such write a new
// row version with an entry in every index; without one, and with room left on each page, PostgreSQL updates the
// row in place (a heap-only update) and writes no index. Existing pages keep their rows; the room applies to the
// pages written from now on. The boards' order is then kept only for their first fans, in leaderboard_tops
// (board as leaderboard_points keys it), filled here from the totals as the settlement would fill it.
const TOTALS_TABLES = ["prediction_totals", "prediction_season_totals", "prediction_round_totals"];
const KEPT_TOP_FANS = 100;
const PUBLIC_FAN = `NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.hidden_from_leaderboards)`;

export class HotPredictionTotals1796000500000 implements MigrationInterface {
    name = 'HotPredictionTotals1796000500000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_prediction_totals_season"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_prediction_totals_month"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_prediction_season_totals_board"`);
        for (const table of TOTALS_TABLES) await queryRunner.query(`ALTER TABLE "${table}" SET (fillfactor = 50)`);
        await queryRunner.query(`CREATE TABLE "leaderboard_tops" (
            "board" character varying(16) NOT NULL, "user_id" uuid NOT NULL,
            CONSTRAINT "PK_leaderboard_tops" PRIMARY KEY ("board", "user_id"))`);
        await queryRunner.query(`
            INSERT INTO "leaderboard_tops" (board, user_id)
            SELECT 'all', user_id FROM (
              SELECT t.user_id FROM prediction_totals t WHERE ${PUBLIC_FAN}
               ORDER BY t.points DESC, t.correct::float8 / t.total DESC, t.user_id LIMIT ${KEPT_TOP_FANS}) a
            UNION ALL
            SELECT month, user_id FROM (
              SELECT t.month, t.user_id, row_number() OVER (PARTITION BY t.month ORDER BY t.month_points DESC, t.month_correct::float8 / t.month_total DESC, t.user_id) AS place
                FROM prediction_totals t WHERE ${PUBLIC_FAN}) m
             WHERE place <= ${KEPT_TOP_FANS}
            UNION ALL
            SELECT 'season:' || season, user_id FROM (
              SELECT t.season, t.user_id, row_number() OVER (PARTITION BY t.season ORDER BY t.points DESC, t.correct::float8 / t.total DESC, t.user_id) AS place
                FROM prediction_season_totals t WHERE ${PUBLIC_FAN}) s
             WHERE place <= ${KEPT_TOP_FANS}`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "leaderboard_tops"`);
        for (const table of TOTALS_TABLES) await queryRunner.query(`ALTER TABLE "${table}" RESET (fillfactor)`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_season_totals_board" ON "prediction_season_totals" ("season", "points" DESC, (correct::float8 / total) DESC, "user_id")`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_totals_month" ON "prediction_totals" ("month", "month_points" DESC, (month_correct::float8 / month_total) DESC, "user_id")`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_totals_season" ON "prediction_totals" ("points" DESC, (correct::float8 / total) DESC, "user_id")`);
    }
}
