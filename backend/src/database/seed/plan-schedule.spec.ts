import { CURRENT_ROUND, doubleRoundRobin, LEAGUE_TIME_ZONE, zonedDayRange } from '@isl/contracts';
import { liveCutoff, matchClock, newCalendar, planFixtures, type Fixture, type MatchClock } from './plan-schedule';
import { SeededRandom } from '../../platform/runtime/seeded-random';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('planFixtures', () => {
  const fixtures = planFixtures();
  const inRound = (round: number) => fixtures.filter((f) => f.round === round);

  it('is a double round robin: 380 fixtures, each ordered pair once, 10 a round, no club twice in a round', () => {
    expect(fixtures).toHaveLength(380);
    expect(new Set(fixtures.map((f) => `${f.home}-${f.away}`)).size).toBe(380);
    for (let round = 1; round <= 38; round++) {
      expect(inRound(round)).toHaveLength(10);
      expect(new Set(inRound(round).flatMap((f) => [f.home, f.away])).size).toBe(20);
    }
  });

  it('does not schedule the clubs in data-file order', () => {
    expect(fixtures.map(({ round, home, away }) => ({ round, home, away }))).not.toEqual(doubleRoundRobin(20));
  });

  it('finishes the rounds before the current one and schedules those after it', () => {
    const wrong = fixtures.filter(
      (f) => (f.round < CURRENT_ROUND && f.status !== 'finished') || (f.round > CURRENT_ROUND && f.status !== 'scheduled'),
    );
    expect(wrong).toEqual([]);
  });

  it('has the current round half played: five finished, two live, three still to come', () => {
    const statuses = inRound(CURRENT_ROUND).map((f) => f.status);
    expect(statuses.filter((s) => s === 'finished')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'live')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'scheduled')).toHaveLength(3);
  });

  it('is the same every time', () => {
    expect(planFixtures()).toEqual(fixtures);
  });
});

describe.each([
  ['mid-afternoon in Baghdad', new Date('2026-11-22T12:00:00Z')],
  ['ten minutes before midnight in Baghdad', new Date('2026-11-22T20:50:00Z')],
])('the calendar at %s', (_label, now) => {
  const fixtures = planFixtures();
  const calendar = newCalendar(now);
  const random = new SeededRandom('clock');
  // Each fixture merged with its clock: one row serves as either, as liveCutoff below shows.
  const scheduled: (Fixture & MatchClock)[] = fixtures.map((f) => ({ ...f, ...matchClock(f, calendar, random) }));
  const minutesAgo = (d: Date) => (now.getTime() - d.getTime()) / MINUTE_MS;

  it('plays rounds 1-31 in the past and rounds 33-38 in the future', () => {
    const wrong = scheduled.filter(
      (m) =>
        (m.round <= 31 && (m.status !== 'finished' || m.matchDate >= now)) ||
        (m.round >= 33 && (m.status !== 'scheduled' || m.matchDate <= now || m.kickedOffAt !== null)),
    );
    expect(wrong).toEqual([]);
  });

  it('makes round 32 this week: finished days ago, live now, and kicking off later today in Baghdad', () => {
    const round = scheduled.filter((m) => m.round === 32);
    const finished = round.filter((m) => m.status === 'finished');
    const live = round.filter((m) => m.status === 'live');
    const later = round.filter((m) => m.status === 'scheduled');
    const { end } = zonedDayRange(now, LEAGUE_TIME_ZONE);

    for (const m of finished) {
      expect(now.getTime() - m.matchDate.getTime()).toBeGreaterThanOrEqual(DAY_MS);
      expect(now.getTime() - m.matchDate.getTime()).toBeLessThanOrEqual(4 * DAY_MS);
    }
    for (const m of live) {
      expect(minutesAgo(m.kickedOffAt!)).toBeGreaterThanOrEqual(10);
      expect(minutesAgo(m.kickedOffAt!)).toBeLessThanOrEqual(80);
      expect(m.matchDate).toEqual(m.kickedOffAt);
    }
    const secondHalf = live.find((m) => m.secondHalfStartedAt);
    expect(secondHalf?.halfTimeAt?.getTime()).toBe(secondHalf!.kickedOffAt!.getTime() + 47 * MINUTE_MS);
    expect(live.find((m) => !m.secondHalfStartedAt)?.halfTimeAt).toBeNull();
    expect(later.length).toBeGreaterThanOrEqual(1);
    for (const m of later) {
      expect(m.matchDate.getTime()).toBeGreaterThan(now.getTime());
      expect(m.matchDate.getTime()).toBeLessThan(end.getTime());
    }
  });

  it('kicks finished matches off at their date, then half-time, then the second half', () => {
    const wrong = scheduled.filter(
      (m) =>
        m.status === 'finished' &&
        (m.kickedOffAt?.getTime() !== m.matchDate.getTime() ||
          !(m.halfTimeAt! > m.kickedOffAt! && m.secondHalfStartedAt! > m.halfTimeAt!)),
    );
    expect(wrong).toEqual([]);
  });

  it('cuts a live match at the minute it has reached; a finished one has no cut-off', () => {
    const cutoffs = scheduled.map((m) => ({ status: m.status, secondHalf: !!m.secondHalfStartedAt, cutoff: liveCutoff(m, m, now) }));
    expect(cutoffs.filter((c) => c.status === 'finished' && c.cutoff !== null)).toEqual([]);
    const live = cutoffs.filter((c) => c.status === 'live');
    // Kicked off 35 minutes ago: in its 36th minute. Second half started 15 minutes ago: in its 61st.
    expect(live.find((c) => !c.secondHalf)?.cutoff).toBe(36);
    expect(live.find((c) => c.secondHalf)?.cutoff).toBe(61);
  });
});
