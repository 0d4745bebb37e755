import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  displayName,
  squadCaptainProblem,
  squadListProblem,
  squadShapeProblem,
  type PointsLine,
  type SquadHistoryEntry,
  type SquadLeaderboardEntry,
  type SquadLeaderboardResponse,
  type SquadPlayer,
  type SquadPointsReason,
  type SubmitSquadRequest,
  type WeeklySquadResponse,
} from '@isl/contracts';
import { PEOPLE_SQL } from '../../identity';
import { oncePerKey } from '../../platform/postgres/request-keys';
import { roundDeadlines } from '../matches';
import { playersWithClubs } from '../players';
import { currentSeason, SeasonsService } from '../seasons';
import { squadPlayerPointsSql, type SquadPlayerPointsRow } from './squad-points.sql';
import { captainProblem, injuredPlayers, squadLocked, squadProblem, unknownPlayers, unknownRound } from './weekly-squads.errors';

const LEADERBOARD_SIZE = 10;

interface SquadRow {
  formation: string;
  player_ids: number[];
  captain_id: number | null;
  vice_captain_id: number | null;
  total_points: number;
  rank: number | null;
}

/**
 * `WITH private_squads`: the squads of fans in private mode in the rounds of a season (`season`: an SQL
 * expression), with their ranks among all. Few, found through the index on such fans (IDX_users_private), and
 * gathered once per statement, as every row's public rank counts them.
 */
const withPrivateSquads = (season: string) => `WITH private_squads AS MATERIALIZED (
  SELECT ps.week, ps.rank FROM weekly_squads ps JOIN ${PEOPLE_SQL} pu ON pu.id = ps.user_id WHERE pu.is_private AND ps.season = ${season})`;

/**
 * The rank of squad `s` on its round's public list: its rank among all the round's squads (the scoring keeps it),
 * less the squads of fans in private mode ranked above it (see withPrivateSquads). For a fan in private mode, where
 * they would stand among the public. Counted when read rather than kept, so a fan who turns private mode on or off
 * leaves or joins every round's list at once, with nothing to re-rank.
 */
const publicRankOf = (s: string) => `${s}.rank - (SELECT count(*) FROM private_squads p WHERE p.week = ${s}.week AND p.rank < ${s}.rank)::int`;

/** How many squads of fans not in private mode a round of the season has (`season`, `week`: SQL expressions). */
const publicSquadsOf = (season: string, week: string) =>
  `((SELECT count(*) FROM weekly_squads o WHERE o.season = ${season} AND o.week = ${week}) - (SELECT count(*) FROM private_squads p WHERE p.week = ${week}))::int`;

interface LeaderRow {
  user_id: string;
  rank: number;
  total_points: number;
  display_name: string | null;
  picture_url: string | null;
}

/** The rounds of a season by their deadline: the first kick-off of each (cancelled matches aside). */
export class RoundCalendar {
  constructor(
    readonly season: string,
    private readonly deadlines: Map<number, Date>,
  ) {}

  deadlineOf(week: number): Date {
    return this.deadlines.get(this.known(week)) as Date;
  }

  /** A round's squads are locked from its deadline on: picked until the first kick-off, never during it. */
  isLocked(week: number, now: Date): boolean {
    return this.deadlineOf(week) <= now;
  }

  /** The round fans pick for now: the first whose deadline is still ahead (FPL's "Pick Team"); null after the last. */
  pickWeek(now: Date): number | null {
    const open = [...this.deadlines].filter(([, deadline]) => deadline > now).map(([week]) => week);
    return open.length ? Math.min(...open) : null;
  }

  /** The last round whose deadline has passed: the one being played or last played. */
  lastLockedWeek(now: Date): number | null {
    const locked = [...this.deadlines].filter(([, deadline]) => deadline <= now).map(([week]) => week);
    return locked.length ? Math.max(...locked) : null;
  }

  /** The round a fan's squad screen shows: the one asked for, else the one being picked, else (the season over) the last. */
  squadWeek(now: Date, asked?: number): number {
    const week = asked ?? this.pickWeek(now) ?? this.lastLockedWeek(now);
    if (week === null) throw unknownRound(0);
    return this.known(week);
  }

  /** The round a leaderboard shows: the one asked for, else the last locked, else (before any deadline) the first. */
  leaderboardWeek(now: Date, asked?: number): number {
    return this.known(asked ?? this.lastLockedWeek(now) ?? 1);
  }

  /** The round, refused when the season does not have it (none beyond its rules' rounds has a match). */
  private known(week: number): number {
    if (!this.deadlines.has(week)) throw unknownRound(week);
    return week;
  }
}

/**
 * Fans' weekly squads: one per fan and round, picked until the round's deadline and scored by the worker
 * from what its players did (see squad-scoring.ts).
 */
