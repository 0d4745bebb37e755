import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of this tab's history was scrolled to, by its location key. */
const scrollPositions = new Map<string, number>();

/**
 * A new page opens at its top (or at its #anchor, which the browser finds); Back and Forward return to where
 * the fan had scrolled, as react-router's <ScrollRestoration> does for its data router.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    if (navigationType === 'POP') window.scrollTo(0, scrollPositions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
    // Runs as the next page replaces this one, before the browser scrolls anything for it.
    return () => void scrollPositions.set(key, window.scrollY);
  }, [key, hash, navigationType]);
}
