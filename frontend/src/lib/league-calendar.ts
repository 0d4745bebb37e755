import { leagueDate } from '@isl/contracts';

const DAY_MS = 86_400_000;
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
