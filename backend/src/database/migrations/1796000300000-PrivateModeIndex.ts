import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38: the fans in private mode, few among a million, whom each settlement's recount of the leaderboards'
// points histograms leaves out (an anti-join on this index rather than a scan of every account).
export class PrivateModeIndex1796000300000 implements MigrationInterface {
    name = 'PrivateModeIndex1796000300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_users_private" ON "users" ("id") WHERE hidden_from_leaderboards`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_users_private"`);
    }

}
