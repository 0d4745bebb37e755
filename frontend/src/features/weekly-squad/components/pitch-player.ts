import type { PlayerResponse } from '@isl/contracts';

/** What the pitch and the lists show of a player. */
export type PitchPlayer = Pick<PlayerResponse, 'id' | 'name' | 'nameArabic' | 'jerseyNumber' | 'position' | 'teamId' | 'teamName' | 'rating' | 'isInjured'>;
