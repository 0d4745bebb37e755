import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { RetryBoundary } from '../components/RetryBoundary';
import { useLanguage } from '../lib/language-store';
import { lazyLoaded } from '../lib/lazy-load';
import { languageOption } from '../lib/languages';
import { useToasterWanted } from '../lib/toaster';
import { useQuietAfterLoad } from '../lib/use-quiet-after-load';
import { appStyleCache } from './style-cache';
import { appSystem } from './theme';

/**
 * Toasts follow a fan's action, never the first paint: the toaster's code is fetched once the page is quiet (so a
 * notice made later, offline included, shows at once) and mounted with the first notice (see lib/toaster.ts). If
 * its code cannot be fetched, the page goes on without toasts rather than failing whole.
 */
const AppToaster = lazyLoaded<object>(() => import('../components/AppToaster').then(({ AppToaster }) => ({ default: AppToaster })));
const withoutToasts = () => null;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage();
  const quiet = useQuietAfterLoad();
  const toasterWanted = useToasterWanted();
  useEffect(() => {
    if (quiet) AppToaster.preload(queryClient).catch(() => undefined);
  }, [quiet, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={appStyleCache()}>
        <ChakraProvider value={appSystem()}>
          {/* Menus, tabs and toasts take their direction (and arrow-key behaviour) from this locale. */}
          <LocaleProvider locale={languageOption(language).intlLocale}>
            {children}
            {toasterWanted ? (
              <RetryBoundary fallback={withoutToasts}>
                <Suspense fallback={null}>
                  <AppToaster />
                </Suspense>
              </RetryBoundary>
            ) : null}
          </LocaleProvider>
        </ChakraProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
