import {
  CURRENT_ROUND,
  doubleRoundRobin,
  elapsedMinutes,
  HALF_LENGTH_MINUTES,
  LEAGUE_TIME_ZONE,
  zonedDayRange,
  type MatchStatus,
} from '@isl/contracts';
import { FACTS } from './facts';
import { SeededRandom } from '../../platform/runtime/seeded-random';

/*
 * The schedule: who plays whom in which round, when each fixture kicks off and where it stands now. Rounds 1-31
 * are over, round 32 is this week (some finished, some live, some later today) and rounds 33-38 are to come.
 * Only the dates depend on `now`; fixtures and statuses never do.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const HALF_TIME_BREAK_MINUTES = 15;
/** When the live second-half match blew for half-time, in minutes after its kick-off. */
const LIVE_HALF_TIME_AFTER_MINUTES = 47;

/** A kick-off in league-local time: whole days from a reference day, and the time of day. */
interface LocalKickoff {
  day: number;
  at: `${number}:${number}`;
}

/** Where a fixture sits in the week; the ten of an ordinary round spread over three days. */
export type Slot =
  | ({ kind: 'roundWeek' } & LocalKickoff)
  | ({ kind: 'earlierThisWeek' } & LocalKickoff)
  | { kind: 'live'; minutesAgo: number; secondHalfMinutesAgo: number | null }
  | { kind: 'laterToday'; order: number };

const ROUND_KICKOFFS: readonly LocalKickoff[] = [
  { day: -1, at: '16:30' },
  { day: -1, at: '19:00' },
  { day: -1, at: '21:15' },
  { day: 0, at: '15:00' },
  { day: 0, at: '17:30' },
  { day: 0, at: '19:00' },
  { day: 0, at: '21:15' },
  { day: 1, at: '16:30' },
  { day: 1, at: '19:00' },
  { day: 1, at: '21:15' },
];
/** Round 32, this week: finished two or three days ago, two live now, three later today. */
const CURRENT_ROUND_SLOTS: readonly Slot[] = [
  { kind: 'earlierThisWeek', day: -3, at: '16:30' },
  { kind: 'earlierThisWeek', day: -3, at: '19:00' },
  { kind: 'earlierThisWeek', day: -3, at: '21:15' },
  { kind: 'earlierThisWeek', day: -2, at: '17:30' },
  { kind: 'earlierThisWeek', day: -2, at: '20:00' },
  { kind: 'live', minutesAgo: 75, secondHalfMinutesAgo: 15 },
  { kind: 'live', minutesAgo: 35, secondHalfMinutesAgo: null },
  { kind: 'laterToday', order: 0 },
  { kind: 'laterToday', order: 1 },
  { kind: 'laterToday', order: 2 },
];
/** Usual evening kick-offs; later-today matches take the last free ones. */
const TODAY_KICKOFFS: readonly LocalKickoff['at'][] = ['15:00', '16:30', '18:00', '19:30', '21:00'];
/** A later-today kick-off needs this much notice, else the three are squeezed in before midnight. */
const LATER_TODAY_NOTICE_MS = 15 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------------------
// Fixtures.

/** One match of the season; `home` and `away` are indexes of the facts file's clubs. */
export interface Fixture {
  round: number;
  home: number;
  away: number;
  slot: Slot;
  status: MatchStatus;
}

/** The double round robin over the clubs in a fixed shuffled order, each fixture with its place in the week. */
export function planFixtures(): Fixture[] {
  const order = new SeededRandom('schedule').shuffle(FACTS.clubs.map((_, i) => i));
  const placedInRound = new Map<number, number>();
  return doubleRoundRobin(order.length).map(({ round, home, away }) => {
    const indexInRound = placedInRound.get(round) ?? 0;
    placedInRound.set(round, indexInRound + 1);
    const slot: Slot =
      round === CURRENT_ROUND ? CURRENT_ROUND_SLOTS[indexInRound] : { kind: 'roundWeek', ...ROUND_KICKOFFS[indexInRound] };
    return { round, home: order[home], away: order[away], slot, status: statusOf(round, slot) };
  });
}

function statusOf(round: number, slot: Slot): MatchStatus {
  switch (slot.kind) {
    case 'roundWeek':
      return round < CURRENT_ROUND ? 'finished' : 'scheduled';
    case 'earlierThisWeek':
      return 'finished';
    case 'live':
      return 'live';
    case 'laterToday':
      return 'scheduled';
  }
}

