import '../src/lib/i18n';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { appSystem } from '../src/app/theme';

/** The app's query settings, minus the retry a mounted component would start on a seeded error. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false, refetchOnWindowFocus: false } },
  });
}

/** A query that is still loading (its request never answers). */
export function seedPending(client: QueryClient, queryKey: QueryKey): void {
  void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) });
}

/** A query that failed with this error. */
export async function seedError(client: QueryClient, queryKey: QueryKey, error: Error): Promise<void> {
  await client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error) });
}

interface Options {
  client?: QueryClient;
  route?: string;
}

export function renderWithProviders(ui: ReactElement, { client = createTestQueryClient(), route = '/' }: Options = {}): RenderResult & { client: QueryClient } {
  // The browser's own history, as the app's BrowserRouter uses: what a handler reads of the address is real.
  window.history.replaceState(null, '', route);
  const result = render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={appSystem()}>
        <LocaleProvider locale="en-GB">
          <BrowserRouter>{ui}</BrowserRouter>
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/**
 * Lets the asynchronous follow-ups of Chakra's parts (Ark's field observer, Zag's machines) settle inside
 * act(), so React sees every update a test causes.
 */
export async function settle(): Promise<void> {
  await act(async () => {});
}

/** Text as a reader sees it: without the invisible Unicode isolates (see lib/bidi.ts). */
export function visibleText(node: Element | null): string {
  return (node?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
}

/**
 * A matcher for an accessible name as a reader hears it, without the Unicode isolates (see lib/bidi.ts) that keep
 * the names in it in their own direction: `getByRole('img', { name: nameIs('Chances: …') })`.
 */
export const nameIs =
  (expected: string) =>
  (name: string): boolean =>
    name.replace(/[\u2066-\u2069]/g, '') === expected;

/** An element's text as a screen reader gets it: without decoration hidden from it (crests' initials, short labels). */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return visibleText(copy);
}

/** The whole page's text as a reader sees it: what a test reads to say a message is shown. */
export function shownText(): string {
  return visibleText(document.body);
}
