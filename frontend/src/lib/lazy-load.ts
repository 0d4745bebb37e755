import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { loadScreenStrings } from './i18n';
import { wholeNumberParam } from './whole-number-param';

/** The parameters of the address a screen opens at (`id` of /matches/:id). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route's screen whose code can be fetched before its first render (main.tsx does, for the page opened). */
export interface Preloadable {
  preload: (queryClient: QueryClient, params?: RouteParams) => Promise<unknown>;
}

/** How to fetch again the components whose code failed to arrive. */
const retriesOfFailedLoads = new Set<() => void>();

/**
 * The components whose code could not be fetched (a fan offline following a link) fetch it again on their next
 * render: React.lazy keeps a failed load for good, so each of them gets a new one. RetryBoundary calls this when
 * the fan retries.
 */
export function retryFailedLoads(): void {
  for (const retry of retriesOfFailedLoads) retry();
  retriesOfFailedLoads.clear();
}

/**
 * React.lazy with `preload`, and fetched again after a failure (retryFailedLoads): `preload` and the first render
 * fetch the code once between them. Code already in when React first renders the component needs no Suspense
 * fallback, and so no reveal either: React holds a revealed screen back until 300 ms after its fallback showed, so
 * as not to flash.
 */
export function lazyLoaded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> & Preloadable {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      retriesOfFailedLoads.add(retry);
      throw error;
    }));
  let Loaded = lazy(loadOnce);
  const retry = () => {
    loading = undefined;
    Loaded = lazy(loadOnce);
  };
  const LazyLoaded = (props: P) => createElement(Loaded, props);
  return Object.assign(LazyLoaded, { preload: loadOnce });
}

/**
 * A module beyond the first screens (a route's screen, a chart below the fold, what a queued write's outcome tells
 * the fan) fetched with the strings of the screens besides the first ones (lib/i18n.ts): the first load carries
 * neither.
 */
export const importWithScreenStrings = async <M>(load: () => Promise<M>): Promise<M> => (await Promise.all([load(), loadScreenStrings()]))[0];

/** lazyLoaded for a component beyond the first screens, fetched with their strings (importWithScreenStrings). */
export const lazyWithScreenStrings = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyLoaded(() => importWithScreenStrings(load));

/**
 * How long a screen opened first waits for the reads that decide its layout: about two round trips of a slow
 * phone link beyond the reads' own time. Past it the screen paints its placeholders rather than nothing.
 */
const FIRST_READS_WAIT_MS = 1_500;

/**
 * `screen`, whose preload (the first page's, see main.tsx) also fetches `reads`: what decides which of its sections
 * show and how tall they are (a section shown only when it has something, a list of unknown length above another).
 * Its first paint then has them in place instead of moving the page as they arrive (Lighthouse's layout shift).
 * `reads` get the address's parameters, so a record's screen (a match, an article) can read its record: it then
 * paints with it rather than with a spinner, and the record's read goes out beside the screen's code instead of
 * after it.
 */
export function withFirstReads<P extends object>(
  screen: ComponentType<P> & Preloadable,
  reads: (queryClient: QueryClient, params: RouteParams) => Promise<unknown>[],
): ComponentType<P> & Preloadable {
  const preloadCode = screen.preload;
  const waitForReads = (queryClient: QueryClient, params: RouteParams) => {
    let timer: number | undefined;
    const timeUp = new Promise((resolve) => (timer = window.setTimeout(resolve, FIRST_READS_WAIT_MS)));
    return Promise.race([Promise.all(reads(queryClient, params)), timeUp]).finally(() => window.clearTimeout(timer));
  };
  return Object.assign(screen, {
    preload: (queryClient: QueryClient, params: RouteParams = {}) => Promise.all([preloadCode(queryClient), waitForReads(queryClient, params)]),
  });
}

/**
 * The first reads of a record's screen (a match, an article): the record its address's `id` names, read with
 * `recordQuery`; none when the address names no record (the screen shows it missing).
 */
export const recordFirstReads =
  <T, K extends QueryKey>(recordQuery: (id: number) => FetchQueryOptions<T, Error, T, K>) =>
  (queryClient: QueryClient, { id }: RouteParams): Promise<unknown>[] => {
    const recordId = wholeNumberParam(id);
    return recordId === null ? [] : [queryClient.prefetchQuery(recordQuery(recordId))];
  };
