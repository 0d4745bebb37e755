import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: data only (issue 17). Names were shown as the first name, else the part of the e-mail
// before the @; now every account has a first name and nothing of the address is ever shown. Accounts
// without one (or with a blank one) are named "Fan" and four random digits, e.g. "Fan 4821": the rule
// src/users/fallback-first-name.ts follows for new accounts. Deleted accounts stay nameless.
export class BackfillFirstNames1795500300000 implements MigrationInterface {
    name = 'BackfillFirstNames1795500300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`UPDATE "users" SET "first_name" = 'Fan ' || (1000 + floor(random() * 9000))::int WHERE "deleted_at" IS NULL AND ("first_name" IS NULL OR btrim("first_name") = '')`);
    }

    public async down(): Promise<void> {
        // Nothing to undo: which names were made up here is not recorded, and the names harm no one.
    }

}
