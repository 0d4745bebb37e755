import type { EntityManager } from 'typeorm';
import { HALF_LENGTH_MINUTES, MATCH_STATUS, type LocalizedNames, type MatchEventType, type MatchStatus, type MissingTranslation, type PlayerPosition, type Result, type RoundResult } from '@isl/contracts';
import { MatchLineup } from './match-lineup.entity';
import { Match } from './match.entity';

/*
 * The matches tables' queries for the features that follow matches: each takes the caller's EntityManager, so it
 * runs in the caller's transaction when there is one (a settlement's, a match command's).
 */

const FINISHED = `'${MATCH_STATUS.finished}'`;
const FULL_TIME_MINUTE = 2 * HALF_LENGTH_MINUTES;

/**
 * Relations over the matches table for other features' set-based statements (a settlement of a million
 * predictions is one statement): each is a subquery PostgreSQL folds into the statement, and names the columns
 * that are others' to read.
 */

/** Every match's id: (id). */
export const MATCH_IDS_SQL = `(SELECT id FROM matches)`;
/** The matches still open for predictions: scheduled, with their kick-off ahead: (id). */
export const OPEN_FOR_PREDICTIONS_SQL = `(SELECT id FROM matches WHERE status = '${MATCH_STATUS.scheduled}' AND match_date > now())`;
/** The finished matches and the version of their latest result: (id, version). */
export const FINISHED_MATCHES_SQL = `(SELECT id, version FROM matches WHERE status = ${FINISHED})`;
/** Every match's season, round (its matchday), scheduled kick-off and status: (id, season, round, kick_off, status). */
export const MATCH_ROUNDS_SQL = `(SELECT id, season, matchday AS round, match_date AS kick_off, status FROM matches)`;
/** Every match's two clubs, a row each, with its season, round and status: (id, season, round, team_id, status). */
export const MATCH_CLUBS_SQL = `(SELECT id, season, matchday AS round, home_team_id AS team_id, status FROM matches
  UNION ALL SELECT id, season, matchday, away_team_id, status FROM matches)`;

const RESULT_COLUMNS = `home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", home_score AS "homeScore", away_score AS "awayScore"`;

/** The season's finished results: what the table is ranked from. */
export function finishedResults(manager: EntityManager, season: string): Promise<Result[]> {
  return manager.query(`SELECT ${RESULT_COLUMNS} FROM matches WHERE status = ${FINISHED} AND season = $1`, [season]);
}

/** The season's finished results with their rounds: what the season told round by round is ranked from. */
export function finishedRoundResults(manager: EntityManager, season: string): Promise<RoundResult[]> {
  return manager.query(`SELECT ${RESULT_COLUMNS}, matchday AS round FROM matches WHERE status = ${FINISHED} AND season = $1`, [season]);
}

/** Every club's last `perClub` finished matches of the season, each match once, in the order they were played. */
export function latestResults(manager: EntityManager, season: string, perClub: number): Promise<Result[]> {
  return manager.query(
    `SELECT ${RESULT_COLUMNS}
       FROM matches
      WHERE id IN (SELECT id FROM (
              SELECT m.id, row_number() OVER (PARTITION BY side.team_id ORDER BY m.match_date DESC, m.id DESC) AS latest
                FROM matches m CROSS JOIN LATERAL (VALUES (m.home_team_id), (m.away_team_id)) AS side(team_id)
               WHERE m.status = ${FINISHED} AND m.season = $1) ranked
             WHERE latest <= $2)
      ORDER BY match_date, id`,
    [season, perClub],
  );
}

/** A match's result as the features that follow results read it, at its current version. */
export interface MatchResult {
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
  version: number;
  season: string;
  round: number;
}

/**
 * The match's result, its row locked until the caller's transaction ends: a settlement or a scoring holding it
 * is ordered against a score correction of the same match. Null for a match that does not exist.
 */
export async function lockMatchResult(manager: EntityManager, matchId: number): Promise<MatchResult | null> {
  const [row] = (await manager.query(
    `SELECT status, home_score AS "homeScore", away_score AS "awayScore", version, season, matchday AS round
       FROM matches WHERE id = $1 FOR UPDATE`,
    [matchId],
  )) as MatchResult[];
  return row ?? null;
}

/** Where a match stands in its season, and whether it has kicked off (live or finished, or kicked off before a stop). */
export interface MatchKickOff {
  season: string;
  round: number;
  homeTeamId: number;
  awayTeamId: number;
  kickedOff: boolean;
}

