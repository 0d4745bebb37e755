import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38, private mode: a public leaderboard ranks a fan below the public fans above them, which it counts as
// all the fans above less those in private mode. Those are few; this finds them without reading every account.
export class PrivateFansIndex1796000100000 implements MigrationInterface {
    name = 'PrivateFansIndex1796000100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_users_private" ON "users" ("id") WHERE hidden_from_leaderboards`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_users_private"`);
    }
}
