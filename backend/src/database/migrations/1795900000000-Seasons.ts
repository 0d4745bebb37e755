import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 37: seasons become data. Each season's label, dates, rules and clubs get tables of their own, and each
// club's table figures move from its teams row to its row of season_clubs, so last season's table stays as it ended.
// The 2024-25 season the product has shipped with becomes the current one, with the Iraqi league's rules.
export class Seasons1795900000000 implements MigrationInterface {
    name = 'Seasons1795900000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "seasons" ("label" character varying(9) NOT NULL, "starts_on" date NOT NULL, "ends_on" date NOT NULL, "is_current" boolean NOT NULL DEFAULT false, "points_for_win" integer NOT NULL DEFAULT '3', "points_for_draw" integer NOT NULL DEFAULT '1', "tie_breaks" jsonb NOT NULL, "champions" integer NOT NULL DEFAULT '1', "afc_places" integer NOT NULL DEFAULT '2', "relegated" integer NOT NULL DEFAULT '2', "rounds" integer NOT NULL, "time_zone" character varying(64) NOT NULL DEFAULT 'Asia/Baghdad', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_seasons_rules" CHECK (points_for_win > points_for_draw AND points_for_draw >= 0 AND rounds > 0 AND champions >= 0 AND afc_places >= 0 AND relegated >= 0), CONSTRAINT "CHK_seasons_dates" CHECK (starts_on <= ends_on), CONSTRAINT "CHK_seasons_label" CHECK (label ~ '^[0-9]{4}-[0-9]{2}$'), CONSTRAINT "PK_151c3fce96248e44db3a233f3a6" PRIMARY KEY ("label"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_seasons_current" ON "seasons"  ("is_current") WHERE is_current`);
        await queryRunner.query(`CREATE TABLE "season_clubs" ("season" character varying(9) NOT NULL, "team_id" integer NOT NULL, "position" integer, "matches_played" integer NOT NULL DEFAULT '0', "wins" integer NOT NULL DEFAULT '0', "draws" integer NOT NULL DEFAULT '0', "losses" integer NOT NULL DEFAULT '0', "goals_for" integer NOT NULL DEFAULT '0', "goals_against" integer NOT NULL DEFAULT '0', "points" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_c82a591dbde457c1602e9cb4359" PRIMARY KEY ("season", "team_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_season_clubs_team" ON "season_clubs"  ("team_id") `);
        // The shipped season (its dates those of its fixtures, when there are any), and any other label a match or a
        // squad already names, so the foreign keys below hold.
        await queryRunner.query(`
            INSERT INTO "seasons" ("label", "starts_on", "ends_on", "is_current", "tie_breaks", "rounds")
            SELECT label, coalesce(first_day, make_date(left(label, 4)::int, 8, 1)), coalesce(last_day, make_date(left(label, 4)::int + 1, 6, 30)),
                   label = '2024-25',
                   '["headToHeadPoints", "headToHeadGoalDifference", "headToHeadGoalsFor", "goalDifference", "goalsFor"]', 38
              FROM (SELECT label, (min(m.match_date) AT TIME ZONE 'Asia/Baghdad')::date AS first_day, (max(m.match_date) AT TIME ZONE 'Asia/Baghdad')::date AS last_day
                      FROM (SELECT '2024-25' AS label UNION SELECT season FROM "matches" UNION SELECT season FROM "weekly_squads") labels
                      LEFT JOIN "matches" m ON m.season = labels.label
                     GROUP BY label) seasons`);
        await queryRunner.query(`
            INSERT INTO "season_clubs" ("season", "team_id", "position", "matches_played", "wins", "draws", "losses", "goals_for", "goals_against", "points")
            SELECT '2024-25', id, current_position, matches_played, wins, draws, losses, goals_for, goals_against, points FROM "teams"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "current_position"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "matches_played"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "wins"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "draws"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "losses"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "goals_for"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "goals_against"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "points"`);
        await queryRunner.query(`ALTER TABLE "season_clubs" ADD CONSTRAINT "FK_721b1fa4edc489d52848777af8b" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "season_clubs" ADD CONSTRAINT "FK_452e0b98bc36f650ea60d46eada" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "matches" ADD CONSTRAINT "FK_6c84b25238f61af7beceb875b2c" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" ADD CONSTRAINT "FK_8adb1943a828f232abc8f04c8f0" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "weekly_squads" DROP CONSTRAINT "FK_8adb1943a828f232abc8f04c8f0"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP CONSTRAINT "FK_6c84b25238f61af7beceb875b2c"`);
        await queryRunner.query(`ALTER TABLE "season_clubs" DROP CONSTRAINT "FK_452e0b98bc36f650ea60d46eada"`);
        await queryRunner.query(`ALTER TABLE "season_clubs" DROP CONSTRAINT "FK_721b1fa4edc489d52848777af8b"`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "points" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "goals_against" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "goals_for" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "losses" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "draws" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "wins" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "matches_played" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "current_position" integer`);
        // The teams rows can hold one season's figures: the current one's.
        await queryRunner.query(`
            UPDATE "teams" t SET current_position = s.position, matches_played = s.matches_played, wins = s.wins, draws = s.draws,
                   losses = s.losses, goals_for = s.goals_for, goals_against = s.goals_against, points = s.points
              FROM "season_clubs" s JOIN "seasons" ON seasons.label = s.season AND seasons.is_current
             WHERE s.team_id = t.id`);
        await queryRunner.query(`DROP INDEX "public"."IDX_season_clubs_team"`);
        await queryRunner.query(`DROP TABLE "season_clubs"`);
        await queryRunner.query(`DROP INDEX "public"."UQ_seasons_current"`);
        await queryRunner.query(`DROP TABLE "seasons"`);
    }

}
