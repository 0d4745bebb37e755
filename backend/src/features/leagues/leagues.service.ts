import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  LEAGUE_TABLE_PAGE,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_FAN,
  normalizeLeagueCode,
  type CreateLeagueRequest,
  type LeagueMemberHistory,
  type LeaguePick,
  type LeaguePicksResponse,
  type LeaguePreview,
  type LeagueResponse,
  type LeagueRoundWinner,
  type LeagueSummary,
  type LeagueTableRow,
  type UpdateLeagueRequest,
} from '@isl/contracts';
import { PEOPLE_SQL } from '../../identity';
import { ApiError } from '../../platform/http/api-error';
import { badgeKindsSql } from '../badges';
import { currentRound, matchKickOff, matchNotFound, type MatchKickOff } from '../matches';
import { squadsOf } from '../players';
import { PREDICTION_PICKS_SQL } from '../predictions';
import { currentSeason } from '../seasons';
import { PLAYER_MATCH_POINTS_SQL, SQUADS_SQL } from '../weekly-squads';
import { CLUB_LEAGUE_GAME, clubLeaguesOutOfLine, syncClubLeagues } from './club-leagues';
import { leagueOfCode, withNewCode } from './league-codes';
import { League } from './league.entity';
import { addMembers, lastPlayedRound, lockLeagues, lockTables, memberRounds, removeMembers, roundComplete } from './league-tables';
import {
  alreadyMember,
  clubsLeague,
  leagueClosed,
  leagueFull,
  leagueLimitReached,
  leagueNotFound,
  memberNotFound,
  memberRemoved,
  notOwner,
  ownerCannotLeave,
} from './leagues.errors';

/** The caller's line in a league they are in. */
interface Membership {
  points: number;
  rank: number | null;
}

/** A league as the caller may see it, with their own line when they are in it. */
interface SeenLeague {
  league: League;
  member: Membership | null;
}

/** A member's row of a league's table, with their badges' kinds: `m` their league_members row, `p` their person. */
const TABLE_ROW = `m.rank, m.user_id AS "userId", p.display_name AS "displayName", p.picture_url AS "profileImageUrl", m.points,
  ${badgeKindsSql('m.user_id')} AS badges`;

/**
 * Mini-leagues: fans' leagues (a creator, an invite code) and clubs' public leagues (every follower of the
 * club). Every change of membership runs in one transaction that holds the league's row (its member count, the
 * 100,000 cap) and, for joining, the fan's own lock (the 30 leagues a fan may be in): two requests at once cannot
 * pass a limit. The table is right for the league when the change commits; the worker keeps it right as points
 * come in (LeagueRefreshService).
 */