@Injectable()
export class WeeklySquadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  /** The fan's squad of the current season for `week`, by default the round being picked now (or the last, once the season is over). */
  async squadOf(userId: string, week?: number): Promise<WeeklySquadResponse> {
    const calendar = await this.calendar();
    const now = new Date();
    const round = calendar.squadWeek(now, week);
    // One snapshot for the squad's total and its players' lines, so a scoring committed between two reads
    // cannot make the lines add up to anything but the total shown.
    const { squad, players } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [row] = (await manager.query(
        `${withPrivateSquads('$2')}
         SELECT s.formation, s.player_ids, s.captain_id, s.vice_captain_id, s.total_points, ${publicRankOf('s')} AS rank
           FROM weekly_squads s WHERE s.user_id = $1 AND s.season = $2 AND s.week = $3`,
        [userId, calendar.season, round],
      )) as SquadRow[];
      return { squad: row, players: row ? await squadPlayers(manager, userId, row.player_ids, calendar.season, round) : [] };
    });
    return {
      week: round,
      season: calendar.season,
      pickWeek: calendar.pickWeek(now),
      deadline: calendar.deadlineOf(round).toISOString(),
      locked: calendar.isLocked(round, now),
      status: squad ? 'submitted' : 'not_submitted',
      formation: squad?.formation ?? '4-3-3',
      playerIds: squad?.player_ids ?? [],
      captainId: squad?.captain_id ?? null,
      viceCaptainId: squad?.vice_captain_id ?? null,
      totalPoints: squad?.total_points ?? 0,
      rank: squad?.rank ?? null,
      players,
    };
  }

  /**
   * Creates or replaces the fan's squad for a round of the current season until its deadline. The list is checked first (formation,
   * count, duplicates, the captain and vice-captain among the eleven), then the players (they exist, fit the
   * 4-3-3, at most three a club, none injured); the deadline is checked in the transaction that writes. A
   * submission sent with an Idempotency-Key (`key`) is written once: its retries are answered with the squad as it
   * is now (oncePerKey), so a late retry never puts back a squad the fan has replaced since.
   */
  async submit(userId: string, { week, formation, playerIds, captainId, viceCaptainId }: SubmitSquadRequest, key?: string): Promise<WeeklySquadResponse> {
    const listProblem = squadListProblem(formation, playerIds);
    if (listProblem) throw squadProblem(listProblem);
    const captaincyProblem = squadCaptainProblem(playerIds, captainId, viceCaptainId);
    if (captaincyProblem) throw captainProblem(captaincyProblem);
    const savedWeek = await this.dataSource.transaction(async (manager) => {
      const id = await oncePerKey(manager, { userId, key, kind: 'squad' }, async () => {
        const calendar = await this.calendar(manager);
        if (calendar.isLocked(week, new Date())) throw squadLocked(week);
        await this.checkPlayers(manager, playerIds);
        const [saved] = (await manager.query(
          `INSERT INTO weekly_squads (user_id, week, season, formation, player_ids, captain_id, vice_captain_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT ON CONSTRAINT "UQ_weekly_squads_user_week_season"
           DO UPDATE SET formation = EXCLUDED.formation, player_ids = EXCLUDED.player_ids, captain_id = EXCLUDED.captain_id,
                         vice_captain_id = EXCLUDED.vice_captain_id, updated_at = now()
           RETURNING id`,
          [userId, week, calendar.season, formation, JSON.stringify(playerIds), captainId, viceCaptainId],
        )) as { id: number }[];
        return saved.id;
      });
      // The round of the squad written, now or by the request whose key this is.
      const [squad] = (await manager.query(`SELECT week FROM weekly_squads WHERE id = $1`, [id])) as { week: number }[];
      return squad.week;
    });
    return this.squadOf(userId, savedWeek);
  }

  /**
   * The fan's squads of a season's rounds already locked (the current season's unless asked), newest first, with
   * their rank on the round's public list and how many squads that list has.
   */
  async history(userId: string, season?: string): Promise<SquadHistoryEntry[]> {
    const calendar = await this.calendar(this.dataSource.manager, season);
    const lastLocked = calendar.lastLockedWeek(new Date());
    if (lastLocked === null) return [];
    return this.dataSource.query(
      `${withPrivateSquads('$2')}
       SELECT s.week, s.total_points AS "totalPoints", ${publicRankOf('s')} AS rank, ${publicSquadsOf('s.season', 's.week')} AS squads
         FROM weekly_squads s
        WHERE s.user_id = $1 AND s.season = $2 AND s.week <= $3
        ORDER BY s.week DESC`,
      [userId, calendar.season, lastLocked],
    );
  }

  /**
   * A round's top 10 by points (equal points share a rank) in a season (the current one unless asked), and the
   * caller's row when outside them. Fans in private mode are left off the list and out of its ranks and count;
   * one still sees their own row, ranked where they would stand.
   */
  async leaderboard(userId: string, week?: number, season?: string): Promise<SquadLeaderboardResponse> {
    const calendar = await this.calendar(this.dataSource.manager, season);
    const round = calendar.leaderboardWeek(new Date(), week);
    const scope = [calendar.season, round];
    const select = `${withPrivateSquads('$1')}
                    SELECT s.user_id, ${publicRankOf('s')} AS rank, s.total_points, u.display_name, u.picture_url
                      FROM weekly_squads s JOIN ${PEOPLE_SQL} u ON u.id = s.user_id
                     WHERE s.season = $1 AND s.week = $2 AND s.rank IS NOT NULL`;
    const [top, mine, [{ squads }]] = await Promise.all([
      this.dataSource.query(`${select} AND NOT u.is_private ORDER BY s.rank, s.id LIMIT ${LEADERBOARD_SIZE}`, scope) as Promise<LeaderRow[]>,
      this.dataSource.query(`${select} AND s.user_id = $3`, [...scope, userId]) as Promise<LeaderRow[]>,
      this.dataSource.query(`${withPrivateSquads('$1')} SELECT ${publicSquadsOf('$1', '$2::int')} AS squads`, scope) as Promise<{ squads: number }[]>,
    ]);
    const entry = (row: LeaderRow): SquadLeaderboardEntry => ({
      rank: row.rank,
      displayName: displayName({ firstName: row.display_name }, '') || null,
      profileImageUrl: row.picture_url,
      totalPoints: row.total_points,
      isCurrentUser: row.user_id === userId,
    });
    const you = mine[0] && !top.some((row) => row.user_id === userId) ? entry(mine[0]) : null;
    return { week: round, season: calendar.season, squads, entries: top.map(entry), you };
  }

  /**
   * The rounds of a season (the current one unless asked) within its rules' rounds. Read in `manager`, so a
   * submission sees the current season and the deadline in the transaction that writes.
   */
  private async calendar(manager: EntityManager = this.dataSource.manager, label?: string): Promise<RoundCalendar> {
    const season = label === undefined ? await currentSeason(manager) : await this.seasons.resolve(label);
    const rows = await roundDeadlines(manager, season.label);
    return new RoundCalendar(season.label, new Map(rows.filter((row) => row.week <= season.rounds).map((row) => [row.week, row.deadline])));
  }

  private async checkPlayers(manager: EntityManager, playerIds: number[]): Promise<void> {
    const found = await playersWithClubs(manager, playerIds);
    const missing = playerIds.filter((id) => !found.some((player) => player.id === id));
    if (missing.length) throw unknownPlayers(missing);
    const shapeProblem = squadShapeProblem(found.map((player) => ({ position: player.position, teamId: player.teamId })));
    if (shapeProblem) throw squadProblem(shapeProblem);
    const injured = found.filter((player) => player.isInjured);
    if (injured.length) throw injuredPlayers(injured.map((player) => player.name));
  }
}

