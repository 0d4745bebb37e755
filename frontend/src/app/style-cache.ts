import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the app's styles, which writes the rules inserted between two frames into a new style
 * element rather than into the one element Emotion keeps for all. Chakra inserts its rules one by one, most of
 * them inside `@layer` or `@media`, and Chromium cannot tell which elements a rule of that kind added to a sheet
 * it has already styled the page with may match: it recalculates the style of every element any rule of that sheet
 * matches, which on a screen's first load was most of the page, again after each commit that brought new styles
 * (docs/benchmarks.md). For a sheet that is new at a frame, it recalculates only the elements its own rules match.
 * One element a frame rather than one a task: the rules now come as components render (insert-styles-in-render.ts),
 * in the many short tasks a transition's render is split into. The order of the rules in the page, and so the
 * cascade, stays Emotion's: each new element follows the last.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let frameHasElement = false;
  sheet.insert = (rule) => {
    if (!frameHasElement) {
      frameHasElement = true;
      // Emotion opens a new element when its count of rules is 0 (modulo 65,000).
      sheet.ctr = 0;
      requestAnimationFrame(() => {
        frameHasElement = false;
      });
    }
    insert(rule);
  };
  return cache;
}

let styleCache: EmotionCache | undefined;

/** The app's style cache, made on first use. */
export const appStyleCache = (): EmotionCache => (styleCache ??= createStyleCache());
