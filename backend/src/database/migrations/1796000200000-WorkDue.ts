import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38, follow-up work that heals: what a change makes due (a round's league tables to work out again, a
// round's badges to award), noted in the change's own transaction and taken off by the work in its own. A note
// left long after its job should have run means the job failed for good, and the worker's sweep does the work.
export class WorkDue1796000200000 implements MigrationInterface {
    name = 'WorkDue1796000200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "work_due" (
            "kind" character varying(40) NOT NULL,
            "key" character varying(200) NOT NULL,
            "data" jsonb NOT NULL,
            "due_since" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "PK_work_due" PRIMARY KEY ("kind", "key"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "work_due"`);
    }
}
