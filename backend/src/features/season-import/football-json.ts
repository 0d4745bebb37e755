import { zonedInstant, type ImportProblem, type MatchStatus } from '@isl/contracts';

/*
 * openfootball's football.json read as fixtures, every bad entry named (index, field, why). Pure: the clubs and
 * the season's fixtures are compared elsewhere.
 */

/** The statuses a fixture of a file can have; a live match is never imported. */
export type FileStatus = Exclude<MatchStatus, 'live'>;

/** One entry of the file as the import uses it. */
export interface FileFixture {
  /** Its index in the file's `matches`, from 0. */
  index: number;
  round: number;
  /** The kick-off as an instant: the file's local date and time read in the import's time zone. */
  matchDate: Date;
  /** The file gave a time; without one the fixture kicks off at midnight, local time, to be confirmed. */
  timeKnown: boolean;
  /** The file's local date (YYYY-MM-DD). */
  date: string;
  home: string;
  away: string;
  status: FileStatus;
  /** The full-time score of a finished match. */
  score: [number, number] | null;
  venue: string | null;
}

/** Names the file's rounds go by: "Matchday 3", "Round 3", "3. Round", "Week 3". */
const ROUND_NAMES = [/^(?:matchday|round|week)\s+(\d{1,3})$/i, /^(\d{1,3})\.\s*round$/i];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** What the file's `status` may say, and the match status each means; an abandoned match is to be replayed (or awarded). */
const STATUSES: Record<string, FileStatus> = { postponed: 'postponed', abandoned: 'postponed', cancelled: 'cancelled', canceled: 'cancelled' };
const CLUB_NAME_MAX = 100;
const VENUE_MAX = 150;
/** Midnight, local time: when a fixture whose time is not yet set kicks off, to be confirmed. */
export const TIME_TO_BE_CONFIRMED = '00:00';

/** The round number a round's name gives, or null for a name none of ROUND_NAMES matches. */
export function roundNumber(name: string): number | null {
  for (const pattern of ROUND_NAMES) {
    const match = pattern.exec(name.trim());
    if (match && Number(match[1]) >= 1) return Number(match[1]);
  }
  return null;
}

/** Whether `text` is a calendar date written YYYY-MM-DD (no 31 April). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScore = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((goals) => Number.isInteger(goals) && (goals as number) >= 0 && (goals as number) <= 99);

/** Collects an entry's problems while it is read. */
class EntryReader {
  readonly problems: ImportProblem[] = [];
  constructor(
    readonly index: number,
    readonly entry: Record<string, unknown>,
  ) {}

  problem(field: string, message: string): null {
    this.problems.push({ index: this.index, field, message });
    return null;
  }

  /** A required (or, with `optional`, possibly absent) text field, trimmed. */
  text(field: string, { optional = false, max = Infinity } = {}): string | null {
    const value = this.entry[field];
    if (value === undefined || value === null) return optional ? null : this.problem(field, `${field} is missing`);
    if (typeof value !== 'string' || !value.trim()) return this.problem(field, `${field} must be non-blank text`);
    if (value.trim().length > max) return this.problem(field, `${field} must be at most ${max} characters`);
    return value.trim();
  }
}

/** One entry of `matches`, or null with its problems named. */
function readEntry(reader: EntryReader, timeZone: string, now: Date): FileFixture | null {
  const roundName = reader.text('round');
  const round = roundName === null ? null : (roundNumber(roundName) ?? reader.problem('round', `"${roundName}" is not a round name (such as "Matchday 3", "Round 3", "3. Round" or "Week 3")`));
  const dateText = reader.text('date');
  const date = dateText === null ? null : isCalendarDate(dateText) ? dateText : reader.problem('date', `"${dateText}" is not a date (YYYY-MM-DD)`);
  const timeText = reader.text('time', { optional: true });
  const time = timeText === null || TIME.test(timeText) ? timeText : reader.problem('time', `"${timeText}" is not a time of day (HH:MM)`);
  const home = reader.text('team1', { max: CLUB_NAME_MAX });
  const away = reader.text('team2', { max: CLUB_NAME_MAX });
  const venue = reader.text('ground', { optional: true, max: VENUE_MAX });
  const statusText = reader.text('status', { optional: true });
  const status = statusText === null ? null : (STATUSES[statusText.toLowerCase()] ?? reader.problem('status', `"${statusText}" is not a status the import knows (postponed, abandoned, cancelled)`));
  const score = readScore(reader);
  if (score && status) reader.problem('score.ft', `a ${statusText} match has no final score`);
  if (reader.problems.length) return null;
  const matchDate = zonedInstant(date as string, time ?? TIME_TO_BE_CONFIRMED, timeZone);
  if (score && matchDate > now) return reader.problem('score.ft', `the match is dated ${date} ${time ?? TIME_TO_BE_CONFIRMED}, still to come: it has no result yet`);
  return {
    index: reader.index,
    round: round as number,
    date: date as string,
    matchDate,
    timeKnown: time !== null,
    home: home as string,
    away: away as string,
    status: status ?? (score ? 'finished' : 'scheduled'),
    score,
    venue,
  };
}

