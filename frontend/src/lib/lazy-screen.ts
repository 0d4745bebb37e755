import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's screen whose code can be fetched before its first render (main.tsx does, for the page opened). */
export interface Preloadable {
  preload: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * React.lazy with `preload`: both fetch the screen's code once. Code already in when React first renders the
 * screen needs no Suspense fallback, and so no reveal either: React holds a revealed screen back until 300 ms
 * after its fallback showed, so as not to flash.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & Preloadable {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
