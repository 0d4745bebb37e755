import { LEAGUE_TIME_ZONE, SEASON } from '@isl/contracts';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { createClubLeagues } from '../../features/leagues';
import { recountPlayerTotals } from '../../features/matches';
import { Match, MatchEvent, MatchLineup } from '../../features/matches/entities';
import { Player } from '../../features/players/entities';
import { recordSettled } from '../../features/predictions';
import { SeasonClub } from '../../features/seasons/entities';
import { Team } from '../../features/teams/entities';
import { recomputePlayerMatchPoints, recordScored } from '../../features/weekly-squads';
import { generateSeason, type SeasonPlan } from './generate-season';

/** Any fixed number shared by every process of this app, different from the migration lock's. */
const SEED_LOCK_KEY = 7_202_426;
/** Rows per INSERT statement: few round trips, far below PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;

export interface SeedResult {
  seeded: boolean;
  teams: number;
  players: number;
  matches: number;
  events: number;
}

/**
 * Fills an empty database with the generated 2024-25 season, anchored to `now`. A database that already has
 * teams is left alone, so running it again changes nothing; processes starting together take turns on an
 * advisory lock and only the first one seeds.
 */
export async function seedDatabase(dataSource: DataSource, now: Date): Promise<SeedResult> {
  if (await dataSource.manager.exists(Team)) return nothingSeeded();
  const plan = generateSeason(now);
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await manager.exists(Team)) return nothingSeeded();
    await insertPlan(manager, plan);
    return {
      seeded: true,
      teams: plan.teams.length,
      players: plan.players.length,
      matches: plan.matches.length,
      events: plan.events.length,
    };
  });
}

function nothingSeeded(): SeedResult {
  return { seeded: false, teams: 0, players: 0, matches: 0, events: 0 };
}

/**
 * Inserts the plan table by table, turning its indexes into the ids PostgreSQL hands out, then counts players'
 * totals from the inserted events and line-ups by the live app's own rule.
 */
async function insertPlan(manager: EntityManager, plan: SeasonPlan): Promise<void> {
  const teamIds = await insertReturningIds(manager, Team, plan.teams.map(({ standing: _standing, ...club }) => club));
  await insertInChunks(
    manager,
    SeasonClub,
    plan.teams.map(({ standing }, index) => ({ season: SEASON, teamId: teamIds[index], ...standing })),
  );
  // The migrations made the season; its dates are the generated fixtures', which are anchored to `now`.
  await manager.query(
    `UPDATE seasons SET (starts_on, ends_on) =
            (SELECT (min(m) AT TIME ZONE $2)::date, (max(m) AT TIME ZONE $2)::date FROM unnest($3::timestamptz[]) AS m)
      WHERE label = $1`,
    [SEASON, LEAGUE_TIME_ZONE, plan.matches.map((match) => match.matchDate)],
  );
  const playerIds = await insertReturningIds(
    manager,
    Player,
    plan.players.map(({ teamIndex, ...player }) => ({ ...player, teamId: teamIds[teamIndex] })),
  );
  const matchIds = await insertReturningIds(
    manager,
    Match,
    plan.matches.map(({ homeTeamIndex, awayTeamIndex, settledVersion: _settled, ...match }) => ({
      ...match,
      homeTeamId: teamIds[homeTeamIndex],
      awayTeamId: teamIds[awayTeamIndex],
    })),
  );
  const playerId = (index: number | null) => (index === null ? null : playerIds[index]);
  await insertInChunks(
    manager,
    MatchEvent,
    plan.events.map(({ matchIndex, teamIndex, playerIndex, assistPlayerIndex, ...event }) => ({
      ...event,
      matchId: matchIds[matchIndex],
      teamId: teamIndex === null ? null : teamIds[teamIndex],
      playerId: playerId(playerIndex),
      assistPlayerId: playerId(assistPlayerIndex),
    })),
  );
  await insertInChunks(
    manager,
    MatchLineup,
    plan.lineups.map(({ matchIndex, teamIndex, playerIndex, isStarter }) => ({
      matchId: matchIds[matchIndex],
      teamId: teamIds[teamIndex],
      playerId: playerIds[playerIndex],
      isStarter,
    })),
  );
  await recountPlayerTotals(manager, 'allPlayers');
  // The season so far: no prediction exists yet, so the played matches count as settled at their version; and as
  // weekly squads score it, with no squad yet, so they count as scored too.
  const played = plan.matches.flatMap((match, index) => (match.settledVersion ? [{ matchId: matchIds[index], version: match.settledVersion }] : []));
  await recordSettled(manager, played);
  await recomputePlayerMatchPoints(manager, 'allMatches');
  await recordScored(manager, played);
  await createClubLeagues(manager, SEASON);
}

/** The new rows' ids, in the order of `rows` (PostgreSQL returns a multi-row INSERT's rows in VALUES order). */
async function insertReturningIds<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
): Promise<number[]> {
  const returned = await insertInChunks(manager, entity, rows, ['id']);
  return returned.map((row) => row.id as number);
}

async function insertInChunks<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
  returning: string[] = [],
): Promise<ObjectLiteral[]> {
  const returned: ObjectLiteral[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    // updateEntity(false): the plan's objects need nothing written back, which saves TypeORM a pass per row.
    const insert = manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .updateEntity(false);
    const result = await (returning.length > 0 ? insert.returning(returning) : insert).execute();
    if (returning.length > 0) returned.push(...(result.raw as ObjectLiteral[]));
  }
  return returned;
}
