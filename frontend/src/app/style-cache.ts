import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the app's styles, which writes the rules each task adds into a new style element rather
 * than into the one element Emotion keeps for all. Chakra inserts its rules one by one, most of them inside
 * `@layer` or `@media`, and Chromium cannot tell which elements a rule of that kind added to an existing sheet
 * may match: it recalculates the style of every element any rule of that sheet matches, which on a screen's first
 * load was most of the page, again after each commit that brought new styles (docs/benchmarks.md). For a sheet
 * that is new, it recalculates only the elements its own rules match. The order of the rules in the page, and so
 * the cascade, stays Emotion's: each new element follows the last.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let taskHasElement = false;
  sheet.insert = (rule) => {
    if (!taskHasElement) {
      taskHasElement = true;
      // Emotion opens a new element when its count of rules is 0 (modulo 65,000).
      sheet.ctr = 0;
      queueMicrotask(() => {
        taskHasElement = false;
      });
    }
    insert(rule);
  };
  return cache;
}

let styleCache: EmotionCache | undefined;

/** The app's style cache, made on first use. */
export const appStyleCache = (): EmotionCache => (styleCache ??= createStyleCache());
