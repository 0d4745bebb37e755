import { MigrationInterface, QueryRunner } from "typeorm";
import { FACTS } from "../seed/facts";
import { everyGeneratedPlayerName, REFEREE_NAMES } from "../seed/names";

// Issue 15: every name in the reader's script. The columns as `typeorm migration:generate` writes them (after
// this migration it finds nothing but its perennial false diffs on two defaults, see Accounts1795341885174).
// Written by hand: a database seeded before this migration gets the Arabic and Sorani names the seed now
// writes, looked up by the English names it holds (rows the seed did not write are left alone). A new database
// has no rows yet when this runs, and the seed fills the columns itself.
export class NamesInEveryScript1795700100000 implements MigrationInterface {
    name = 'NamesInEveryScript1795700100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "teams" ADD "city_arabic" character varying(100)`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "city_kurdish" character varying(100)`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "stadium_arabic" character varying(150)`);
        await queryRunner.query(`ALTER TABLE "teams" ADD "stadium_kurdish" character varying(150)`);
        await queryRunner.query(`ALTER TABLE "players" ADD "name_kurdish" character varying(120)`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "venue_arabic" character varying(150)`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "venue_kurdish" character varying(150)`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "referee_arabic" character varying(120)`);
        await queryRunner.query(`ALTER TABLE "matches" ADD "referee_kurdish" character varying(120)`);

        await queryRunner.query(
            `UPDATE "teams" t SET "city_arabic" = c."cityArabic", "city_kurdish" = c."cityKurdish", "stadium_arabic" = c."stadiumArabic", "stadium_kurdish" = c."stadiumKurdish"
               FROM jsonb_to_recordset($1::jsonb) AS c("slug" text, "cityArabic" text, "cityKurdish" text, "stadiumArabic" text, "stadiumKurdish" text)
              WHERE t."slug" = c."slug"`,
            [JSON.stringify(FACTS.clubs)],
        );
        const stadiums = FACTS.clubs.map((club) => ({ name: club.stadium, nameArabic: club.stadiumArabic, nameKurdish: club.stadiumKurdish }));
        await queryRunner.query(
            `UPDATE "matches" m SET "venue_arabic" = s."nameArabic", "venue_kurdish" = s."nameKurdish"
               FROM (SELECT DISTINCT * FROM jsonb_to_recordset($1::jsonb) AS s("name" text, "nameArabic" text, "nameKurdish" text)) s
              WHERE m."venue" = s."name"`,
            [JSON.stringify(stadiums)],
        );
        // The first referee was spelt "Hayder" until this migration; his Arabic and Sorani names are the same.
        const referees = [...REFEREE_NAMES, { ...REFEREE_NAMES[0], name: 'Hayder Kadhim Al-Lami' }];
        await queryRunner.query(
            `UPDATE "matches" m SET "referee_arabic" = r."nameArabic", "referee_kurdish" = r."nameKurdish"
               FROM jsonb_to_recordset($1::jsonb) AS r("name" text, "nameArabic" text, "nameKurdish" text)
              WHERE m."referee" = r."name"`,
            [JSON.stringify(referees)],
        );
        await queryRunner.query(
            `UPDATE "players" p SET "name_arabic" = coalesce(p."name_arabic", n."nameArabic"), "name_kurdish" = n."nameKurdish"
               FROM jsonb_to_recordset($1::jsonb) AS n("name" text, "nameArabic" text, "nameKurdish" text)
              WHERE p."name" = n."name"`,
            [JSON.stringify([...everyGeneratedPlayerName(), ...FACTS.players])],
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "referee_kurdish"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "referee_arabic"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "venue_kurdish"`);
        await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "venue_arabic"`);
        await queryRunner.query(`ALTER TABLE "players" DROP COLUMN "name_kurdish"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "stadium_kurdish"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "stadium_arabic"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "city_kurdish"`);
        await queryRunner.query(`ALTER TABLE "teams" DROP COLUMN "city_arabic"`);
    }

}