/**
 * The fan's squad's players in the squad's order, each with his points in the round, whether he played, and
 * the lines of his part of the squad's total (squadPlayerPointsSql, which the scoring sums), read in `manager`.
 */
async function squadPlayers(manager: EntityManager, userId: string, playerIds: number[], season: string, week: number): Promise<SquadPlayer[]> {
  const [players, rows] = await Promise.all([
    playersWithClubs(manager, playerIds),
    manager.query(squadPlayerPointsSql('s.user_id = $3'), [season, week, userId]) as Promise<SquadPlayerPointsRow[]>,
  ]);
  const byId = new Map(players.map((player) => [player.id, player]));
  const rowOf = new Map(rows.map((row) => [row.playerId, row]));
  return playerIds.flatMap((id) => {
    const player = byId.get(id);
    const row = rowOf.get(id);
    if (!player || !row) return [];
    const { name, nameArabic, nameKurdish, position, jerseyNumber, teamId, teamName, rating } = player;
    const { appearance, goals, assists, cleanSheet, cards, points } = row;
    return [
      {
        id,
        name,
        nameArabic,
        nameKurdish,
        position,
        jerseyNumber,
        teamId,
        teamName,
        rating,
        points: points === null ? null : { appearance: appearance ?? 0, goals: goals ?? 0, assists: assists ?? 0, cleanSheet: cleanSheet ?? 0, cards: cards ?? 0, total: points },
        roundStatus: row.status,
        breakdown: breakdownOf(row),
      },
    ];
  });
}

/** A player's lines in the squad's total: his own points' nonzero lines, then what his armband added. */
function breakdownOf(row: SquadPlayerPointsRow): PointsLine<SquadPointsReason>[] {
  const lines: PointsLine<SquadPointsReason>[] = [
    { reason: 'appearance', points: row.appearance ?? 0 },
    { reason: 'goals', points: row.goals ?? 0 },
    { reason: 'assists', points: row.assists ?? 0 },
    { reason: 'cleanSheet', points: row.cleanSheet ?? 0 },
    { reason: 'cards', points: row.cards ?? 0 },
  ];
  if (row.doubledAs) lines.push({ reason: row.doubledAs, points: row.bonus });
  return lines.filter((line) => line.points !== 0);
}
