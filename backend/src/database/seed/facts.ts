import leagueFacts from './league-facts.json';

/*
 * league-facts.json, typed: the real clubs, some real players, the 2024-25 top scorers and some real results.
 * Every planning module reads it from here, so the file's shape is declared once.
 */

export type RealPositionCode = 'GK' | 'DF' | 'MF' | 'FW';

interface ClubFact {
  slug: string;
  name: string;
  nameArabic: string;
  nameKurdish: string;
  city: string | null;
  cityArabic: string | null;
  cityKurdish: string | null;
  stadium: string | null;
  stadiumArabic: string | null;
  stadiumKurdish: string | null;
  capacity: number | null;
  founded: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  titles: number;
  pointsPerGame: number;
}

export interface PlayerFact {
  name: string;
  nameArabic: string;
  nameKurdish: string;
  club: string;
  position: RealPositionCode | null;
  nationality: string | null;
  isCaptain?: boolean;
}

interface LeagueFacts {
  clubs: ClubFact[];
  players: PlayerFact[];
  topScorers: { name: string; club: string; goals: number }[];
  results: { home: string; away: string; homeGoals: number; awayGoals: number }[];
}

export const FACTS = leagueFacts as LeagueFacts;

/** League goals the player scored in 2024-25 if he was among the top scorers, else 0. */
export function topScorerGoals(player: { name: string; club: string }): number {
  return FACTS.topScorers.find((s) => s.name === player.name && s.club === player.club)?.goals ?? 0;
}
