import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38: exact scores and a joker on predictions (and the season's points for them), a captain and a
// vice-captain on weekly squads, private mode, mini-leagues with their members, removals and round winners, each
// fan's prediction points per round (what a league counting from a round, a round winner and a perfect round
// read), and badges. Generated from the entities, then the tables TypeORM does not map written by hand.
export class MiniLeagues1796000000000 implements MigrationInterface {
    name = 'MiniLeagues1796000000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "badges" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "scope" character varying(60) NOT NULL, "season" character varying(9) NOT NULL, "round" integer, "league_id" integer, "awarded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_badges_award" UNIQUE ("user_id", "kind", "scope"), CONSTRAINT "CHK_badges_kind" CHECK (kind IN ('roundWinner', 'leagueRoundWinner', 'streak3', 'streak5', 'streak10', 'perfectRound')), CONSTRAINT "PK_8a651318b8de577e8e217676466" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_badges_user" ON "badges"  ("user_id") `);
        await queryRunner.query(`CREATE TABLE "leagues" ("id" SERIAL NOT NULL, "name" character varying(50) NOT NULL, "game" character varying(12) NOT NULL, "code" character varying(12), "owner_id" uuid, "club_id" integer, "season" character varying(9) NOT NULL, "start_round" integer NOT NULL DEFAULT '1', "joining_open" boolean NOT NULL DEFAULT true, "member_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_leagues_kind" CHECK ((club_id IS NULL) = (code IS NOT NULL)), CONSTRAINT "CHK_leagues_game" CHECK (game IN ('predictions', 'squad')), CONSTRAINT "PK_2275e1e3e32e9223298c3a0b514" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leagues_code" ON "leagues"  ("code") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leagues_club_season_game" ON "leagues"  ("club_id", "season", "game") WHERE club_id IS NOT NULL`);
        await queryRunner.query(`CREATE TABLE "league_members" ("league_id" integer NOT NULL, "user_id" uuid NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "points" integer NOT NULL DEFAULT '0', "rank" integer, CONSTRAINT "PK_6ccde9ff5b6935a05539c2e5017" PRIMARY KEY ("league_id", "user_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_league_members_user" ON "league_members"  ("user_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_league_members_table" ON "league_members"  ("league_id", "rank", "user_id") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "hidden_from_leaderboards" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "seasons" ADD "prediction_outcome_points" integer NOT NULL DEFAULT '10'`);
        await queryRunner.query(`ALTER TABLE "seasons" ADD "prediction_exact_score_points" integer NOT NULL DEFAULT '5'`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "home_score" smallint`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "away_score" smallint`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "joker" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "outcome_points" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "exact_points" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD "is_exact" boolean`);
        // The points settled so far were all for the outcome.
        await queryRunner.query(`UPDATE "predictions" SET outcome_points = points_awarded WHERE points_awarded <> 0`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" ADD "captain_id" integer`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" ADD "vice_captain_id" integer`);
        await queryRunner.query(`ALTER TABLE "seasons" DROP CONSTRAINT "CHK_seasons_rules"`);
        await queryRunner.query(`ALTER TABLE "seasons" ADD CONSTRAINT "CHK_seasons_rules" CHECK (points_for_win > points_for_draw AND points_for_draw >= 0 AND rounds > 0 AND prediction_outcome_points >= 0 AND prediction_exact_score_points >= 0 AND champions >= 0 AND afc_places >= 0 AND relegated >= 0)`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD CONSTRAINT "CHK_predictions_exact_score" CHECK ((home_score IS NULL) = (away_score IS NULL) AND home_score BETWEEN 0 AND 20 AND away_score BETWEEN 0 AND 20)`);
        await queryRunner.query(`ALTER TABLE "badges" ADD CONSTRAINT "FK_7ea16468e9a25bfe47a898c3aff" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "badges" ADD CONSTRAINT "FK_45f08a0b1addb0a64397b820e70" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "leagues" ADD CONSTRAINT "FK_8f6419ae8b96db43c59aabdfb33" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "leagues" ADD CONSTRAINT "FK_9e58ff630202c4821755c5ccd55" FOREIGN KEY ("club_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "leagues" ADD CONSTRAINT "FK_adbc16a1add5fc49351b793ff2d" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "league_members" ADD CONSTRAINT "FK_c762aefaf8125efd0b3b08fb9d0" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "league_members" ADD CONSTRAINT "FK_b7c5afba2ad8d257e435a1a6574" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Not mapped by TypeORM: rewritten set-based by the worker, read by SQL only.
        // A fan's prediction points per round of a season, kept by settlement beside the season's totals (no foreign
        // keys, as prediction_totals: a million-fan settlement would pay a check per row).
        await queryRunner.query(`CREATE TABLE "prediction_round_totals" (
            "season" character varying(9) NOT NULL, "round" integer NOT NULL, "user_id" uuid NOT NULL,
            "points" integer NOT NULL, "total" integer NOT NULL, "correct" integer NOT NULL,
            CONSTRAINT "CHK_prediction_round_totals_settled" CHECK (total > 0),
            CONSTRAINT "PK_prediction_round_totals" PRIMARY KEY ("season", "round", "user_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_prediction_round_totals_user" ON "prediction_round_totals" ("user_id", "season")`);
        await queryRunner.query(`
            INSERT INTO "prediction_round_totals"
            SELECT m.season, m.matchday, p.user_id, sum(p.points_awarded)::int, count(*)::int, count(*) FILTER (WHERE p.is_correct)::int
              FROM "predictions" p JOIN "matches" m ON m.id = p.match_id
             WHERE p.is_correct IS NOT NULL
             GROUP BY m.season, m.matchday, p.user_id`);
        // Fans a league's creator removed: they cannot join it again, whatever its code.
        await queryRunner.query(`CREATE TABLE "league_removals" (
            "league_id" integer NOT NULL REFERENCES "leagues"("id") ON DELETE CASCADE,
            "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
            "removed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "PK_league_removals" PRIMARY KEY ("league_id", "user_id"))`);
        // Each round's best score among a league's members (several rows when level), rewritten with its table.
        await queryRunner.query(`CREATE TABLE "league_round_winners" (
            "league_id" integer NOT NULL REFERENCES "leagues"("id") ON DELETE CASCADE,
            "round" integer NOT NULL, "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
            "points" integer NOT NULL,
            CONSTRAINT "PK_league_round_winners" PRIMARY KEY ("league_id", "round", "user_id"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "league_round_winners"`);
        await queryRunner.query(`DROP TABLE "league_removals"`);
        await queryRunner.query(`DROP TABLE "prediction_round_totals"`);
        await queryRunner.query(`ALTER TABLE "predictions" DROP CONSTRAINT "CHK_predictions_exact_score"`);
        await queryRunner.query(`ALTER TABLE "seasons" DROP CONSTRAINT "CHK_seasons_rules"`);
        await queryRunner.query(`ALTER TABLE "seasons" ADD CONSTRAINT "CHK_seasons_rules" CHECK (points_for_win > points_for_draw AND points_for_draw >= 0 AND rounds > 0 AND champions >= 0 AND afc_places >= 0 AND relegated >= 0)`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" DROP COLUMN "vice_captain_id"`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" DROP COLUMN "captain_id"`);
        for (const column of ['is_exact', 'exact_points', 'outcome_points', 'joker', 'away_score', 'home_score']) {
            await queryRunner.query(`ALTER TABLE "predictions" DROP COLUMN "${column}"`);
        }
        await queryRunner.query(`ALTER TABLE "seasons" DROP COLUMN "prediction_exact_score_points"`);
        await queryRunner.query(`ALTER TABLE "seasons" DROP COLUMN "prediction_outcome_points"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "hidden_from_leaderboards"`);
        await queryRunner.query(`DROP TABLE "league_members"`);
        await queryRunner.query(`DROP TABLE "leagues"`);
        await queryRunner.query(`DROP TABLE "badges"`);
    }

}
