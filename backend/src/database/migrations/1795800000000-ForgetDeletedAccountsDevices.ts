import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 36: deleting an account kept its push subscriptions and turned its notification preferences back on, so
// the worker went on sending to its phone. Deletion now lets the devices go and switches everything off; this
// does the same, by hand, for the accounts deleted before. Nothing to undo: what it deletes is what deletion
// should have.
export class ForgetDeletedAccountsDevices1795800000000 implements MigrationInterface {
    name = 'ForgetDeletedAccountsDevices1795800000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "push_subscriptions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL)`);
        await queryRunner.query(`UPDATE "users" SET "notification_preferences" = '{"matchResults": false, "teamSpecific": [], "predictions": false}' WHERE "deleted_at" IS NOT NULL`);
    }

    public async down(): Promise<void> {
        // What up deleted was a deleted account's own, and is not put back.
    }

}
