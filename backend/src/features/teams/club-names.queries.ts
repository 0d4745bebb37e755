import type { EntityManager } from 'typeorm';
import { clubNameKey } from './club-name-key';
import { TeamAlias } from './team-alias.entity';
import { Team } from './team.entity';

/** Every club by the keys of its name and aliases, for matching the names an imported file uses. */
export async function clubsByNameKey(manager: EntityManager): Promise<Map<string, Pick<Team, 'id' | 'name'>>> {
  const [teams, aliases] = await Promise.all([
    manager.find(Team, { select: { id: true, name: true } }),
    manager.find(TeamAlias),
  ]);
  const byId = new Map(teams.map((team) => [team.id, { id: team.id, name: team.name }]));
  const byKey = new Map(teams.map((team) => [clubNameKey(team.name), byId.get(team.id) as Pick<Team, 'id' | 'name'>]));
  for (const alias of aliases) byKey.set(alias.key, byId.get(alias.teamId) as Pick<Team, 'id' | 'name'>);
  return byKey;
}

/** A club's aliases, as the desk wrote them. */
export async function aliasesOf(manager: EntityManager, teamId: number): Promise<string[]> {
  const rows = await manager.find(TeamAlias, { where: { teamId }, order: { alias: 'ASC' } });
  return rows.map((row) => row.alias);
}

/**
 * Makes `aliases` the club's aliases. An alias whose key another club's name or alias has is refused by the
 * caller before (see clubsByNameKey); here the primary key would refuse it.
 */
export async function replaceAliases(manager: EntityManager, teamId: number, aliases: readonly string[]): Promise<void> {
  await manager.delete(TeamAlias, { teamId });
  const rows = [...new Map(aliases.map((alias) => [clubNameKey(alias), alias.trim()])).entries()].map(([key, alias]) => ({ key, alias, teamId }));
  if (rows.length) await manager.insert(TeamAlias, rows);
}
