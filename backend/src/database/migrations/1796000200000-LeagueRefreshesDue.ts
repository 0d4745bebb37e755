import { MigrationInterface, QueryRunner } from "typeorm";

// Issue 38, league tables that heal: the rounds whose league tables of a game are to be worked out again, noted
// by the settlement or squad scoring that changed their points (in its own transaction) and taken off by the
// refresh that does it (in its own). One left over long after its job should have run means the job failed for
// good, and the worker's sweep does the refresh itself.
export class LeagueRefreshesDue1796000200000 implements MigrationInterface {
    name = 'LeagueRefreshesDue1796000200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "league_refreshes_due" (
            "game" character varying(12) NOT NULL,
            "season" character varying(9) NOT NULL,
            "round" integer NOT NULL,
            "due_since" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "PK_league_refreshes_due" PRIMARY KEY ("game", "season", "round"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "league_refreshes_due"`);
    }
}
