import { FORMATION_4_3_3, POSITION_GROUPS, positionGroup, SQUAD_FORMATION } from '@isl/contracts';
import { FACTS } from './facts';
import { newRoster, playMatch, toMatchPlan, type PlayedMatch, type TimelineEntry } from './plan-match-events';
import { clubStrengths, planScores, topScorerShares, type PlannedScore } from './plan-results';
import { planFixtures, type Fixture, type MatchClock } from './plan-schedule';
import { planSquads } from './plan-squads';
import { SeededRandom } from '../../platform/runtime/seeded-random';

const strengths = clubStrengths();
const players = planSquads(strengths, 2026);
const fixtures = planFixtures();
const scores = planScores(fixtures, strengths);
const roster = newRoster(players, topScorerShares(players, fixtures, scores));
/** Every fixture that has kicked off, with its planned score. */
const kickedOff = fixtures.flatMap((fixture, i) => {
  const score = scores[i];
  return score ? [{ fixture, score }] : [];
});

/** Plays every kicked-off fixture to the end, or stopped at `cutoff`, on a stream of its own. */
function playAll(cutoff: number | null): (PlayedMatch & { fixture: Fixture; score: PlannedScore })[] {
  const random = new SeededRandom(`test matches ${cutoff}`);
  return kickedOff.map(({ fixture, score }) => ({ fixture, score, ...playMatch(fixture, score, cutoff, roster, random) }));
}

const incidents = (timeline: TimelineEntry[]) => timeline.filter((e) => e.playerIndex !== null);
const whistles = (timeline: TimelineEntry[]) => timeline.filter((e) => e.teamIndex === null).map((e) => `${e.type}@${e.minute}`);

describe('playMatch', () => {
  const finished = playAll(null);

  it('plays each fixture to its planned score, each goal to the side that scored it', () => {
    for (const { fixture, score, timeline } of finished) {
      const goals = timeline.filter((e) => e.type === 'goal');
      expect(goals.filter((e) => e.teamIndex === fixture.home)).toHaveLength(score.home);
      expect(goals.filter((e) => e.teamIndex === fixture.away)).toHaveLength(score.away);
    }
  });

  it('lines up a fit 4-3-3 and up to three substitutes for each side, and only they score, assist or are booked', () => {
    for (const { fixture, timeline, lineups } of finished) {
      for (const teamIndex of [fixture.home, fixture.away]) {
        const rows = lineups.filter((l) => l.teamIndex === teamIndex);
        const starters = rows.filter((l) => l.isStarter).map((l) => players[l.playerIndex]);
        const groups = starters.map((p) => positionGroup(p.position));
        expect(Object.fromEntries(POSITION_GROUPS.map((g) => [g, groups.filter((x) => x === g).length]))).toEqual(FORMATION_4_3_3);
        expect(rows.length - starters.length).toBeLessThanOrEqual(3);
        expect(rows.map((l) => players[l.playerIndex]).filter((p) => p.teamIndex !== teamIndex || p.isInjured)).toEqual([]);
      }
      const outsiders = incidents(timeline).filter((e) => {
        const lineup = new Set(lineups.filter((l) => l.teamIndex === e.teamIndex).map((l) => l.playerIndex));
        const assist = e.assistPlayerIndex;
        return !lineup.has(e.playerIndex!) || (assist !== null && (!lineup.has(assist) || assist === e.playerIndex));
      });
      expect(outsiders).toEqual([]);
    }
  });

  it('times every incident at its own minute from 1 to 90, in order, between the four whistles', () => {
    for (const { timeline } of finished) {
      const minutes = incidents(timeline).map((e) => e.minute);
      expect(new Set(minutes).size).toBe(minutes.length);
      expect(minutes.every((m) => m >= 1 && m <= 90)).toBe(true);
      expect(timeline.map((e) => e.minute)).toEqual(timeline.map((e) => e.minute).sort((a, b) => a - b));
      expect(whistles(timeline)).toEqual(['kickoff@0', 'halftime@45', 'second_half@46', 'fulltime@90']);
    }
  });

  it('books each player once at most, and never sends off one who scored or assisted', () => {
    for (const { timeline } of finished) {
      const booked = timeline.filter((e) => e.type === 'yellow_card' || e.type === 'red_card').map((e) => e.playerIndex);
      expect(new Set(booked).size).toBe(booked.length);
      const involved = new Set(timeline.filter((e) => e.type === 'goal').flatMap((e) => [e.playerIndex, e.assistPlayerIndex]));
      expect(timeline.filter((e) => e.type === 'red_card' && involved.has(e.playerIndex))).toEqual([]);
    }
  });

  it.each([
    [30, ['kickoff@0']],
    [61, ['kickoff@0', 'halftime@45', 'second_half@46']],
  ])('stops a live match at minute %i, with the whistles blown by then', (cutoff, expected) => {
    for (const { timeline } of playAll(cutoff)) {
      expect(whistles(timeline)).toEqual(expected);
      expect(incidents(timeline).filter((e) => e.minute > cutoff)).toEqual([]);
    }
  });
});

describe('toMatchPlan', () => {
  const clock: MatchClock = {
    matchDate: new Date('2026-11-20T15:00:00Z'),
    kickedOffAt: new Date('2026-11-20T15:00:00Z'),
    halfTimeAt: new Date('2026-11-20T15:47:00Z'),
    secondHalfStartedAt: new Date('2026-11-20T16:02:00Z'),
  };
  const notKickedOff: MatchClock = { matchDate: clock.matchDate, kickedOffAt: null, halfTimeAt: null, secondHalfStartedAt: null };
  const [{ fixture, timeline }] = playAll(null);
  const numbered = timeline.map((entry, i) => ({ ...entry, matchIndex: 0, version: i + 1 }));
  const home = FACTS.clubs[fixture.home];

  it('counts the score from the timeline’s goals and fills the home stadium, within its capacity', () => {
    const match = toMatchPlan(fixture, clock, numbered, strengths, new SeededRandom('test'));
    const goalsOf = (team: number) => numbered.filter((e) => e.type === 'goal' && e.teamIndex === team).length;
    expect(match).toMatchObject({
      homeTeamIndex: fixture.home,
      awayTeamIndex: fixture.away,
      matchday: fixture.round,
      status: 'finished',
      ...clock,
      venue: home.stadium,
      homeScore: goalsOf(fixture.home),
      awayScore: goalsOf(fixture.away),
      homeFormation: SQUAD_FORMATION,
      awayFormation: SQUAD_FORMATION,
    });
    expect(match.attendance).toBeGreaterThan(0);
    expect(match.attendance).toBeLessThanOrEqual(home.capacity!);
    expect(match.referee).toBeTruthy();
  });

  it('versions a match by its timeline, with nothing left to settle once finished and everything while live', () => {
    const random = new SeededRandom('test');
    expect(toMatchPlan(fixture, clock, numbered, strengths, random)).toMatchObject({
      version: numbered.length,
      settledVersion: numbered.length,
    });
    const live = toMatchPlan({ ...fixture, status: 'live' }, clock, numbered, strengths, random);
    expect(live).toMatchObject({ version: numbered.length, settledVersion: 0 });
  });

  it('leaves a match that has not kicked off without score, crowd, formations or version', () => {
    const match = toMatchPlan({ ...fixture, status: 'scheduled' }, notKickedOff, [], strengths, new SeededRandom('test'));
    expect(match).toMatchObject({
      homeScore: null,
      awayScore: null,
      attendance: null,
      homeFormation: null,
      awayFormation: null,
      kickedOffAt: null,
      version: 0,
      settledVersion: 0,
    });
  });
});
