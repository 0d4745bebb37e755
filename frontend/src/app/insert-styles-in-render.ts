import { useInsertionEffect } from 'react';

/**
 * Emotion's choice of when a component's styles are inserted, for the app's build (vite.config.ts puts this module
 * in place of `@emotion/use-insertion-effect-with-fallbacks`). Emotion, and Chakra's components through it, insert
 * a component's new rules in an insertion effect: while React commits, the one step of a render it cannot split,
 * so a screen's first commit compiled and inserted every rule it brought in one long task. Run as the component
 * renders instead, as Emotion does where React has no insertion effects, that work falls in the render, which a
 * transition splits into short slices. A rule of a render React throws away stays in the page, unused and harmless.
 */
export const useInsertionEffectAlwaysWithSyncFallback = <T>(insert: () => T): T => insert();

/** Emotion's page-wide styles (its Global) are left to React's insertion effect, as before. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
