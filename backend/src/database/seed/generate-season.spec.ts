import {
  compareStandings,
  computeStandings,
  doubleRoundRobin,
  elapsedMinutes,
  FORMATION_4_3_3,
  LEAGUE_TIME_ZONE,
  PLAYER_POSITIONS,
  positionGroup,
  zonedDayRange,
} from '@isl/contracts';
import { generateSeason, type EventPlan, type LineupPlan, type MatchPlan, type SeasonPlan } from './generate-season';
import leagueFacts from './league-facts.json';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Counts of `keys`, as a map from key to how often it occurs. */
function tally<K>(keys: K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe.each([
  ['mid-afternoon in Baghdad', new Date('2026-11-22T12:00:00Z')],
  ['ten minutes before midnight in Baghdad', new Date('2026-11-22T20:50:00Z')],
])('generateSeason at %s', (_label, now) => {
  let plan: SeasonPlan;
  let eventsOf: (matchIndex: number) => EventPlan[];
  let lineupOf: (matchIndex: number, teamIndex: number) => LineupPlan[];
  const indexed = () => plan.matches.map((match, matchIndex) => ({ match, matchIndex }));
  const kickedOff = (m: MatchPlan) => m.status !== 'scheduled';

  beforeAll(() => {
    plan = generateSeason(now);
    const events = groupBy(plan.events, (e) => e.matchIndex);
    const lineups = groupBy(plan.lineups, (l) => `${l.matchIndex}/${l.teamIndex}`);
    eventsOf = (matchIndex) => events.get(matchIndex) ?? [];
    lineupOf = (matchIndex, teamIndex) => lineups.get(`${matchIndex}/${teamIndex}`) ?? [];
  });

  it('has the 20 clubs of the data file, in its order, with colours and Kurdish names', () => {
    expect(plan.teams.map((t) => t.slug)).toEqual(leagueFacts.clubs.map((c) => c.slug));
    for (const team of plan.teams) {
      expect(team.primaryColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(team.secondaryColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(team.nameKurdish).toBeTruthy();
    }
  });

  it('is a double round robin: 380 matches, each ordered pair once, 10 a round, no club twice in a round', () => {
    expect(plan.matches).toHaveLength(380);
    expect(new Set(plan.matches.map((m) => `${m.homeTeamIndex}-${m.awayTeamIndex}`)).size).toBe(380);
    for (let round = 1; round <= 38; round++) {
      const inRound = plan.matches.filter((m) => m.matchday === round);
      expect(inRound).toHaveLength(10);
      expect(new Set(inRound.flatMap((m) => [m.homeTeamIndex, m.awayTeamIndex])).size).toBe(20);
    }
  });

  it('does not schedule the clubs in data-file order', () => {
    const fixtures = plan.matches.map((m) => ({ round: m.matchday, home: m.homeTeamIndex, away: m.awayTeamIndex }));
    expect(fixtures).not.toEqual(doubleRoundRobin(20));
  });

  it('plays rounds 1-31 in the past and rounds 33-38 in the future', () => {
    const wrong = plan.matches.filter(
      (m) =>
        (m.matchday <= 31 && (m.status !== 'finished' || m.matchDate >= now || m.homeScore === null)) ||
        (m.matchday >= 33 && (m.status !== 'scheduled' || m.matchDate <= now || m.homeScore !== null || m.kickedOffAt !== null)),
    );
    expect(wrong).toEqual([]);
  });

  it('makes round 32 this week: finished days ago, live now, and kicking off later today in Baghdad', () => {
    const round = plan.matches.filter((m) => m.matchday === 32);
    const minutesAgo = (d: Date) => (now.getTime() - d.getTime()) / MINUTE_MS;
    const finished = round.filter((m) => m.status === 'finished');
    const live = round.filter((m) => m.status === 'live');
    const later = round.filter((m) => m.status === 'scheduled');
    const { end } = zonedDayRange(now, LEAGUE_TIME_ZONE);

    expect(finished.length).toBeGreaterThanOrEqual(1);
    for (const m of finished) {
      expect(now.getTime() - m.matchDate.getTime()).toBeGreaterThanOrEqual(DAY_MS);
      expect(now.getTime() - m.matchDate.getTime()).toBeLessThanOrEqual(4 * DAY_MS);
    }
    expect(live.length).toBeGreaterThanOrEqual(1);
    for (const m of live) {
      expect(minutesAgo(m.kickedOffAt!)).toBeGreaterThanOrEqual(10);
      expect(minutesAgo(m.kickedOffAt!)).toBeLessThanOrEqual(80);
      expect(m.matchDate).toEqual(m.kickedOffAt);
    }
    const secondHalf = live.find((m) => m.secondHalfStartedAt);
    expect(secondHalf?.halfTimeAt?.getTime()).toBe(secondHalf!.kickedOffAt!.getTime() + 47 * MINUTE_MS);
    expect(later.length).toBeGreaterThanOrEqual(1);
    for (const m of later) {
      expect(m.matchDate.getTime()).toBeGreaterThan(now.getTime());
      expect(m.matchDate.getTime()).toBeLessThan(end.getTime());
    }
  });

  it('gives finished matches their timestamps, a crowd within the stadium and nothing left to settle', () => {
    const wrong = plan.matches.filter((m) => {
      const home = plan.teams[m.homeTeamIndex];
      if (m.status !== 'finished') return m.settledVersion !== 0;
      return (
        m.kickedOffAt?.getTime() !== m.matchDate.getTime() ||
        !(m.halfTimeAt! > m.kickedOffAt! && m.secondHalfStartedAt! > m.halfTimeAt!) ||
        !(m.attendance! > 0 && m.attendance! <= home.capacity!) ||
        m.venue !== home.stadium ||
        m.settledVersion !== m.version
      );
    });
    expect(wrong).toEqual([]);
  });

  it('has goal events that add up exactly to every score', () => {
    for (const { match, matchIndex } of indexed()) {
      const goals = eventsOf(matchIndex).filter((e) => e.type === 'goal');
      if (!kickedOff(match)) {
        expect(goals).toEqual([]);
        continue;
      }
      expect(goals.filter((e) => e.teamIndex === match.homeTeamIndex)).toHaveLength(match.homeScore!);
      expect(goals.filter((e) => e.teamIndex === match.awayTeamIndex)).toHaveLength(match.awayScore!);
    }
  });

  it('numbers each timeline 1, 2, 3… in time order, whistles where they belong, up to the live minute', () => {
    for (const { match, matchIndex } of indexed()) {
      const events = eventsOf(matchIndex);
      expect(match.version).toBe(events.length);
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      if (!kickedOff(match)) continue;
      const minutes = events.map((e) => e.minute);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      const whistles = events.filter((e) => e.teamIndex === null).map((e) => `${e.type}@${e.minute}`);
      if (match.status === 'finished') {
        expect(whistles).toEqual(['kickoff@0', 'halftime@45', 'second_half@46', 'fulltime@90']);
        continue;
      }
      const elapsed = elapsedMinutes({ ...match, status: 'live' }, now)!;
      expect(Math.max(...minutes)).toBeLessThanOrEqual(elapsed);
      expect(whistles).toEqual(match.secondHalfStartedAt ? ['kickoff@0', 'halftime@45', 'second_half@46'] : ['kickoff@0']);
    }
  });

  it('lines up a fit 4-3-3 and up to three substitutes for each side, and only they score, assist or are booked', () => {
    for (const { match, matchIndex } of indexed().filter(({ match }) => kickedOff(match))) {
      for (const teamIndex of [match.homeTeamIndex, match.awayTeamIndex]) {
        const rows = lineupOf(matchIndex, teamIndex);
        const starters = rows.filter((l) => l.isStarter).map((l) => plan.players[l.playerIndex]);
        expect(Object.fromEntries(tally(starters.map((p) => positionGroup(p.position))))).toEqual(FORMATION_4_3_3);
        expect(rows.length - starters.length).toBeLessThanOrEqual(3);
        const misfits = rows.map((l) => plan.players[l.playerIndex]).filter((p) => p.teamIndex !== teamIndex || p.isInjured);
        expect(misfits).toEqual([]);
      }
    }
    const outsiders = plan.events.filter((e) => {
      if (e.playerIndex === null) return false;
      const lineup = new Set(lineupOf(e.matchIndex, e.teamIndex!).map((l) => l.playerIndex));
      const assist = e.assistPlayerIndex;
      return !lineup.has(e.playerIndex) || (assist !== null && (!lineup.has(assist) || assist === e.playerIndex));
    });
    expect(outsiders).toEqual([]);
    expect(plan.lineups.every((l) => kickedOff(plan.matches[l.matchIndex]))).toBe(true);
  });

  it("counts players' goals, assists, cards and appearances from the events and line-ups", () => {
    const count = (keys: (number | null)[]) => tally(keys.filter((k): k is number => k !== null));
    const ofType = (type: string) => plan.events.filter((e) => e.type === type);
    const goals = count(ofType('goal').map((e) => e.playerIndex));
    const assists = count(plan.events.map((e) => e.assistPlayerIndex));
    const yellows = count(ofType('yellow_card').map((e) => e.playerIndex));
    const reds = count(ofType('red_card').map((e) => e.playerIndex));
    const appearances = count(plan.lineups.map((l) => l.playerIndex));
    plan.players.forEach((p, i) => {
      expect([p.goals, p.assists, p.yellowCards, p.redCards, p.appearances]).toEqual([
        goals.get(i) ?? 0,
        assists.get(i) ?? 0,
        yellows.get(i) ?? 0,
        reds.get(i) ?? 0,
        appearances.get(i) ?? 0,
      ]);
    });
  });

  it('computes the table from the finished results, positions in league order', () => {
    const results = plan.matches
      .filter((m) => m.status === 'finished')
      .map((m) => ({ homeTeamId: m.homeTeamIndex, awayTeamId: m.awayTeamIndex, homeScore: m.homeScore!, awayScore: m.awayScore! }));
    const expected = computeStandings(plan.teams.map((_, i) => i), results);
    expect(plan.teams.map(({ matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points }, teamId) => ({
      teamId, matchesPlayed, wins, draws, losses, goalsFor, goalsAgainst, points,
    }))).toEqual(expected);
    expect([...plan.teams].sort(compareStandings).map((t) => t.currentPosition)).toEqual(plan.teams.map((_, i) => i + 1));
  });

  it('gives every club 25+ players, every position label, three goalkeepers, distinct shirts and one captain', () => {
    plan.teams.forEach((_, teamIndex) => {
      const squad = plan.players.filter((p) => p.teamIndex === teamIndex);
      expect(squad.length).toBeGreaterThanOrEqual(25);
      expect(new Set(squad.map((p) => p.position))).toEqual(new Set(PLAYER_POSITIONS));
      expect(squad.filter((p) => p.position === 'goalkeeper').length).toBeGreaterThanOrEqual(3);
      expect(new Set(squad.map((p) => p.jerseyNumber)).size).toBe(squad.length);
      expect(squad.find((p) => p.jerseyNumber === 1)?.position).toBe('goalkeeper');
      expect(squad.filter((p) => p.isCaptain)).toHaveLength(1);
      expect(squad.filter((p) => p.isInjured).length).toBeGreaterThanOrEqual(1);
      expect(squad.filter((p) => p.nationality === 'Iraq').length).toBeGreaterThan(squad.length / 2);
    });
  });

  it('gives plausible player details in the columns’ formats', () => {
    const between = (value: number, min: number, max: number) => value >= min && value <= max;
    const implausible = plan.players.filter(
      (p) =>
        !between(p.jerseyNumber, 1, 99) ||
        !between(p.age, 18, 36) ||
        !/^\d\.\d$/.test(p.rating) ||
        !between(Number(p.rating), 5, 9.5) ||
        !/^\d+\.\d{2}$/.test(p.marketValue) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(p.contractExpiry) ||
        !between(p.height, 165, 200) ||
        !between(p.weight, 55, 95),
    );
    expect(implausible).toEqual([]);
  });

  it('uses the real result wherever that fixture is finished', () => {
    const slugs = plan.teams.map((t) => t.slug);
    let applied = 0;
    for (const real of leagueFacts.results) {
      const match = plan.matches.find(
        (m) => slugs[m.homeTeamIndex] === real.home && slugs[m.awayTeamIndex] === real.away,
      )!;
      if (match.status !== 'finished') continue;
      expect([match.homeScore, match.awayScore]).toEqual([real.homeGoals, real.awayGoals]);
      applied++;
    }
    expect(applied).toBeGreaterThan(0);
    expect(plan.realResultsApplied).toBe(applied);
  });

  it('has the real top scorer, Mohanad Ali, among the top three scorers', () => {
    const byGoals = [...plan.players].sort((a, b) => b.goals - a.goals);
    expect(byGoals.slice(0, 3).map((p) => p.name)).toContain('Mohanad Ali');
  });

  it('is deterministic, and only its dates depend on now', () => {
    // Compared as JSON, which is much quicker than a deep equality over some 12,000 rows.
    expect(JSON.stringify(generateSeason(now))).toBe(JSON.stringify(plan));
    const withoutDates = (p: SeasonPlan) => ({
      ...p,
      players: p.players.map(({ contractExpiry: _expiry, ...rest }) => rest),
      matches: p.matches.map(({ matchDate: _d, kickedOffAt: _k, halfTimeAt: _h, secondHalfStartedAt: _s, ...rest }) => rest),
    });
    const later = generateSeason(new Date(now.getTime() + 3 * DAY_MS + 7 * MINUTE_MS));
    expect(JSON.stringify(withoutDates(later))).toBe(JSON.stringify(withoutDates(plan)));
  });
});
