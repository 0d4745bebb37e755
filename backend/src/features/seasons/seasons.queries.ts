import type { EntityManager } from 'typeorm';
import type { RankedStandingRow, SeasonResponse, SeasonRules } from '@isl/contracts';
import type { Team } from '../teams';
import { SeasonClub } from './season-club.entity';
import { Season } from './season.entity';

/*
 * The seasons tables' queries for the features that need them: each takes the caller's EntityManager, so it runs
 * in the caller's transaction when there is one (the table rewritten in a match command's).
 */

/** The season every screen shows when none is asked for; there is always one (the migration makes 2024-25). */
export async function currentSeason(manager: EntityManager): Promise<Season> {
  return manager.findOneOrFail(Season, { where: { isCurrent: true } });
}

/** Makes `label` the current season, and no other (in two statements: the unique index checks each row at once). */
export async function makeCurrent(manager: EntityManager, label: string): Promise<void> {
  await manager.query(`UPDATE seasons SET is_current = false WHERE is_current`);
  await manager.query(`UPDATE seasons SET is_current = true WHERE label = $1`, [label]);
}

export function seasonByLabel(manager: EntityManager, label: string): Promise<Season | null> {
  return manager.findOne(Season, { where: { label } });
}

export function rulesOf(season: Season): SeasonRules {
  const { pointsForWin, pointsForDraw, tieBreaks, champions, afcPlaces, relegated, rounds } = season;
  return {
    pointsForWin,
    pointsForDraw,
    tieBreaks,
    zones: { champions, afcPlaces, relegated },
    rounds,
    predictionPoints: { outcome: season.predictionOutcomePoints, exactScore: season.predictionExactScorePoints },
  };
}

/** The rules of a season that exists (a match's season always does: a foreign key sees to it). */
export async function seasonRules(manager: EntityManager, label: string): Promise<SeasonRules> {
  return rulesOf(await manager.findOneOrFail(Season, { where: { label } }));
}

export function toSeasonResponse(season: Season): SeasonResponse {
  return { label: season.label, startsOn: season.startsOn, endsOn: season.endsOn, isCurrent: season.isCurrent, rules: rulesOf(season) };
}

/** A club of a season with its figures that season. */
export interface SeasonTableRow {
  team: Team;
  standing: SeasonClub;
}

/** The season's clubs in table order (positions stored by writeSeasonStandings, then by name). */
export async function seasonTable(manager: EntityManager, season: string): Promise<SeasonTableRow[]> {
  const standings = await manager.find(SeasonClub, {
    where: { season },
    relations: { team: true },
    order: { position: { direction: 'ASC', nulls: 'LAST' }, team: { name: 'ASC' } },
  });
  return standings.map(({ team, ...standing }) => ({ team: team as Team, standing: standing as SeasonClub }));
}

/** The season's clubs' ids and names: what ranking its table needs of them (the name breaks the last tie). */
export async function seasonClubNames(manager: EntityManager, season: string): Promise<{ id: number; name: string }[]> {
  const rows = await manager.find(SeasonClub, { where: { season }, relations: { team: true }, select: { teamId: true, team: { id: true, name: true } } });
  return rows.map((row) => ({ id: row.teamId, name: (row.team as Team).name }));
}

/** Makes these clubs clubs of the season, with empty figures; those that are already stay as they are. */
export async function addSeasonClubs(manager: EntityManager, season: string, teamIds: readonly number[]): Promise<void> {
  await manager.query(
    `INSERT INTO season_clubs (season, team_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [season, teamIds],
  );
}

/** Stores a ranked table's figures and positions on the season's clubs, in one statement. */
export async function writeSeasonStandings(manager: EntityManager, season: string, table: readonly RankedStandingRow[]): Promise<void> {
  const column = <K extends keyof RankedStandingRow>(key: K) => table.map((row) => row[key]);
  await manager.query(
    `UPDATE season_clubs SET matches_played = t.mp, wins = t.w, draws = t.d, losses = t.l, goals_for = t.gf,
            goals_against = t.ga, points = t.pts, position = t.pos
       FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[])
            AS t(id, mp, w, d, l, gf, ga, pts, pos)
      WHERE season_clubs.season = $1 AND season_clubs.team_id = t.id`,
    [
      season,
      column('teamId'),
      column('matchesPlayed'),
      column('wins'),
      column('draws'),
      column('losses'),
      column('goalsFor'),
      column('goalsAgainst'),
      column('points'),
      column('position'),
    ],
  );
}

/** A new season, not current, ranked by `rules` (an import makes the season its file names when there is none). */
export async function createSeason(
  manager: EntityManager,
  season: Pick<Season, 'label' | 'startsOn' | 'endsOn' | 'timeZone'>,
  rules: SeasonRules,
): Promise<void> {
  const { pointsForWin, pointsForDraw, tieBreaks, zones, rounds, predictionPoints } = rules;
  await manager.insert(Season, {
    ...season,
    isCurrent: false,
    pointsForWin,
    pointsForDraw,
    tieBreaks,
    ...zones,
    rounds,
    predictionOutcomePoints: predictionPoints.outcome,
    predictionExactScorePoints: predictionPoints.exactScore,
  });
}
