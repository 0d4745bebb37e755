import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand, as LeaderboardTotals (issue 37: a fan's totals per season beside their all-time ones): each fan's
// points, settled and correct predictions in each season, kept by settlement, and a histogram of each season's board
// in leaderboard_points. A season's board is keyed 'season:2024-25' rather than by its bare label, which a month's
// key can equal ('2011-12' is a season and a month); the all-time board, 'season' until now, becomes 'all'.
export class SeasonPredictionTotals1795910000000 implements MigrationInterface {
    name = 'SeasonPredictionTotals1795910000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // No foreign keys, as prediction_totals: their checks would cost a million-fan settlement a lock per row.
        await queryRunner.query(`CREATE TABLE "prediction_season_totals" (
            "season" character varying(9) NOT NULL, "user_id" uuid NOT NULL,
            "points" integer NOT NULL, "total" integer NOT NULL, "correct" integer NOT NULL,
            CONSTRAINT "CHK_prediction_season_totals_settled" CHECK (total > 0),
            CONSTRAINT "PK_prediction_season_totals" PRIMARY KEY ("season", "user_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_season_totals_board" ON "prediction_season_totals" ("season", "points" DESC, (correct::float8 / total) DESC, "user_id")`);
        await queryRunner.query(`ALTER TABLE "leaderboard_points" ALTER COLUMN "board" TYPE character varying(16)`);
        await queryRunner.query(`
            INSERT INTO "prediction_season_totals"
            SELECT m.season, p.user_id, sum(p.points_awarded)::int, count(*)::int, count(*) FILTER (WHERE p.is_correct)::int
              FROM "predictions" p JOIN "matches" m ON m.id = p.match_id
             WHERE p.is_correct IS NOT NULL
             GROUP BY m.season, p.user_id`);
        await queryRunner.query(`UPDATE "leaderboard_points" SET board = 'all' WHERE board = 'season'`);
        await queryRunner.query(`
            INSERT INTO "leaderboard_points" SELECT 'season:' || season, points, count(*) FROM "prediction_season_totals" GROUP BY season, points`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "leaderboard_points" WHERE board LIKE 'season:%'`);
        await queryRunner.query(`UPDATE "leaderboard_points" SET board = 'season' WHERE board = 'all'`);
        await queryRunner.query(`ALTER TABLE "leaderboard_points" ALTER COLUMN "board" TYPE character varying(7)`);
        await queryRunner.query(`DROP TABLE "prediction_season_totals"`);
    }

}