/** The full-time score, if the match was played; an empty (or absent) score is a match not yet played. */
function readScore(reader: EntryReader): [number, number] | null {
  const score = reader.entry.score;
  if (score === undefined || score === null) return null;
  if (!isRecord(score)) return reader.problem('score', 'score must be an object such as {"ft": [2, 1]}');
  for (const half of ['ht', 'ft'] as const) {
    if (score[half] !== undefined && !isScore(score[half])) reader.problem(`score.${half}`, `score.${half} must be two whole numbers of goals, such as [2, 1]`);
  }
  return isScore(score.ft) ? score.ft : null;
}

/**
 * The file's fixtures, or every problem in it: its shape, then each entry's fields. Two clubs' meeting and a club's
 * round are checked once the names are matched to clubs (see fixtureListProblems).
 */
export function readFootballJson(file: unknown, timeZone: string, now: Date): { fixtures: FileFixture[]; problems: ImportProblem[] } {
  if (!isRecord(file) || !Array.isArray(file.matches)) {
    return { fixtures: [], problems: [{ index: null, field: 'matches', message: 'the file must be a football.json object with a "matches" list' }] };
  }
  if (!file.matches.length) return { fixtures: [], problems: [{ index: null, field: 'matches', message: 'the file lists no matches' }] };
  const fixtures: FileFixture[] = [];
  const problems: ImportProblem[] = [];
  file.matches.forEach((entry, index) => {
    if (!isRecord(entry)) {
      problems.push({ index, field: 'matches', message: 'each match must be an object' });
      return;
    }
    const reader = new EntryReader(index, entry);
    const fixture = readEntry(reader, timeZone, now);
    if (fixture) fixtures.push(fixture);
    problems.push(...reader.problems);
  });
  return { fixtures, problems };
}

/**
 * What is wrong with the list as a whole once each name has its club (`clubOf` gives the same key for two names of
 * one club): a club playing itself, a meeting of the same home and away clubs twice, a club playing twice in one round, a round beyond
 * the season's last (`rounds`; null when the import makes the season).
 */
export function fixtureListProblems(fixtures: readonly FileFixture[], clubOf: (name: string) => string, rounds: number | null): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const meetings = new Map<string, number>();
  const inRound = new Map<string, number>();
  for (const fixture of fixtures) {
    const { index, round, home, away } = fixture;
    if (rounds !== null && round > rounds) problems.push({ index, field: 'round', message: `round ${round} is beyond the season's ${rounds} rounds` });
    if (clubOf(home) === clubOf(away)) {
      problems.push({ index, field: 'team2', message: `${home} cannot play itself` });
      continue;
    }
    const meeting = `${clubOf(home)}|${clubOf(away)}`;
    const earlier = meetings.get(meeting);
    if (earlier !== undefined) problems.push({ index, field: 'team1', message: `${home} v ${away} is a duplicate of entry ${earlier}: a season has each home fixture once` });
    else meetings.set(meeting, index);
    for (const [field, name] of [['team1', home], ['team2', away]] as const) {
      const key = `${round}|${clubOf(name)}`;
      const other = inRound.get(key);
      if (other !== undefined) problems.push({ index, field, message: `${name} already plays in round ${round} (entry ${other})` });
      else inRound.set(key, index);
    }
  }
  return problems;
}
