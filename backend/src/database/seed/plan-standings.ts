import { DEFAULT_TEAM_PRIMARY_COLOR, DEFAULT_TEAM_SECONDARY_COLOR, rankedStandings } from '@isl/contracts';
import { FACTS } from './facts';
import type { MatchPlan, TeamPlan } from './season-plan';

/*
 * The team rows: the facts file's clubs with their place in the table. The table comes from the finished
 * matches by the same rule StandingsService applies to a live season (rankedStandings), so the two cannot
 * drift. Players' totals are not counted here: seed.ts recounts them in PostgreSQL (matches/player-totals.ts).
 */

/** One row per club of the facts file, in its order, the table worked out from the finished `matches`. */
export function planTeams(matches: MatchPlan[]): TeamPlan[] {
  const results = matches
    .filter((m) => m.status === 'finished')
    .map((m) => ({ homeTeamId: m.homeTeamIndex, awayTeamId: m.awayTeamIndex, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 }));
  const table = rankedStandings(FACTS.clubs.map((club, i) => ({ id: i, name: club.name })), results);
  return table.map(({ teamId, position, ...standing }) => {
    const club = FACTS.clubs[teamId];
    return {
      slug: club.slug,
      name: club.name,
      nameArabic: club.nameArabic,
      nameKurdish: club.nameKurdish,
      city: club.city,
      cityArabic: club.cityArabic,
      cityKurdish: club.cityKurdish,
      founded: club.founded,
      stadium: club.stadium,
      stadiumArabic: club.stadiumArabic,
      stadiumKurdish: club.stadiumKurdish,
      capacity: club.capacity,
      primaryColor: club.primaryColor ?? DEFAULT_TEAM_PRIMARY_COLOR,
      secondaryColor: club.secondaryColor ?? DEFAULT_TEAM_SECONDARY_COLOR,
      titles: club.titles,
      standing: { ...standing, position },
    };
  });
}
