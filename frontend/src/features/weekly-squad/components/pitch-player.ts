import type { PlayerResponse } from '@isl/contracts';

/** What the pitch and the lists show of a player. */
export type PitchPlayer = Pick<PlayerResponse, 'id' | 'name' | 'nameArabic' | 'nameKurdish' | 'jerseyNumber' | 'position' | 'teamId' | 'teamName' | 'rating' | 'isInjured'>;