@Injectable()
export class LeaguesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new fans' league of the current season, with the creator its first member. */
  async create(userId: string, { name, game, start = 'season' }: CreateLeagueRequest): Promise<LeagueResponse> {
    const id = await this.dataSource.transaction(async (manager) => {
      await lockFan(manager, userId);
      const season = await currentSeason(manager);
      await checkFanLimit(manager, userId, season.label);
      const startRound = start === 'round' ? ((await currentRound(manager, season.label)) ?? season.rounds) : 1;
      const [{ id: created }] = await withNewCode(manager, (code) =>
        manager.query(
          `INSERT INTO leagues (name, game, code, owner_id, season, start_round) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [name, game, code, userId, season.label, startRound],
        ) as Promise<{ id: number }[]>,
      );
      await lockTables(manager, season.label, game, 'membership');
      await addMembers(manager, game, { leagueIds: [created], userIds: [userId] });
      return created;
    });
    return this.league(userId, id, 1);
  }

  /** Joins the fans' league whose code this is (in any case, spaces around it ignored). */
  async join(userId: string, rawCode: string): Promise<LeagueResponse> {
    const code = normalizeLeagueCode(rawCode);
    const id = await this.dataSource.transaction(async (manager) => {
      await lockFan(manager, userId);
      const found = await manager.findOne(League, { where: { code }, select: { id: true, season: true, game: true } });
      if (!found) throw leagueNotFound();
      await lockTables(manager, found.season, found.game, 'membership');
      const [league] = await lockLeagues(manager, [found.id]);
      // The code may have been regenerated while this waited for the row.
      if (!league || !(await manager.existsBy(League, { id: found.id, code }))) throw leagueNotFound();
      if (await wasRemoved(manager, found.id, userId)) throw memberRemoved();
      if (await membershipOf(manager, found.id, userId)) throw alreadyMember();
      if (!league.joiningOpen) throw leagueClosed();
      if (league.memberCount >= MAX_LEAGUE_MEMBERS) throw leagueFull();
      await checkFanLimit(manager, userId, found.season);
      await addMembers(manager, found.game, { leagueIds: [found.id], userIds: [userId] });
      return found.id;
    });
    return this.league(userId, id, 1);
  }

  /** What the join screen shows of the league whose code this is. */
  async preview(rawCode: string): Promise<LeaguePreview> {
    const league = await leagueOfCode(this.dataSource.manager, rawCode);
    if (!league) throw leagueNotFound();
    const { id, name, game, season, memberCount, joiningOpen } = league;
    return { id, name, game, season, memberCount, joiningOpen };
  }

  /** The caller's leagues, newest season first: the fans' leagues, then the clubs' leagues they follow. */
  async mine(userId: string): Promise<LeagueSummary[]> {
    await this.syncClubLeaguesOf(userId);
    const rows = (await this.dataSource.query(
      `SELECT l.id, m.points, m.rank FROM league_members m JOIN leagues l ON l.id = m.league_id
        WHERE m.user_id = $1 ORDER BY l.season DESC, l.club_id IS NOT NULL, l.name, l.id`,
      [userId],
    )) as ({ id: number } & Membership)[];
    const leagues = new Map((await this.dataSource.manager.findBy(League, { id: In(rows.map((row) => row.id)) })).map((league) => [league.id, league]));
    return rows.map(({ id, ...member }) => summaryOf(leagues.get(id) as League, userId, member));
  }

  /**
   * A page of the league's table (by rank, then a fixed order among equals), the caller's own row wherever it
   * stands, and the latest round's winners. A fans' league is its members' only; a club's league anyone's.
   */
  async league(userId: string, id: number, page: number): Promise<LeagueResponse> {
    const { league, member } = await this.seen(userId, id);
    const manager = this.dataSource.manager;
    const [table, me, roundWinner] = await Promise.all([
      manager.query(
        `SELECT ${TABLE_ROW} FROM league_members m JOIN ${PEOPLE_SQL} p ON p.id = m.user_id
          WHERE m.league_id = $1 ORDER BY m.rank, m.user_id LIMIT $2 OFFSET $3`,
        [id, LEAGUE_TABLE_PAGE, (page - 1) * LEAGUE_TABLE_PAGE],
      ) as Promise<LeagueTableRow[]>,
      member
        ? (manager.query(`SELECT ${TABLE_ROW} FROM league_members m JOIN ${PEOPLE_SQL} p ON p.id = m.user_id WHERE m.league_id = $1 AND m.user_id = $2`, [
            id,
            userId,
          ]) as Promise<LeagueTableRow[]>)
        : Promise.resolve([]),
      latestRoundWinner(manager, league),
    ]);
    return {
      ...summaryOf(league, userId, member),
      page,
      pages: Math.max(1, Math.ceil(league.memberCount / LEAGUE_TABLE_PAGE)),
      table,
      me: me[0] ?? null,
      roundWinner,
    };
  }

  /** The members' picks for a match, in table order, once it has kicked off; nothing before. Members only. */
  async picks(userId: string, id: number, matchId: number, page: number): Promise<LeaguePicksResponse> {
    const { league } = await this.seenByMember(userId, id);
    const match = await matchKickOff(this.dataSource.manager, matchId);
    if (!match) throw matchNotFound(matchId);
    if (!match.kickedOff) return { matchId, revealed: false, picks: [], page, pages: 0 };
    const { picks, total } = league.game === 'predictions' ? await this.predictionPicks(id, matchId, page) : await this.squadPicks(id, matchId, match, page);
    return { matchId, revealed: true, picks, page, pages: Math.ceil(total / LEAGUE_TABLE_PAGE) };
  }

  /** A member's points round by round since the league's first round, and the rounds they won in it. Members only. */
  async memberHistory(userId: string, id: number, memberId: string): Promise<LeagueMemberHistory> {
    const { league } = await this.seenByMember(userId, id);
    const manager = this.dataSource.manager;
    const [person] = (await manager.query(
      `SELECT p.display_name AS "displayName", ${badgeKindsSql('m.user_id')} AS badges
         FROM league_members m JOIN ${PEOPLE_SQL} p ON p.id = m.user_id WHERE m.league_id = $1 AND m.user_id = $2`,
      [id, memberId],
    )) as Pick<LeagueMemberHistory, 'displayName' | 'badges'>[];
    if (!person) throw memberNotFound();
    const rounds = await memberRounds(manager, league, memberId, await lastPlayedRound(manager, league.season));
    return { userId: memberId, ...person, rounds };
  }

  /** The creator renames the league or opens and closes joining. */
  async update(userId: string, id: number, { name, joiningOpen }: UpdateLeagueRequest): Promise<LeagueResponse> {
    await this.asOwner(userId, id, async (manager) => {
      const changes = { ...(typeof name === 'string' ? { name } : {}), ...(typeof joiningOpen === 'boolean' ? { joiningOpen } : {}) };
      if (Object.keys(changes).length) await manager.update(League, { id }, changes);
    });
    return this.league(userId, id, 1);
  }

  /** The creator gives the league a new code: the old one finds nothing from now on. */
  async regenerateCode(userId: string, id: number): Promise<LeagueResponse> {
    await this.asOwner(userId, id, (manager) => withNewCode(manager, (code) => manager.update(League, { id }, { code })));
    return this.league(userId, id, 1);
  }

  /** The creator removes a member, who cannot join again, whatever the code. */
  async removeMember(userId: string, id: number, memberId: string): Promise<void> {
    await this.asOwner(userId, id, async (manager, league) => {
      if (memberId === userId) throw ownerCannotLeave();
      if (!(await membershipOf(manager, id, memberId))) throw memberNotFound();
      await lockTables(manager, league.season, league.game, 'membership');
      await lockLeagues(manager, [id]);
      await removeMembers(manager, league.game, { leagueIds: [id], userIds: [memberId] });
      await manager.query(`INSERT INTO league_removals (league_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, memberId]);
    });
  }

  /**
   * The caller leaves a fans' league. The creator may leave only when alone; the last member to leave takes the
   * league with them. A club's league is left by unfollowing the club.
   */
  async leave(userId: string, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { league, member } = await seenIn(manager, userId, id);
      if (league.clubId !== null) throw clubsLeague();
      if (!member) throw leagueNotFound();
      await lockTables(manager, league.season, league.game, 'membership');
      const [locked] = await lockLeagues(manager, [id]);
      if (league.ownerId === userId && locked.memberCount > 1) throw ownerCannotLeave();
      const emptied = await removeMembers(manager, league.game, { leagueIds: [id], userIds: [userId] });
      if (emptied.includes(id)) await manager.delete(League, { id });
    });
  }

  /** The league as the caller may see it: a club's league, or a fans' league they are in. */
  private async seen(userId: string, id: number): Promise<SeenLeague> {
    const seen = await seenIn(this.dataSource.manager, userId, id);
    // A fan who has just followed the club is in its league when they open it.
    if (seen.league.clubId !== null && (await this.syncClubLeaguesOf(userId))) return seenIn(this.dataSource.manager, userId, id);
    return seen;
  }

  /** The league, for one of its members only. */
  private async seenByMember(userId: string, id: number): Promise<SeenLeague & { member: Membership }> {
    const seen = await this.seen(userId, id);
    if (!seen.member) throw new ApiError('FORBIDDEN', "Only the league's members see its picks and its members' histories.");
    return seen as SeenLeague & { member: Membership };
  }

  /** Runs `change` in a transaction for the league's creator only. */
  private asOwner<T>(userId: string, id: number, change: (manager: EntityManager, league: League) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const { league } = await seenIn(manager, userId, id);
      if (league.ownerId !== userId) throw notOwner();
      return change(manager, league);
    });
  }

  /** Brings the caller's clubs' leagues of the current season in line with the clubs they follow; whether that changed any. */
  private async syncClubLeaguesOf(userId: string): Promise<boolean> {
    const season = (await currentSeason(this.dataSource.manager)).label;
    if (!(await clubLeaguesOutOfLine(this.dataSource.manager, season, userId))) return false;
    return this.dataSource.transaction(async (manager) => {
      await lockTables(manager, season, CLUB_LEAGUE_GAME, 'membership');
      return syncClubLeagues(manager, season, userId);
    });
  }

  private async predictionPicks(id: number, matchId: number, page: number): Promise<{ picks: LeaguePick[]; total: number }> {
    const rows = (await this.dataSource.query(
      `SELECT p.user_id AS "userId", pe.display_name AS "displayName", p.prediction, p.home_score AS "homeScore",
              p.away_score AS "awayScore", p.joker, p.points, count(*) OVER ()::int AS total
         FROM league_members m JOIN ${PREDICTION_PICKS_SQL} p ON p.user_id = m.user_id AND p.match_id = $2
         JOIN ${PEOPLE_SQL} pe ON pe.id = m.user_id
        WHERE m.league_id = $1 ORDER BY m.rank, m.user_id LIMIT $3 OFFSET $4`,
      [id, matchId, LEAGUE_TABLE_PAGE, (page - 1) * LEAGUE_TABLE_PAGE],
    )) as (LeaguePick & { total: number })[];
    return { picks: rows.map(({ total: _total, ...pick }) => pick), total: rows[0]?.total ?? 0 };
  }

  /** Each member's squad players of the match's two clubs in its round, with those players' points in the match. */
  private async squadPicks(id: number, matchId: number, match: MatchKickOff, page: number): Promise<{ picks: LeaguePick[]; total: number }> {
    const manager = this.dataSource.manager;
    const clubPlayers = (await squadsOf(manager, [match.homeTeamId, match.awayTeamId])).map((player) => player.id);
    const [rows, matchPoints] = await Promise.all([
      manager.query(
        `SELECT s.user_id AS "userId", pe.display_name AS "displayName", s.captain_id AS "captainId", s.vice_captain_id AS "viceCaptainId",
                ARRAY(SELECT e.id::int FROM jsonb_array_elements_text(s.player_ids) WITH ORDINALITY AS e(id, n)
                       WHERE e.id::int = ANY($4::int[]) ORDER BY e.n) AS "playerIds",
                count(*) OVER ()::int AS total
           FROM league_members m JOIN ${SQUADS_SQL} s ON s.user_id = m.user_id AND s.season = $2 AND s.round = $3
           JOIN ${PEOPLE_SQL} pe ON pe.id = m.user_id
          WHERE m.league_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(s.player_ids) AS e(id) WHERE e.id::int = ANY($4::int[]))
          ORDER BY m.rank, m.user_id LIMIT $5 OFFSET $6`,
        [id, match.season, match.round, clubPlayers, LEAGUE_TABLE_PAGE, (page - 1) * LEAGUE_TABLE_PAGE],
      ) as Promise<(Required<Pick<LeaguePick, 'userId' | 'displayName' | 'captainId' | 'viceCaptainId' | 'playerIds'>> & { total: number })[]>,
      manager.query(`SELECT player_id AS "playerId", points FROM ${PLAYER_MATCH_POINTS_SQL} pm WHERE match_id = $1`, [matchId]) as Promise<
        { playerId: number; points: number }[]
      >,
    ]);
    const pointsOf = new Map(matchPoints.map((row) => [row.playerId, row.points]));
    const picks = rows.map(({ total: _total, ...pick }) => ({ ...pick, points: pick.playerIds.reduce((sum, player) => sum + (pointsOf.get(player) ?? 0), 0) }));
    return { picks, total: rows[0]?.total ?? 0 };
  }
}

