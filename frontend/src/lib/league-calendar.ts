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
