import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 37: the data desk records every change it makes (who, when, what), and files name clubs in ways of their
// own, which a club's aliases match.
export class DeskChangesAndAliases1795900100000 implements MigrationInterface {
    name = 'DeskChangesAndAliases1795900100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "desk_changes" ("id" SERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "subject" character varying(30) NOT NULL, "subject_id" character varying(60) NOT NULL, "action" character varying(30) NOT NULL, "changes" jsonb NOT NULL, CONSTRAINT "PK_b33253cc675eaa5c519063bbfd4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "team_aliases" ("key" character varying(100) NOT NULL, "alias" character varying(100) NOT NULL, "team_id" integer NOT NULL, CONSTRAINT "PK_c3776bb9e7105222805fe956da3" PRIMARY KEY ("key"))`);
        await queryRunner.query(`CREATE INDEX "IDX_team_aliases_team" ON "team_aliases"  ("team_id") `);
        await queryRunner.query(`ALTER TABLE "desk_changes" ADD CONSTRAINT "FK_bd60ded68e3260709ad10381c26" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "team_aliases" ADD CONSTRAINT "FK_4e39b4d865b801fd8adedf026b9" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "team_aliases" DROP CONSTRAINT "FK_4e39b4d865b801fd8adedf026b9"`);
        await queryRunner.query(`ALTER TABLE "desk_changes" DROP CONSTRAINT "FK_bd60ded68e3260709ad10381c26"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_team_aliases_team"`);
        await queryRunner.query(`DROP TABLE "team_aliases"`);
        await queryRunner.query(`DROP TABLE "desk_changes"`);
    }

}
