import type { EntityManager, FindOptionsSelect } from 'typeorm';
import type { DeskClub, MissingTranslation } from '@isl/contracts';
import { TeamAlias } from './team-alias.entity';
import { Team } from './team.entity';

/** What the desk writes of a club (its aliases and crest apart). */
export type ClubFields = Omit<DeskClub, 'id' | 'slug' | 'aliases'>;

const DESK_COLUMNS = [
  'id', 'slug', 'name', 'nameArabic', 'nameKurdish', 'shortName', 'shortNameArabic', 'shortNameKurdish', 'city', 'cityArabic', 'cityKurdish',
  'stadium', 'stadiumArabic', 'stadiumKurdish', 'founded', 'primaryColor', 'secondaryColor', 'logoUrl',
] as const satisfies readonly (keyof Team)[];
const DESK_SELECT = Object.fromEntries(DESK_COLUMNS.map((column) => [column, true])) as FindOptionsSelect<Team>;

function toDeskClub(team: Pick<Team, (typeof DESK_COLUMNS)[number]>, aliases: string[]): DeskClub {
  const club = Object.fromEntries(DESK_COLUMNS.map((column) => [column, team[column]])) as Omit<DeskClub, 'aliases'>;
  return { ...club, aliases };
}

/** Every club as the desk edits it, by name. */
export async function deskClubs(manager: EntityManager): Promise<DeskClub[]> {
  const [teams, aliases] = await Promise.all([
    manager.find(Team, { select: DESK_SELECT, order: { name: 'ASC' } }),
    manager.find(TeamAlias, { order: { alias: 'ASC' } }),
  ]);
  return teams.map((team) => toDeskClub(team, aliases.filter((alias) => alias.teamId === team.id).map((alias) => alias.alias)));
}

/** The club as the desk edits it, its row locked until the caller's transaction ends; null when there is none. */
export async function lockDeskClub(manager: EntityManager, id: number): Promise<DeskClub | null> {
  const team = await manager.findOne(Team, { where: { id }, select: DESK_SELECT, lock: { mode: 'pessimistic_write' } });
  if (!team) return null;
  const aliases = await manager.find(TeamAlias, { where: { teamId: id }, order: { alias: 'ASC' } });
  return toDeskClub(team, aliases.map((alias) => alias.alias));
}

/** Writes the fields given a value (an undefined one is not sent). */
export async function writeClub(manager: EntityManager, id: number, fields: Partial<ClubFields>): Promise<void> {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(sent).length) await manager.update(Team, { id }, sent);
}

/** The clubs' names, by id. */
export async function clubNamesById(manager: EntityManager): Promise<Map<number, string>> {
  const teams = await manager.find(Team, { select: { id: true, name: true } });
  return new Map(teams.map((team) => [team.id, team.name]));
}

/** The clubs' names, cities and stadiums that have a Latin name but no Arabic or no Sorani one. */
export async function untranslatedClubNames(manager: EntityManager): Promise<MissingTranslation[]> {
  return manager.query(
    `SELECT field.kind, 'club' AS subject, t.id, field.name,
            array_remove(ARRAY[CASE WHEN field.arabic IS NULL THEN 'arabic' END, CASE WHEN field.kurdish IS NULL THEN 'kurdish' END], NULL) AS missing
       FROM teams t
      CROSS JOIN LATERAL (VALUES ('club', t.name, nullif(t.name_arabic, ''), nullif(t.name_kurdish, '')),
                                 ('city', t.city, nullif(t.city_arabic, ''), nullif(t.city_kurdish, '')),
                                 ('stadium', t.stadium, nullif(t.stadium_arabic, ''), nullif(t.stadium_kurdish, ''))) AS field(kind, name, arabic, kurdish)
      WHERE nullif(field.name, '') IS NOT NULL AND (field.arabic IS NULL OR field.kurdish IS NULL)
      ORDER BY t.name, field.kind`,
  );
}
