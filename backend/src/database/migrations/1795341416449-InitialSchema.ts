import { MigrationInterface, QueryRunner } from "typeorm";

export class InitialSchema1795341416449 implements MigrationInterface {
    name = 'InitialSchema1795341416449'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "first_name" character varying(100), "last_name" character varying(100), "profile_image_url" text, "prediction_points" integer NOT NULL DEFAULT '0', "total_predictions" integer NOT NULL DEFAULT '0', "correct_predictions" integer NOT NULL DEFAULT '0', "win_streak" integer NOT NULL DEFAULT '0', "role" character varying(50) NOT NULL DEFAULT 'user', "is_journalist_approved" boolean NOT NULL DEFAULT false, "user_type" character varying(50) NOT NULL DEFAULT 'normal', "workplace" character varying(200), "bio" text, "experience" character varying(20), "specialization" character varying(50), "portfolio" text, "notification_preferences" jsonb NOT NULL DEFAULT '{"matchResults":true,"teamSpecific":[],"predictions":true}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "articles" ("id" SERIAL NOT NULL, "author_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "content" text NOT NULL, "excerpt" text, "category" character varying(30) NOT NULL DEFAULT 'news', "featured_image_url" text, "tags" jsonb, "is_published" boolean NOT NULL DEFAULT false, "is_featured" boolean NOT NULL DEFAULT false, "views" integer NOT NULL DEFAULT '0', "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_articles_author" ON "articles"  ("author_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_articles_published" ON "articles"  ("is_published", "published_at") `);
        await queryRunner.query(`CREATE TABLE "comments" ("id" SERIAL NOT NULL, "article_id" integer NOT NULL, "user_id" uuid NOT NULL, "content" text NOT NULL, "is_approved" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8bf68bc960f2b69e818bdb90dcb" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_comments_article" ON "comments"  ("article_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_comments_user" ON "comments"  ("user_id") `);
        await queryRunner.query(`CREATE TABLE "teams" ("id" SERIAL NOT NULL, "slug" character varying(60) NOT NULL, "name" character varying(100) NOT NULL, "name_arabic" character varying(100), "name_kurdish" character varying(100), "city" character varying(100), "founded" integer, "stadium" character varying(150), "capacity" integer, "logo_url" text, "primary_color" character varying(7) NOT NULL DEFAULT '#000000', "secondary_color" character varying(7) NOT NULL DEFAULT '#FFFFFF', "description" text, "website" text, "titles" integer NOT NULL DEFAULT '0', "current_position" integer, "matches_played" integer NOT NULL DEFAULT '0', "wins" integer NOT NULL DEFAULT '0', "draws" integer NOT NULL DEFAULT '0', "losses" integer NOT NULL DEFAULT '0', "goals_for" integer NOT NULL DEFAULT '0', "goals_against" integer NOT NULL DEFAULT '0', "points" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_de8536da4945fe980f4a61900d3" UNIQUE ("slug"), CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "players" ("id" SERIAL NOT NULL, "team_id" integer NOT NULL, "name" character varying(120) NOT NULL, "name_arabic" character varying(120), "position" character varying(30) NOT NULL, "jersey_number" integer, "age" integer, "nationality" character varying(60) NOT NULL DEFAULT 'Iraq', "height" integer, "weight" integer, "photo_url" text, "market_value" numeric(10,2), "goals" integer NOT NULL DEFAULT '0', "assists" integer NOT NULL DEFAULT '0', "yellow_cards" integer NOT NULL DEFAULT '0', "red_cards" integer NOT NULL DEFAULT '0', "appearances" integer NOT NULL DEFAULT '0', "rating" numeric(3,1) NOT NULL DEFAULT '0.0', "is_captain" boolean NOT NULL DEFAULT false, "is_injured" boolean NOT NULL DEFAULT false, "contract_expiry" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_players_team_jersey" UNIQUE ("team_id", "jersey_number"), CONSTRAINT "PK_de22b8fdeee0c33ab55ae71da3b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_players_team" ON "players"  ("team_id") `);
        await queryRunner.query(`CREATE TABLE "matches" ("id" SERIAL NOT NULL, "home_team_id" integer NOT NULL, "away_team_id" integer NOT NULL, "match_date" TIMESTAMP WITH TIME ZONE NOT NULL, "venue" character varying(150), "home_score" integer, "away_score" integer, "status" character varying(20) NOT NULL DEFAULT 'scheduled', "matchday" integer NOT NULL, "season" character varying(9) NOT NULL DEFAULT '2024-25', "attendance" integer, "referee" character varying(120), "home_formation" character varying(20), "away_formation" character varying(20), "live_stream_url" text, "is_live_stream_available" boolean NOT NULL DEFAULT false, "kicked_off_at" TIMESTAMP WITH TIME ZONE, "half_time_at" TIMESTAMP WITH TIME ZONE, "second_half_started_at" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL DEFAULT '0', "settled_version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_matches_teams" CHECK (home_team_id <> away_team_id), CONSTRAINT "CHK_matches_scores" CHECK ((home_score IS NULL) = (away_score IS NULL) AND coalesce(home_score, 0) >= 0 AND coalesce(away_score, 0) >= 0), CONSTRAINT "CHK_matches_status" CHECK (status IN ('scheduled', 'live', 'finished', 'postponed', 'cancelled')), CONSTRAINT "PK_8a22c7b2e0828988d51256117f4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_matches_home_team" ON "matches"  ("home_team_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_matches_away_team" ON "matches"  ("away_team_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_matches_date" ON "matches"  ("match_date") `);
        await queryRunner.query(`CREATE INDEX "IDX_matches_season_round" ON "matches"  ("season", "matchday") `);
        await queryRunner.query(`CREATE INDEX "IDX_matches_status_date" ON "matches"  ("status", "match_date") `);
        await queryRunner.query(`CREATE TABLE "match_events" ("id" SERIAL NOT NULL, "match_id" integer NOT NULL, "type" character varying(20) NOT NULL, "minute" integer, "team_id" integer, "player_id" integer, "assist_player_id" integer, "version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_34160ac79fb420bdc42a6b24854" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_match_events_player" ON "match_events"  ("player_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_match_events_assist_player" ON "match_events"  ("assist_player_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_match_events_match" ON "match_events"  ("match_id", "version") `);
        await queryRunner.query(`CREATE TABLE "match_lineups" ("match_id" integer NOT NULL, "player_id" integer NOT NULL, "team_id" integer NOT NULL, "is_starter" boolean NOT NULL, CONSTRAINT "PK_3bd5119d2ba0ed0fc986514e33a" PRIMARY KEY ("match_id", "player_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_match_lineups_team" ON "match_lineups"  ("team_id") `);
        await queryRunner.query(`CREATE TABLE "predictions" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "match_id" integer NOT NULL, "prediction" character varying(10) NOT NULL, "points_awarded" integer NOT NULL DEFAULT '0', "is_correct" boolean, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_predictions_user_match" UNIQUE ("user_id", "match_id"), CONSTRAINT "CHK_predictions_outcome" CHECK (prediction IN ('home', 'draw', 'away')), CONSTRAINT "PK_b92c9e4db595214b289f5e28adc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_predictions_match" ON "predictions"  ("match_id") `);
        await queryRunner.query(`CREATE TABLE "sessions" ("sid" character varying(255) NOT NULL, "sess" jsonb NOT NULL, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`);
        await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "sessions"  ("expire") `);
        await queryRunner.query(`CREATE TABLE "weekly_squads" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "week" integer NOT NULL, "season" character varying(9) NOT NULL DEFAULT '2024-25', "formation" character varying(10) NOT NULL DEFAULT '4-3-3', "player_ids" jsonb NOT NULL, "total_points" integer NOT NULL DEFAULT '0', "rank" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_weekly_squads_user_week_season" UNIQUE ("user_id", "week", "season"), CONSTRAINT "PK_3c5b9e8f2116e9f7b0c06f38e10" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_6515da4dff8db423ce4eb841490" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_e9b498cca509147e73808f9e593" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_4c675567d2a58f0b07cef09c13d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "players" ADD CONSTRAINT "FK_ce457a554d63e92f4627d6c5763" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "matches" ADD CONSTRAINT "FK_bb25f11ea6fa78b344a68923769" FOREIGN KEY ("home_team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "matches" ADD CONSTRAINT "FK_e457f057d971e464c1ebf6378c5" FOREIGN KEY ("away_team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD CONSTRAINT "FK_5bd1e02201ebf85de3ba5b70a83" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD CONSTRAINT "FK_57fdadec2ad1ce3e3cdfaff023b" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD CONSTRAINT "FK_482e23aeaaa3485fdb0b573f8ec" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD CONSTRAINT "FK_7b563e2138640addeaaa02695bc" FOREIGN KEY ("assist_player_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_lineups" ADD CONSTRAINT "FK_90df5204130ca28c11c4b089fde" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "match_lineups" ADD CONSTRAINT "FK_089aed8a6f8c4b1f0ba8deeef9b" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD CONSTRAINT "FK_8e4b27973471685734e213da971" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "predictions" ADD CONSTRAINT "FK_bf038b973af03c3568dffd9df69" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "weekly_squads" ADD CONSTRAINT "FK_6c6a7b6551d6bbed74a99f62aaf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "weekly_squads" DROP CONSTRAINT "FK_6c6a7b6551d6bbed74a99f62aaf"`);
        await queryRunner.query(`ALTER TABLE "predictions" DROP CONSTRAINT "FK_bf038b973af03c3568dffd9df69"`);
        await queryRunner.query(`ALTER TABLE "predictions" DROP CONSTRAINT "FK_8e4b27973471685734e213da971"`);
        await queryRunner.query(`ALTER TABLE "match_lineups" DROP CONSTRAINT "FK_089aed8a6f8c4b1f0ba8deeef9b"`);
        await queryRunner.query(`ALTER TABLE "match_lineups" DROP CONSTRAINT "FK_90df5204130ca28c11c4b089fde"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP CONSTRAINT "FK_7b563e2138640addeaaa02695bc"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP CONSTRAINT "FK_482e23aeaaa3485fdb0b573f8ec"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP CONSTRAINT "FK_57fdadec2ad1ce3e3cdfaff023b"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP CONSTRAINT "FK_5bd1e02201ebf85de3ba5b70a83"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP CONSTRAINT "FK_e457f057d971e464c1ebf6378c5"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP CONSTRAINT "FK_bb25f11ea6fa78b344a68923769"`);
        await queryRunner.query(`ALTER TABLE "players" DROP CONSTRAINT "FK_ce457a554d63e92f4627d6c5763"`);
        await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_4c675567d2a58f0b07cef09c13d"`);
        await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_e9b498cca509147e73808f9e593"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_6515da4dff8db423ce4eb841490"`);
        await queryRunner.query(`DROP TABLE "weekly_squads"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_session_expire"`);
        await queryRunner.query(`DROP TABLE "sessions"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_predictions_match"`);
        await queryRunner.query(`DROP TABLE "predictions"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_match_lineups_team"`);
        await queryRunner.query(`DROP TABLE "match_lineups"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_match_events_match"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_match_events_assist_player"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_match_events_player"`);
        await queryRunner.query(`DROP TABLE "match_events"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_matches_status_date"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_matches_season_round"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_matches_date"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_matches_away_team"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_matches_home_team"`);
        await queryRunner.query(`DROP TABLE "matches"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_players_team"`);
        await queryRunner.query(`DROP TABLE "players"`);
        await queryRunner.query(`DROP TABLE "teams"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_comments_user"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_comments_article"`);
        await queryRunner.query(`DROP TABLE "comments"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_articles_published"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_articles_author"`);
        await queryRunner.query(`DROP TABLE "articles"`);
        await queryRunner.query(`DROP TABLE "users"`);
    }

}
