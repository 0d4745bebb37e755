import type { FormResult, TeamResponse } from '@isl/contracts';
import { Team } from './team.entity';

/** A club's row with its standings; its form is worked out from its latest results (StandingsService). */
export function toTeamResponse(team: Team, form: FormResult[]): TeamResponse {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    nameArabic: team.nameArabic,
    nameKurdish: team.nameKurdish,
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
    currentPosition: team.currentPosition,
    matchesPlayed: team.matchesPlayed,
    wins: team.wins,
    draws: team.draws,
    losses: team.losses,
    goalsFor: team.goalsFor,
    goalsAgainst: team.goalsAgainst,
    goalDifference: team.goalsFor - team.goalsAgainst,
    points: team.points,
    form,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}
