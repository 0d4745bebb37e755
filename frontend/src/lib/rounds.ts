import type { TFunction } from 'i18next';

/** Every round of a season, 1 to its `rounds` (its rules'), as a select's options ("Matchday 32"). */
export function roundOptions(t: TFunction, rounds: number): { value: string; label: string }[] {
  return Array.from({ length: rounds }, (_, index) => ({ value: String(index + 1), label: t('matches.matchday', { matchday: index + 1 }) }));
}
