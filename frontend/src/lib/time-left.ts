import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;

/**
 * Catalogue sections that word a span of time, each for its own sentence: the plurals `day`, `hour` and `minute`,
 * and `pair`, which joins two of them.
 */
export type SpanWordsSection = 'squad.timeLeft' | 'console.earlyKickoff';

/**
 * "2 days 4 hours", "3 hours 12 minutes", "5 minutes": a span of time in its two largest units, in the reader's
 * language, from the catalogue's plurals (Arabic's dual «يومان» included; CLDR has no Sorani unit words, so Intl
 * cannot).
 */
export function spanWords(ms: number, t: TFunction, section: SpanWordsSection): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const [days, hours, mins] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  const parts: [number, 'day' | 'hour' | 'minute'][] = days ? [[days, 'day'], [hours, 'hour']] : hours ? [[hours, 'hour'], [mins, 'minute']] : [[mins, 'minute']];
  const [first, second] = parts
    .filter(([value], index) => value > 0 || index === 0)
    .map(([count, unit]) => t(`${section}.${unit}`, { count }));
  return second === undefined ? first : t(`${section}.pair`, { first, second });
}
