import type { EntityManager } from 'typeorm';
import type { BadgeKind } from '@isl/contracts';

/** One badge to award: the unique (user, kind, scope) keeps it once however often it is awarded. */
export interface BadgeAward {
  userId: string;
  kind: BadgeKind;
  season: string;
  round: number | null;
  leagueId: number | null;
}

/** What an award is for, as its unique key reads it: the season, its round, the league. */
export function badgeScope(award: Pick<BadgeAward, 'season' | 'round' | 'leagueId'>): string {
  return [award.season, award.round === null ? null : `r${award.round}`, award.leagueId === null ? null : `l${award.leagueId}`].filter(Boolean).join(':');
}

/** Awards these badges in the caller's transaction; one already held is left as it is. Returns how many are new. */
export async function awardBadges(manager: EntityManager, awards: readonly BadgeAward[]): Promise<number> {
  if (!awards.length) return 0;
  const column = <K extends keyof BadgeAward>(key: K) => awards.map((award) => award[key]);
  const inserted = (await manager.query(
    `INSERT INTO badges (user_id, kind, scope, season, round, league_id)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::int[])
     ON CONFLICT (user_id, kind, scope) DO NOTHING
     RETURNING id`,
    [column('userId'), column('kind'), awards.map(badgeScope), column('season'), column('round'), column('leagueId')],
  )) as unknown[];
  return inserted.length;
}

/** The kinds of badge each fan holds, most recent first, each kind once: what a table shows beside a name. */
export async function badgeKindsOf(manager: EntityManager, userIds: readonly string[]): Promise<Map<string, BadgeKind[]>> {
  const rows = (await manager.query(
    `SELECT user_id AS "userId", array_agg(kind ORDER BY latest DESC) AS kinds
       FROM (SELECT user_id, kind, max(awarded_at) AS latest FROM badges WHERE user_id = ANY($1::uuid[]) GROUP BY user_id, kind) held
      GROUP BY user_id`,
    [userIds],
  )) as { userId: string; kinds: BadgeKind[] }[];
  return new Map(rows.map((row) => [row.userId, row.kinds]));
}
