import { LEAGUE_TIME_ZONE } from './constants';
import { madeOncePerKey } from './made-once';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Building a formatter costs far more than using one: one per time zone, made on first use. */
const wallClockFormatter = madeOncePerKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/**
 * Zones that have kept one offset all year since a date, as the tz database has them: their wall clock is read
 * without Intl from then on. The first Intl.DateTimeFormat of a zone loads its rules, a long task on a phone as
 * the web app starts (docs/benchmarks.md), only to add the same three hours. Iraq dropped summer time after 2007. A test reads
 * every day since against the runtime's own rules, so a change in the tz database shows there.
 */
const STEADY_OFFSETS: Readonly<Record<string, { sinceMs: number; offsetMs: number }>> = {
  'Asia/Baghdad': { sinceMs: Date.UTC(2008, 0, 1), offsetMs: 3 * HOUR_MS },
};

/** The wall-clock time of `instant` in `timeZone`, to the second, expressed as if it were UTC. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const steady = STEADY_OFFSETS[timeZone];
  if (steady && instant.getTime() >= steady.sinceMs) return Math.floor(instant.getTime() / 1000) * 1000 + steady.offsetMs;
  const parts = wallClockFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The instant a wall clock in `timeZone` shows `date` (YYYY-MM-DD) at `time` (HH:MM): how a fixture list's local
 * kick-off times become instants. In a spring-forward gap the hour after is taken; in an autumn fold, the second.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset near the wall time, then at the instant it gives (they differ only across a change of offset).
  const firstGuess = wall - (wallClockAsUtc(new Date(wall), timeZone) - wall);
  const offset = wallClockAsUtc(new Date(firstGuess), timeZone) - firstGuess;
  return new Date(wall - offset);
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as Asia/Baghdad). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The calendar day containing `instant` in `timeZone`, as a half-open UTC range [start, end). */
export function zonedDayRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const wall = wallClockAsUtc(instant, timeZone);
  const offset = wall - Math.floor(instant.getTime() / 1000) * 1000;
  const wallMidnight = Math.floor(wall / DAY_MS) * DAY_MS;
  const start = wallMidnight - offset;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The calendar month containing `instant` in `timeZone`, as a half-open UTC range [start, end). */
export function zonedMonthRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const wall = new Date(wallClockAsUtc(instant, timeZone));
  const offset = wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
  const start = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - offset;
  const end = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1) - offset;
  return { start: new Date(start), end: new Date(end) };
}

/** A moment as read on the league's calendar and clock (Baghdad), wherever the reader is. */
export interface LeagueDate {
  /** Days since 1970-01-01 on the league's calendar: two moments share a league day when these are equal. */
  dayNumber: number;
  year: number;
  /** 0 = Sunday. */
  weekday: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 24-hour "HH:mm". */
  time: string;
}

export function leagueDate(moment: Date): LeagueDate {
  const wall = new Date(wallClockAsUtc(moment, LEAGUE_TIME_ZONE));
  return {
    dayNumber: Math.floor(wall.getTime() / DAY_MS),
    year: wall.getUTCFullYear(),
    weekday: wall.getUTCDay(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    time: wall.toISOString().slice(11, 16),
  };
}

/** The league day (Baghdad's calendar day) containing `moment`, as a half-open UTC range [start, end). */
export function leagueDayRange(moment: Date): { start: Date; end: Date } {
  return zonedDayRange(moment, LEAGUE_TIME_ZONE);
}

/** The league month (Baghdad's calendar month) containing `moment`, as a half-open UTC range [start, end). */
export function leagueMonthRange(moment: Date): { start: Date; end: Date } {
  return zonedMonthRange(moment, LEAGUE_TIME_ZONE);
}

/**
 * The league month containing `moment` as "YYYY-MM": how the monthly leaderboard names its month (PostgreSQL
 * writes the same with `to_char(at AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM')`).
 */
export function leagueMonthKey(moment: Date): string {
  return new Date(wallClockAsUtc(moment, LEAGUE_TIME_ZONE)).toISOString().slice(0, 7);
}
