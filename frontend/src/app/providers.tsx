import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLanguage } from '../lib/language-store';
import { languageOption } from '../lib/languages';
import { useToasterWanted } from '../lib/toaster';
import { useQuietAfterLoad } from '../lib/use-quiet-after-load';
import { appSystem } from './theme';

const loadAppToaster = () => import('../components/AppToaster');

/**
 * Toasts follow a fan's action, never the first paint: the toaster's code is fetched once the page is quiet (so a
 * notice made later, offline included, shows at once) and mounted with the first notice (see lib/toaster.ts). If
 * its code cannot be fetched, the page goes on without toasts rather than failing whole.
 */
const AppToaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    loadAppToaster().then(
      ({ AppToaster }) => ({ default: AppToaster }),
      () => ({ default: () => null }),
    ),
);

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage();
  const quiet = useQuietAfterLoad();
  const toasterWanted = useToasterWanted();
  useEffect(() => {
    if (quiet) loadAppToaster().catch(() => undefined);
  }, [quiet]);
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={appSystem()}>
        {/* Menus, tabs and toasts take their direction (and arrow-key behaviour) from this locale. */}
        <LocaleProvider locale={languageOption(language).intlLocale}>
          {children}
          {toasterWanted ? (
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          ) : null}
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
