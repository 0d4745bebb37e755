import type { EntityManager } from 'typeorm';
import { LEAGUE_NAME_MAX } from '@isl/contracts';
import { NOTIFICATION_PREFERENCES_SQL } from '../../identity';
import { seasonClubNames } from '../seasons';
import { addMembers, lockLeagues, removeMembers, type Memberships } from './league-tables';

/*
 * Every club of a season has a public predictions league, and every fan following the club (the clubs of their
 * notification settings, preferences->'teamSpecific') is in it: following or unfollowing the club is joining
 * or leaving it. The members are brought in line by the refresh job for everyone, and for one fan whenever they
 * look at their leagues, so a fan who has just followed a club finds its league at once.
 */

/** The game a club's league plays: the predictions game, which every fan can play on every match. */
export const CLUB_LEAGUE_GAME = 'predictions';

/**
 * A league for each club of the season that has none, named after the club (the web app shows the club's name
 * in the reader's language by clubId). Safe to run again, and at once: the unique index keeps one per club, season
 * and game (those already there are skipped first, so a run that adds none draws no ids).
 */
export async function createClubLeagues(manager: EntityManager, season: string): Promise<void> {
  const clubs = await seasonClubNames(manager, season);
  await manager.query(
    `INSERT INTO leagues (name, game, club_id, season, start_round)
     SELECT left(c.name, $4), $2::varchar, c.id, $1::varchar, 1 FROM unnest($3::int[], $5::varchar[]) AS c(id, name)
      WHERE NOT EXISTS (SELECT 1 FROM leagues l WHERE l.club_id = c.id AND l.season = $1::varchar AND l.game = $2::varchar)
     ON CONFLICT (club_id, season, game) WHERE club_id IS NOT NULL DO NOTHING`,
    [season, CLUB_LEAGUE_GAME, clubs.map((club) => club.id), LEAGUE_NAME_MAX, clubs.map((club) => club.name)],
  );
}

/** Who is to join and who is to leave the season's clubs' leagues (everyone's, or one fan's). */
interface ClubMembershipChanges {
  joining: Memberships;
  leaving: Memberships;
}

async function clubMembershipChanges(manager: EntityManager, season: string, userId: string | null): Promise<ClubMembershipChanges> {
  const rows = (await manager.query(
    `WITH follows AS (
       SELECT u.id AS user_id, club.id::int AS club_id
         FROM ${NOTIFICATION_PREFERENCES_SQL} u
        CROSS JOIN LATERAL jsonb_array_elements_text(
                CASE WHEN jsonb_typeof(u.preferences -> 'teamSpecific') = 'array' THEN u.preferences -> 'teamSpecific' ELSE '[]' END) AS club(id)
        WHERE $2::uuid IS NULL OR u.id = $2),
     club_leagues AS (SELECT id, club_id FROM leagues WHERE season = $1 AND club_id IS NOT NULL AND game = $3),
     wanted AS (SELECT l.id AS league_id, f.user_id FROM follows f JOIN club_leagues l ON l.club_id = f.club_id),
     held AS (
       SELECT m.league_id, m.user_id FROM league_members m JOIN club_leagues l ON l.id = m.league_id
        WHERE $2::uuid IS NULL OR m.user_id = $2)
     SELECT true AS joins, league_id AS "leagueId", user_id AS "userId" FROM (SELECT * FROM wanted EXCEPT SELECT * FROM held) joining
     UNION ALL
     SELECT false, league_id, user_id FROM (SELECT * FROM held EXCEPT SELECT * FROM wanted) leaving`,
    [season, userId, CLUB_LEAGUE_GAME],
  )) as { joins: boolean; leagueId: number; userId: string }[];
  const of = (joins: boolean): Memberships => {
    const picked = rows.filter((row) => row.joins === joins);
    return { leagueIds: picked.map((row) => row.leagueId), userIds: picked.map((row) => row.userId) };
  };
  return { joining: of(true), leaving: of(false) };
}

/**
 * Brings the season's clubs' leagues in line with who follows each club, for everyone (userId null: the refresh
 * job) or one fan. The caller holds the tables' lock (lockTables). Answers whether anything changed.
 */
export async function syncClubLeagues(manager: EntityManager, season: string, userId: string | null): Promise<boolean> {
  const { joining, leaving } = await clubMembershipChanges(manager, season, userId);
  if (!joining.leagueIds.length && !leaving.leagueIds.length) return false;
  await lockLeagues(manager, [...joining.leagueIds, ...leaving.leagueIds]);
  // A club's league stays when its last follower goes: it is the club's, not theirs.
  await removeMembers(manager, CLUB_LEAGUE_GAME, leaving);
  await addMembers(manager, CLUB_LEAGUE_GAME, joining);
  return true;
}

/** Whether the fan's clubs' leagues of the season are out of line with the clubs they follow (a read, no lock). */
export async function clubLeaguesOutOfLine(manager: EntityManager, season: string, userId: string): Promise<boolean> {
  const { joining, leaving } = await clubMembershipChanges(manager, season, userId);
  return joining.leagueIds.length + leaving.leagueIds.length > 0;
}
