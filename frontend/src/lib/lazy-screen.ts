import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';

/** A route's screen whose code can be fetched before its first render (main.tsx does, for the page opened). */
export interface Preloadable {
  preload: (queryClient: QueryClient) => Promise<unknown>;
}

/** How to fetch again the screens whose code failed to arrive. */
const retriesOfFailedScreens = new Set<() => void>();

/**
 * The screens whose code could not be fetched (a fan offline following a link) fetch it again on their next
 * render: React.lazy keeps a failed load for good, so each of them gets a new one. ScreenErrorBoundary calls this
 * when the fan taps "Retry".
 */
export function retryFailedScreens(): void {
  for (const retry of retriesOfFailedScreens) retry();
  retriesOfFailedScreens.clear();
}

/**
 * React.lazy with `preload`: both fetch the screen's code once. Code already in when React first renders the
 * screen needs no Suspense fallback, and so no reveal either: React holds a revealed screen back until 300 ms
 * after its fallback showed, so as not to flash. A load that failed is forgotten by retryFailedScreens.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> & Preloadable {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      retriesOfFailedScreens.add(retry);
      throw error;
    }));
  let Loaded = lazy(loadOnce);
  const retry = () => {
    loading = undefined;
    Loaded = lazy(loadOnce);
  };
  const LazyScreen = (props: P) => createElement(Loaded, props);
  return Object.assign(LazyScreen, { preload: loadOnce });
}