/** The league's columns as the entity names them, and the caller's line in it (null when not a member). */
const LEAGUE_AND_MEMBER = `l.id, l.name, l.game, l.code, l.owner_id AS "ownerId", l.club_id AS "clubId", l.season, l.start_round AS "startRound",
  l.joining_open AS "joiningOpen", l.member_count AS "memberCount", m.points AS "memberPoints", m.rank AS "memberRank", m.user_id AS "memberId"`;

/** The league with the caller's line in it, in one read; a fans' league they are not in is not found. */
async function seenIn(manager: EntityManager, userId: string, id: number): Promise<SeenLeague> {
  const [row] = (await manager.query(
    `SELECT ${LEAGUE_AND_MEMBER} FROM leagues l LEFT JOIN league_members m ON m.league_id = l.id AND m.user_id = $2 WHERE l.id = $1`,
    [id, userId],
  )) as (League & { memberPoints: number | null; memberRank: number | null; memberId: string | null })[];
  if (!row) throw leagueNotFound();
  const { memberPoints, memberRank, memberId, ...league } = row;
  const member = memberId === null ? null : { points: memberPoints as number, rank: memberRank };
  if (!member && league.clubId === null) throw leagueNotFound();
  return { league: league as League, member };
}

async function membershipOf(manager: EntityManager, leagueId: number, userId: string): Promise<Membership | null> {
  const [row] = (await manager.query(`SELECT points, rank FROM league_members WHERE league_id = $1 AND user_id = $2`, [leagueId, userId])) as Membership[];
  return row ?? null;
}