/** The match's season, round, clubs and whether it has kicked off; null for a match that does not exist. */
export async function matchKickOff(manager: EntityManager, matchId: number): Promise<MatchKickOff | null> {
  const [row] = (await manager.query(
    `SELECT season, matchday AS round, home_team_id AS "homeTeamId", away_team_id AS "awayTeamId",
            (status IN ('${MATCH_STATUS.live}', ${FINISHED}) OR kicked_off_at IS NOT NULL) AS "kickedOff"
       FROM matches WHERE id = $1`,
    [matchId],
  )) as MatchKickOff[];
  return row ?? null;
}

/**
 * The round being played or picked now: the season's first round with a match still to play or in play
 * (scheduled or live; a postponed match waits for its new date and holds no round back); null once none is left.
 */
export async function currentRound(manager: EntityManager, season: string): Promise<number | null> {
  const [{ round }] = (await manager.query(
    `SELECT min(matchday) AS round FROM matches WHERE season = $1 AND status IN ('${MATCH_STATUS.scheduled}', '${MATCH_STATUS.live}')`,
    [season],
  )) as { round: number | null }[];
  return round;
}

export function matchExists(manager: EntityManager, matchId: number): Promise<boolean> {
  return manager.existsBy(Match, { id: matchId });
}

/** How many fixtures the season has. */
export async function seasonFixtureCount(manager: EntityManager, season: string): Promise<number> {
  const [{ fixtures }] = (await manager.query(`SELECT count(*)::int AS fixtures FROM matches WHERE season = $1`, [season])) as { fixtures: number }[];
  return fixtures;
}

/**
 * Each round of the season with its deadline: its first kick-off, cancelled matches aside; a match an operator
 * kicked off before its scheduled time counts from its real kick-off (LEAST skips a null kicked_off_at).
 */
export function roundDeadlines(manager: EntityManager, season: string): Promise<{ week: number; deadline: Date }[]> {
  return manager.query(
    `SELECT matchday AS week, min(least(match_date, kicked_off_at)) AS deadline
       FROM matches WHERE season = $1 AND status <> '${MATCH_STATUS.cancelled}' GROUP BY matchday`,
    [season],
  );
}

/** What a notification says of a match: its status, its score (0-0 before kick-off) and its clubs' names. */
export interface MatchFacts {
  id: number;
  status: MatchStatus;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  home: Required<LocalizedNames>;
  away: Required<LocalizedNames>;
}

export async function matchFacts(manager: EntityManager, matchId: number): Promise<MatchFacts | null> {
  const match = await manager.findOne(Match, { where: { id: matchId }, relations: { homeTeam: true, awayTeam: true } });
  if (!match?.homeTeam || !match.awayTeam) return null;
  const names = ({ name, nameArabic, nameKurdish }: Required<LocalizedNames>) => ({ name, nameArabic, nameKurdish });
  return {
    id: match.id,
    status: match.status,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    homeScore: match.homeScore ?? 0,
    awayScore: match.awayScore ?? 0,
    home: names(match.homeTeam),
    away: names(match.awayTeam),
  };
}

/** A timeline entry of the match: its kind and its side; null when the match has no such entry. */
export async function timelineEntry(manager: EntityManager, matchId: number, eventId: number): Promise<{ type: MatchEventType; teamId: number | null } | null> {
  const [row] = (await manager.query(`SELECT type, team_id AS "teamId" FROM match_events WHERE id = $1 AND match_id = $2`, [eventId, matchId])) as {
    type: MatchEventType;
    teamId: number | null;
  }[];
  return row ?? null;
}

/** The match whose result came last (by kick-off), if any has finished. */
export async function latestResultId(manager: EntityManager): Promise<number | null> {
  const [row] = (await manager.query(`SELECT id FROM matches WHERE status = ${FINISHED} ORDER BY match_date DESC LIMIT 1`)) as { id: number }[];
  return row?.id ?? null;
}

/** The scheduled matches kicking off between `from` and `to` from now (PostgreSQL intervals), by round. */
export function roundsKickingOffWithin(manager: EntityManager, from: string, to: string): Promise<{ season: string; round: number; matchIds: number[] }[]> {
  return manager.query(
    `SELECT season, matchday AS round, array_agg(id) AS "matchIds" FROM matches
      WHERE status = '${MATCH_STATUS.scheduled}' AND match_date BETWEEN now() + $1::interval AND now() + $2::interval
      GROUP BY season, matchday`,
    [from, to],
  );
}

