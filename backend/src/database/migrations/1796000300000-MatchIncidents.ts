import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 39, richer live entry: a substitution's player coming on, what qualifies an incident (a shot's aim, a
// penalty's end, a review's outcome, a second yellow), an added-time board's minutes and the incident an undo took
// back, which is marked as `disallowed_version` marks a goal a correction took back.
export class MatchIncidents1796000300000 implements MigrationInterface {
    name = 'MatchIncidents1796000300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "match_events" ADD "player_on_id" integer`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD "detail" character varying(20)`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD "added_minutes" integer`);
        await queryRunner.query(`ALTER TABLE "match_events" ADD "undone_event_id" integer`);
        await queryRunner.query(`CREATE INDEX "IDX_match_events_player_on" ON "match_events" ("player_on_id") `);
        await queryRunner.query(`ALTER TABLE "match_events" ADD CONSTRAINT "FK_e2f486f62927a187b785082e8df" FOREIGN KEY ("player_on_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "match_events" DROP CONSTRAINT "FK_e2f486f62927a187b785082e8df"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_match_events_player_on"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP COLUMN "undone_event_id"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP COLUMN "added_minutes"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP COLUMN "detail"`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP COLUMN "player_on_id"`);
    }
}
