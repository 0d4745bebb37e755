import { MigrationInterface, QueryRunner } from "typeorm";

export class PredictionSettledAt1795344572960 implements MigrationInterface {
    name = 'PredictionSettledAt1795344572960'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "predictions" ADD "settled_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`CREATE INDEX "IDX_predictions_settled_at" ON "predictions"  ("settled_at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_predictions_settled_at"`);
        await queryRunner.query(`ALTER TABLE "predictions" DROP COLUMN "settled_at"`);
    }

}
