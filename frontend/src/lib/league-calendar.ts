import { LEAGUE_TIME_ZONE } from '@isl/contracts';

/** A moment as read on the league's calendar and clock (Baghdad), wherever the fan is. */
export interface LeagueDate {
  /** Days since 1970-01-01 on the league's calendar, to compare days without time-zone arithmetic. */
  dayNumber: number;
  /** 0 = Sunday. */
  weekday: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 24-hour "HH:mm". */
  time: string;
}

const DAY_MS = 86_400_000;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function leagueDate(moment: Date): LeagueDate {
  const parts = Object.fromEntries(partsFormatter.formatToParts(moment).map((part) => [part.type, part.value]));
  const month = Number(parts.month) - 1;
  const day = Number(parts.day);
  const midnightUtc = Date.UTC(Number(parts.year), month, day);
  return {
    dayNumber: midnightUtc / DAY_MS,
    weekday: new Date(midnightUtc).getUTCDay(),
    month,
    day,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The moment as "YYYY-MM-DDTHH:mm" on the league's clock: the value a datetime-local input shows. */
export function toLeagueDateTimeInput(moment: Date): string {
  const { dayNumber, time } = leagueDate(moment);
  return `${new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}

/**
 * The moment a "YYYY-MM-DDTHH:mm" read on the league's clock stands for, wherever the operator's browser is;
 * null when the text is not such a value.
 */
export function fromLeagueDateTimeInput(value: string): Date | null {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The league clock's offset from UTC at about that moment (Baghdad keeps +3 all year).
  const wall = leagueDate(new Date(asIfUtc));
  const [wallHour, wallMinute] = wall.time.split(':').map(Number);
  const offset = wall.dayNumber * DAY_MS + wallHour * HOUR_MS + wallMinute * MINUTE_MS - asIfUtc;
  return new Date(asIfUtc - offset);
}
