import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: request_keys has no entity (it is read and written in SQL by platform/postgres/request-keys.ts).
// The Idempotency-Key a fan sent with a write (a prediction, a squad, a comment) queued offline and sent again, the
// kind of write and the id of what it made; kept a week, forgotten by the worker's minute sweep (by created_at).
export class RequestKeys1796000400000 implements MigrationInterface {
    name = 'RequestKeys1796000400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "request_keys" (
            "user_id" uuid NOT NULL,
            "key" uuid NOT NULL,
            "kind" character varying(20) NOT NULL,
            "resource" text,
            "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "PK_request_keys" PRIMARY KEY ("user_id", "key"))`);
        await queryRunner.query(`CREATE INDEX "IDX_request_keys_created_at" ON "request_keys" ("created_at") `);
        await queryRunner.query(`ALTER TABLE "request_keys" ADD CONSTRAINT "FK_request_keys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "request_keys"`);
    }
}