/** The scheduled matches between `start` and `end` (any date when not given), soonest first. */
export function scheduledMatches(manager: EntityManager, limit: number, between?: { start: Date; end: Date }): Promise<Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>[]> {
  return manager.query(
    `SELECT id, home_team_id AS "homeTeamId", away_team_id AS "awayTeamId" FROM matches
      WHERE status = '${MATCH_STATUS.scheduled}' AND ($1::timestamptz IS NULL OR (match_date >= $1 AND match_date < $2))
      ORDER BY match_date, id LIMIT $3`,
    [between?.start ?? null, between?.end ?? null, limit],
  );
}

/** The matches a simulation plays on at `now`: every live one, and the scheduled ones whose kick-off time has come, soonest first. */
export function matchesInPlay(manager: EntityManager, now: Date): Promise<{ id: number }[]> {
  return manager.query(
    `SELECT id FROM matches
      WHERE status = '${MATCH_STATUS.live}' OR (status = '${MATCH_STATUS.scheduled}' AND match_date <= $1)
      ORDER BY match_date, id`,
    [now],
  );
}

/** Who is on a match's sheet, with their side and position. */
export async function teamSheetOf(manager: EntityManager, matchId: number): Promise<{ playerId: number; teamId: number; position: PlayerPosition }[]> {
  const rows = await manager.find(MatchLineup, { where: { matchId }, relations: { player: true } });
  return rows.map((row) => ({ playerId: row.playerId, teamId: row.teamId, position: (row.player as NonNullable<MatchLineup['player']>).position }));
}

/** What one player did in one finished match, as weekly squads score it. */
export interface MatchPlayerStats {
  matchId: number;
  playerId: number;
  season: string;
  round: number;
  /**
   * Regular time on the pitch: from kick-off for a starter, from his substitution for one who came on (none for
   * one on the sheet with no minute he came on), until he was replaced, sent off or the match ended.
   */
  minutesPlayed: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Goals the player's side let in. */
  conceded: number;
}

/**
 * Everyone on the sheet of one finished match, or of every finished match, with what each did there: minutes
 * played, goals that stand, assists, cards (an undone one counts for nothing), and the goals their side conceded.
 */
export function matchPlayerStats(manager: EntityManager, scope: { matchId: number } | 'allMatches'): Promise<MatchPlayerStats[]> {
  return manager.query(
    `WITH scoped AS (
       SELECT id, season, matchday, home_team_id, home_score, away_score FROM matches
        WHERE status = ${FINISHED} AND ($1::int IS NULL OR id = $1)),
     standing AS (
       SELECT e.* FROM match_events e JOIN scoped m ON m.id = e.match_id WHERE e.disallowed_version IS NULL),
     events AS (
       SELECT match_id, player_id,
              count(*) FILTER (WHERE type = 'goal') AS goals,
              count(*) FILTER (WHERE type = 'yellow_card') AS yellows,
              count(*) FILTER (WHERE type = 'red_card') AS reds,
              least(min(minute) FILTER (WHERE type IN ('red_card', 'substitution')), ${FULL_TIME_MINUTE}) AS left_at
         FROM standing WHERE player_id IS NOT NULL
        GROUP BY match_id, player_id),
     came_on AS (
       SELECT match_id, player_on_id AS player_id, min(minute) AS came_on_at FROM standing
        WHERE type = 'substitution' GROUP BY match_id, player_on_id),
     assists AS (
       SELECT match_id, assist_player_id AS player_id, count(*) AS assists FROM standing
        WHERE type = 'goal' AND assist_player_id IS NOT NULL
        GROUP BY match_id, assist_player_id)
     SELECT l.match_id AS "matchId", l.player_id AS "playerId", m.season, m.matchday AS round,
            greatest(coalesce(ev.left_at, ${FULL_TIME_MINUTE}) - CASE WHEN l.is_starter THEN 0 ELSE coalesce(c.came_on_at, ${FULL_TIME_MINUTE}) END, 0)::int
              AS "minutesPlayed",
            coalesce(ev.goals, 0)::int AS goals, coalesce(a.assists, 0)::int AS assists,
            coalesce(ev.yellows, 0)::int AS "yellowCards", coalesce(ev.reds, 0)::int AS "redCards",
            CASE WHEN l.team_id = m.home_team_id THEN m.away_score ELSE m.home_score END AS conceded
       FROM match_lineups l
       JOIN scoped m ON m.id = l.match_id
       LEFT JOIN events ev ON ev.match_id = l.match_id AND ev.player_id = l.player_id
       LEFT JOIN came_on c ON c.match_id = l.match_id AND c.player_id = l.player_id
       LEFT JOIN assists a ON a.match_id = l.match_id AND a.player_id = l.player_id`,
    [scope === 'allMatches' ? null : scope.matchId],
  );
}

