import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 37: the data desk writes clubs' short names, players' dates of birth (with the Latin name, what a squads
// file's rows are matched by), and the transfers it registers.
export class DataDesk1795930000000 implements MigrationInterface {
    name = 'DataDesk1795930000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "player_transfers" ("id" SERIAL NOT NULL, "player_id" integer NOT NULL, "from_team_id" integer NOT NULL, "to_team_id" integer NOT NULL, "season" character varying(9) NOT NULL, "transferred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9bc80d4ceffff07eb1df0863e8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_player_transfers_player" ON "player_transfers"  ("player_id") `);
        await queryRunner.query(`ALTER TABLE "teams" ADD "short_name" character varying(40)`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "short_name_arabic" character varying(40)`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "short_name_kurdish" character varying(40)`);
        await queryRunner.query(`ALTER TABLE "players" ADD "date_of_birth" date`);
        await queryRunner.query(`ALTER TABLE "player_transfers" ADD CONSTRAINT "FK_228ace3ed756b06fba2ba7fb1f2" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "player_transfers" ADD CONSTRAINT "FK_865c14eccf0873684f909e8011f" FOREIGN KEY ("from_team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "player_transfers" ADD CONSTRAINT "FK_6f6a1a614d9a3dfcf69e68c28e6" FOREIGN KEY ("to_team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "player_transfers" ADD CONSTRAINT "FK_5eee6b7d4da6f96d061abbebc87" FOREIGN KEY ("season") REFERENCES "seasons"("label") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "player_transfers" DROP CONSTRAINT "FK_5eee6b7d4da6f96d061abbebc87"`);
        await queryRunner.query(`ALTER TABLE "player_transfers" DROP CONSTRAINT "FK_6f6a1a614d9a3dfcf69e68c28e6"`);
        await queryRunner.query(`ALTER TABLE "player_transfers" DROP CONSTRAINT "FK_865c14eccf0873684f909e8011f"`);
        await queryRunner.query(`ALTER TABLE "player_transfers" DROP CONSTRAINT "FK_228ace3ed756b06fba2ba7fb1f2"`);
        await queryRunner.query(`ALTER TABLE "players" DROP COLUMN "date_of_birth"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "short_name_kurdish"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "short_name_arabic"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "short_name"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_player_transfers_player"`);
        await queryRunner.query(`DROP TABLE "player_transfers"`);
    }

}
