import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 36, e-mail: the links "forgot password" mails (only their tokens' hashes), and the language each account's
// mails are written in. As `typeorm migration:generate` wrote it.

export class PasswordResets1795789204898 implements MigrationInterface {
    name = 'PasswordResets1795789204898'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "password_resets" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "token_hash" character varying(43) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_resets_token_hash" ON "password_resets"  ("token_hash") `);
        await queryRunner.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets"  ("user_id") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "language" character varying(2) NOT NULL DEFAULT 'en'`);
        await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_language" CHECK (language IN ('en', 'ar', 'ku'))`);
        await queryRunner.query(`ALTER TABLE "password_resets" ADD CONSTRAINT "FK_f7a4c3bc48f24df007936d217be" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "FK_f7a4c3bc48f24df007936d217be"`);
        await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_language"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_password_resets_user"`);
        await queryRunner.query(`DROP INDEX "public"."UQ_password_resets_token_hash"`);
        await queryRunner.query(`DROP TABLE "password_resets"`);
    }

}