async function wasRemoved(manager: EntityManager, leagueId: number, userId: string): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM league_removals WHERE league_id = $1 AND user_id = $2`, [leagueId, userId])) as unknown[];
  return rows.length > 0;
}

/** A fan's creating and joining take turns, so two at once cannot both pass the limit of leagues. */
async function lockFan(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`league-fan:${userId}`]);
}

/**
 * Refuses a fan already in MAX_LEAGUES_PER_FAN fans' leagues of the season (clubs' leagues do not count): the
 * leagues of seasons gone by stay with their tables, and must not keep a fan out of the new season's.
 */
async function checkFanLimit(manager: EntityManager, userId: string, season: string): Promise<void> {
  const [{ leagues }] = (await manager.query(
    `SELECT count(*)::int AS leagues FROM league_members m JOIN leagues l ON l.id = m.league_id AND l.club_id IS NULL AND l.season = $2
      WHERE m.user_id = $1`,
    [userId, season],
  )) as { leagues: number }[];
  if (leagues >= MAX_LEAGUES_PER_FAN) throw leagueLimitReached();
}

/** The winners shown at most: a round of a big league can end with many level at the top. */
const WINNERS_SHOWN = LEAGUE_TABLE_PAGE;

/** The latest round with points among the league's members, its best score and who made it. */
async function latestRoundWinner(manager: EntityManager, league: League): Promise<LeagueRoundWinner | null> {
  const rows = (await manager.query(
    `SELECT w.round, w.points, w.user_id AS "userId", p.display_name AS "displayName",
            (SELECT count(*) FROM league_round_winners c WHERE c.league_id = $1 AND c.round = (SELECT max(round) FROM league_round_winners WHERE league_id = $1))::int AS "winnerCount"
       FROM league_round_winners w JOIN ${PEOPLE_SQL} p ON p.id = w.user_id
      WHERE w.league_id = $1 AND w.round = (SELECT max(round) FROM league_round_winners WHERE league_id = $1)
      ORDER BY w.user_id LIMIT $2`,
    [league.id, WINNERS_SHOWN],
  )) as { round: number; points: number; userId: string; displayName: string | null; winnerCount: number }[];
  if (!rows.length) return null;
  const [{ round, points, winnerCount }] = rows;
  return {
    round,
    points,
    winners: rows.map(({ userId, displayName }) => ({ userId, displayName })),
    winnerCount,
    complete: await roundComplete(manager, league.game, league.season, round),
  };
}

function summaryOf(league: League, userId: string, member: Membership | null): LeagueSummary {
  const isOwner = league.ownerId === userId;
  return {
    id: league.id,
    name: league.name,
    game: league.game,
    season: league.season,
    startRound: league.startRound,
    clubId: league.clubId,
    ...(member && league.code !== null ? { code: league.code } : {}),
    memberCount: league.memberCount,
    joiningOpen: league.joiningOpen,
    isOwner,
    myRank: member?.rank ?? null,
    myPoints: member?.points ?? 0,
  };
}
