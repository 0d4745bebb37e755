import type { FormResult, StandingsFields, TeamResponse } from '@isl/contracts';
import { Team } from './team.entity';

/** A club's figures in one season's table, and its place in it (null before it is ranked). */
export interface SeasonStanding extends StandingsFields {
  position: number | null;
}

/** A club's row with its standings in a season; its form is worked out from its latest results (StandingsService). */
export function toTeamResponse(team: Team, standing: SeasonStanding, form: FormResult[]): TeamResponse {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    nameArabic: team.nameArabic,
    nameKurdish: team.nameKurdish,
    shortName: team.shortName,
    shortNameArabic: team.shortNameArabic,
    shortNameKurdish: team.shortNameKurdish,
    city: team.city,
    cityArabic: team.cityArabic,
    cityKurdish: team.cityKurdish,
    founded: team.founded,
    stadium: team.stadium,
    stadiumArabic: team.stadiumArabic,
    stadiumKurdish: team.stadiumKurdish,
    capacity: team.capacity,
    logoUrl: team.logoUrl,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    description: team.description,
    website: team.website,
    titles: team.titles,
    currentPosition: standing.position,
    matchesPlayed: standing.matchesPlayed,
    wins: standing.wins,
    draws: standing.draws,
    losses: standing.losses,
    goalsFor: standing.goalsFor,
    goalsAgainst: standing.goalsAgainst,
    goalDifference: standing.goalsFor - standing.goalsAgainst,
    points: standing.points,
    form,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}
