import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38, private mode: the public leaderboards leave out the fans in private mode, few among a million. The
// squad board counts the fans above a fan less the private ones; each recount of the predictions boards'
// histograms anti-joins them. This finds them without reading every account.
export class PrivateFansIndex1796000100000 implements MigrationInterface {
    name = 'PrivateFansIndex1796000100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_users_private" ON "users" ("id") WHERE hidden_from_leaderboards`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_users_private"`);
    }
}