/** The matches' venues and referees that have a Latin name but no Arabic or no Sorani one. */
export async function untranslatedMatchNames(manager: EntityManager): Promise<MissingTranslation[]> {
  return manager.query(
    `SELECT field.kind, 'match' AS subject, m.id, field.name,
            array_remove(ARRAY[CASE WHEN field.arabic IS NULL THEN 'arabic' END, CASE WHEN field.kurdish IS NULL THEN 'kurdish' END], NULL) AS missing
       FROM matches m
      CROSS JOIN LATERAL (VALUES ('stadium', m.venue, nullif(m.venue_arabic, ''), nullif(m.venue_kurdish, '')),
                                 ('referee', m.referee, nullif(m.referee_arabic, ''), nullif(m.referee_kurdish, ''))) AS field(kind, name, arabic, kurdish)
      WHERE nullif(field.name, '') IS NOT NULL AND (field.arabic IS NULL OR field.kurdish IS NULL)
      ORDER BY m.match_date, m.id, field.kind`,
  );
}

/** A season's fixture as an import compares it with its file. */
export type SeasonFixture = Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId' | 'matchDate' | 'matchday' | 'venue' | 'status' | 'homeScore' | 'awayScore'>;

/** Every fixture of the season, the rows locked until the caller's transaction ends (an import compares, then changes them). */
export function seasonFixtures(manager: EntityManager, season: string): Promise<SeasonFixture[]> {
  return manager.find(Match, {
    where: { season },
    select: { id: true, homeTeamId: true, awayTeamId: true, matchDate: true, matchday: true, venue: true, status: true, homeScore: true, awayScore: true },
    lock: { mode: 'pessimistic_write' },
  });
}

/** A fixture an import creates: as its file has it, played or not. */
export type NewFixture = Pick<Match, 'season' | 'homeTeamId' | 'awayTeamId' | 'matchDate' | 'matchday' | 'venue' | 'status' | 'homeScore' | 'awayScore'>;

/** Creates the fixtures in one statement and answers their ids, in order. */
export async function insertFixtures(manager: EntityManager, fixtures: readonly NewFixture[]): Promise<number[]> {
  if (!fixtures.length) return [];
  const inserted = await manager.insert(Match, fixtures as NewFixture[]);
  return inserted.identifiers.map((row) => row.id as number);
}

/** A fixture's details as the data desk edits them. */
export type FixtureDetailsOf = Pick<Match, 'matchDate' | 'matchday' | 'venue' | 'venueArabic' | 'venueKurdish' | 'referee' | 'refereeArabic' | 'refereeKurdish'>;

/** The fixture's details; null when there is no such match. */
export function fixtureDetailsOf(manager: EntityManager, matchId: number): Promise<FixtureDetailsOf | null> {
  return manager.findOne(Match, {
    where: { id: matchId },
    select: { matchDate: true, matchday: true, venue: true, venueArabic: true, venueKurdish: true, referee: true, refereeArabic: true, refereeKurdish: true },
  });
}

/**
 * How many matches the round is played with (a cancelled one is not, a postponed one is) once every one of them is
 * finished and counted by a game at its latest result; null while one is not. `counted` is the game's relation of
 * (match_id, version): the versions it settled or scored.
 */
export async function countedRoundMatches(manager: EntityManager, counted: string, season: string, round: number): Promise<number | null> {
  const [{ matches, done }] = (await manager.query(
    `SELECT count(*)::int AS matches, count(*) FILTER (WHERE m.status = ${FINISHED} AND c.version >= m.version)::int AS done
       FROM matches m LEFT JOIN ${counted} c ON c.match_id = m.id
      WHERE m.season = $1 AND m.matchday = $2 AND m.status <> '${MATCH_STATUS.cancelled}'`,
    [season, round],
  )) as { matches: number; done: number }[];
  return matches > 0 && done === matches ? matches : null;
}
