const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock time of `instant` in `timeZone`, expressed as if it were UTC. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
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
