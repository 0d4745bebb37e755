import { ROUNDS_PER_SEASON } from '@isl/contracts';
import type { TFunction } from 'i18next';

/** Every round of the season, 1 to 38, as a select's options ("Matchday 32"). */
export function roundOptions(t: TFunction): { value: string; label: string }[] {
  return Array.from({ length: ROUNDS_PER_SEASON }, (_, index) => ({ value: String(index + 1), label: t('matches.matchday', { matchday: index + 1 }) }));
}