// ---------------------------------------------------------------------------------------------------------
// Dates. Baghdad keeps UTC+3 all year, so days and hours can be added to a local midnight as they are.

/** The moments every kick-off is reckoned from, worked out once. */
export interface Calendar {
  now: number;
  /** Start of the league-local day containing `now`. */
  today: number;
  laterToday: number[];
}

export function newCalendar(now: Date): Calendar {
  const { start, end } = zonedDayRange(now, LEAGUE_TIME_ZONE);
  return { now: now.getTime(), today: start.getTime(), laterToday: laterTodayKickoffs(now.getTime(), start.getTime(), end.getTime()) };
}

export interface MatchClock {
  matchDate: Date;
  kickedOffAt: Date | null;
  halfTimeAt: Date | null;
  secondHalfStartedAt: Date | null;
}

/** A fixture's kick-off and whistles; a finished match's half-time falls one to four minutes after the 45th. */
export function matchClock(fixture: Fixture, calendar: Calendar, random: SeededRandom): MatchClock {
  const kickoff = kickoffTime(fixture, calendar);
  const at = (ms: number) => new Date(ms);
  if (fixture.slot.kind === 'live') {
    const { secondHalfMinutesAgo } = fixture.slot;
    return {
      matchDate: at(kickoff),
      kickedOffAt: at(kickoff),
      halfTimeAt: secondHalfMinutesAgo === null ? null : at(kickoff + LIVE_HALF_TIME_AFTER_MINUTES * MINUTE_MS),
      secondHalfStartedAt: secondHalfMinutesAgo === null ? null : at(calendar.now - secondHalfMinutesAgo * MINUTE_MS),
    };
  }
  if (fixture.status === 'scheduled') {
    return { matchDate: at(kickoff), kickedOffAt: null, halfTimeAt: null, secondHalfStartedAt: null };
  }
  const halfTime = kickoff + (HALF_LENGTH_MINUTES + random.int(1, 4)) * MINUTE_MS;
  return {
    matchDate: at(kickoff),
    kickedOffAt: at(kickoff),
    halfTimeAt: at(halfTime),
    secondHalfStartedAt: at(halfTime + HALF_TIME_BREAK_MINUTES * MINUTE_MS),
  };
}

function kickoffTime({ round, slot }: Fixture, calendar: Calendar): number {
  switch (slot.kind) {
    case 'roundWeek':
      return localKickoff(calendar.today, (round - CURRENT_ROUND) * 7 + slot.day, slot.at);
    case 'earlierThisWeek':
      return localKickoff(calendar.today, slot.day, slot.at);
    case 'live':
      return calendar.now - slot.minutesAgo * MINUTE_MS;
    case 'laterToday':
      return calendar.laterToday[slot.order];
  }
}

function localKickoff(today: number, days: number, at: LocalKickoff['at']): number {
  return today + days * DAY_MS + minutesOfDay(at) * MINUTE_MS;
}

function minutesOfDay(at: LocalKickoff['at']): number {
  const [hours, minutes] = at.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Three kick-offs after `now` and before local midnight: the usual evening times, or squeezed in evenly. */
function laterTodayKickoffs(now: number, today: number, midnight: number): number[] {
  const count = CURRENT_ROUND_SLOTS.filter((s) => s.kind === 'laterToday').length;
  const usual = TODAY_KICKOFFS.map((at) => localKickoff(today, 0, at)).filter((t) => t > now + LATER_TODAY_NOTICE_MS);
  if (usual.length >= count) return usual.slice(-count);
  const gap = (midnight - now) / (count + 1);
  return Array.from({ length: count }, (_, i) => {
    const exact = now + gap * (i + 1);
    const wholeMinute = Math.floor(exact / MINUTE_MS) * MINUTE_MS;
    return wholeMinute > now ? wholeMinute : exact;
  });
}

/** The minute a live match has reached (events after it have not happened yet); null for a finished one. */
export function liveCutoff(fixture: Fixture, clock: MatchClock, now: Date): number | null {
  return fixture.status === 'live' ? elapsedMinutes({ status: 'live', ...clock }, now) : null;
}
