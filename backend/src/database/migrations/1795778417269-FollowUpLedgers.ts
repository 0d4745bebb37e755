import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 35: the match writer knows nothing of what follows its results, so the version each follower last
// followed moves from the matches table to a table of the follower's own: predictions' settlements and weekly
// squads' scorings. The tables as `typeorm migration:generate` writes them (without its perennial false diffs on
// two defaults, see Accounts1795341885174), and by hand the copy of what the columns held: a match at version 0
// of either has no row.
export class FollowUpLedgers1795778417269 implements MigrationInterface {
    name = 'FollowUpLedgers1795778417269'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "prediction_settlements" ("match_id" integer NOT NULL, "settled_version" integer NOT NULL, CONSTRAINT "PK_9a17b32a40b5261f6fa976a9807" PRIMARY KEY ("match_id"))`);
        await queryRunner.query(`CREATE TABLE "squad_scorings" ("match_id" integer NOT NULL, "scored_version" integer NOT NULL, CONSTRAINT "PK_cb730d670228c39bed1ab6a5578" PRIMARY KEY ("match_id"))`);
        await queryRunner.query(`INSERT INTO "prediction_settlements" ("match_id", "settled_version") SELECT "id", "settled_version" FROM "matches" WHERE "settled_version" > 0`);
        await queryRunner.query(`INSERT INTO "squad_scorings" ("match_id", "scored_version") SELECT "id", "squad_scored_version" FROM "matches" WHERE "squad_scored_version" > 0`);
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "settled_version"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "squad_scored_version"`);
        await queryRunner.query(`ALTER TABLE "prediction_settlements" ADD CONSTRAINT "FK_9a17b32a40b5261f6fa976a9807" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "squad_scorings" ADD CONSTRAINT "FK_cb730d670228c39bed1ab6a5578" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "squad_scorings" DROP CONSTRAINT "FK_cb730d670228c39bed1ab6a5578"`);
        await queryRunner.query(`ALTER TABLE "prediction_settlements" DROP CONSTRAINT "FK_9a17b32a40b5261f6fa976a9807"`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "squad_scored_version" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "settled_version" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`UPDATE "matches" m SET "settled_version" = s."settled_version" FROM "prediction_settlements" s WHERE s."match_id" = m."id"`);
        await queryRunner.query(`UPDATE "matches" m SET "squad_scored_version" = s."scored_version" FROM "squad_scorings" s WHERE s."match_id" = m."id"`);
        await queryRunner.query(`DROP TABLE "squad_scorings"`);
        await queryRunner.query(`DROP TABLE "prediction_settlements"`);
    }

}
