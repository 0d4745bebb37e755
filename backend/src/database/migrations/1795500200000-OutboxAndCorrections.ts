import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: the outbox has no entity (it is read and written in SQL by the outbox module), and the
// database epoch is a row of app_settings.
export class OutboxAndCorrections1795500200000 implements MigrationInterface {
    name = 'OutboxAndCorrections1795500200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // What a committed command still has to tell Redis (socket events, jobs), written in its own transaction.
        await queryRunner.query(`CREATE TABLE "outbox" ("id" BIGSERIAL NOT NULL, "message" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_outbox" PRIMARY KEY ("id"))`);
        // The version of the score correction that disallowed a goal; null while it stands.
        await queryRunner.query(`ALTER TABLE "match_events" ADD "disallowed_version" integer`);
        // A new value for every database made or restored from scratch, so job ids of an earlier database's
        // life (still remembered by Redis) never shadow this one's.
        await queryRunner.query(`INSERT INTO "app_settings" ("key", "value") VALUES ('database_epoch', to_jsonb(substr(md5(random()::text || clock_timestamp()::text), 1, 12))) ON CONFLICT ("key") DO NOTHING`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "app_settings" WHERE "key" = 'database_epoch'`);
        await queryRunner.query(`ALTER TABLE "match_events" DROP COLUMN "disallowed_version"`);
        await queryRunner.query(`DROP TABLE "outbox"`);
    }

}
