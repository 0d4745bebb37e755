import { arabicOnlyLetters, elapsedMinutes } from '@isl/contracts';
import { generateSeason, type EventPlan, type MatchPlan, type SeasonPlan } from './generate-season';
import leagueFacts from './league-facts.json';

// The whole plan, where the modules meet: scores, timelines, live cut-offs and line-ups must agree with one another.
// Each module's own rules are in its spec (plan-*.spec.ts); players' totals are checked in PostgreSQL (seed.e2e-spec).

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe.each([
  ['mid-afternoon in Baghdad', new Date('2026-11-22T12:00:00Z')],
  ['ten minutes before midnight in Baghdad', new Date('2026-11-22T20:50:00Z')],
])('generateSeason at %s', (_label, now) => {
  let plan: SeasonPlan;
  let eventsOf: (matchIndex: number) => EventPlan[];
  const indexed = () => plan.matches.map((match, matchIndex) => ({ match, matchIndex }));
  const kickedOff = (m: MatchPlan) => m.status !== 'scheduled';

  beforeAll(() => {
    plan = generateSeason(now);
    const events = new Map<number, EventPlan[]>();
    for (const e of plan.events) events.set(e.matchIndex, [...(events.get(e.matchIndex) ?? []), e]);
    eventsOf = (matchIndex) => events.get(matchIndex) ?? [];
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

  it('numbers each timeline 1, 2, 3…, and stops a live one at its minute with the whistles blown by then', () => {
    for (const { match, matchIndex } of indexed()) {
      const events = eventsOf(matchIndex);
      expect(match.version).toBe(events.length);
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      if (match.status !== 'live') continue;
      const elapsed = elapsedMinutes({ ...match, status: 'live' }, now)!;
      expect(Math.max(...events.map((e) => e.minute))).toBeLessThanOrEqual(elapsed);
      const whistles = events.filter((e) => e.teamIndex === null).map((e) => `${e.type}@${e.minute}`);
      expect(whistles).toEqual(match.secondHalfStartedAt ? ['kickoff@0', 'halftime@45', 'second_half@46'] : ['kickoff@0']);
    }
  });

  it('lines up players only for matches that have kicked off, and only those lined up have events', () => {
    expect(plan.lineups.every((l) => kickedOff(plan.matches[l.matchIndex]))).toBe(true);
    const lineups = new Set(plan.lineups.map((l) => `${l.matchIndex}/${l.teamIndex}/${l.playerIndex}`));
    const outsiders = plan.events.filter(
      (e) =>
        (e.playerIndex !== null && !lineups.has(`${e.matchIndex}/${e.teamIndex}/${e.playerIndex}`)) ||
        (e.assistPlayerIndex !== null && !lineups.has(`${e.matchIndex}/${e.teamIndex}/${e.assistPlayerIndex}`)),
    );
    expect(outsiders).toEqual([]);
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
    const goals = new Map<number, number>();
    for (const e of plan.events) if (e.type === 'goal') goals.set(e.playerIndex!, (goals.get(e.playerIndex!) ?? 0) + 1);
    const byGoals = [...goals].sort((a, b) => b[1] - a[1]).map(([playerIndex]) => plan.players[playerIndex].name);
    expect(byGoals.slice(0, 3)).toContain('Mohanad Ali');
  });

  it('writes every city, stadium, venue, referee and player in Arabic and in Sorani, each in its own letters', () => {
    const names = [
      ...plan.teams.flatMap((t) => [
        { name: t.city, nameArabic: t.cityArabic, nameKurdish: t.cityKurdish },
        { name: t.stadium, nameArabic: t.stadiumArabic, nameKurdish: t.stadiumKurdish },
      ]),
      ...plan.matches.flatMap((m) => [
        { name: m.venue, nameArabic: m.venueArabic, nameKurdish: m.venueKurdish },
        { name: m.referee, nameArabic: m.refereeArabic, nameKurdish: m.refereeKurdish },
      ]),
      ...plan.players,
    ];
    const arabicScript = /^[\u0600-\u06FF ]+$/;
    const missing = names.filter((n) => !n.name || !arabicScript.test(n.nameArabic ?? '') || !arabicScript.test(n.nameKurdish ?? ''));
    expect(missing).toEqual([]);
    // Sorani writes ی ک ە where Arabic writes ي ك ة, and Arabic has none of Sorani's own letters.
    expect(names.filter((n) => arabicOnlyLetters(n.nameKurdish!).length > 0).map((n) => n.nameKurdish)).toEqual([]);
    expect(names.filter((n) => /[یکەڕڵۆێڤگ]/.test(n.nameArabic!)).map((n) => n.nameArabic)).toEqual([]);
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
