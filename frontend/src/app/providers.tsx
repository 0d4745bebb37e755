import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLanguage } from '../lib/language-store';
import { languageOption } from '../lib/languages';
import { useToasterWanted } from '../lib/toaster';
import { system } from './theme';

// Toasts follow a fan's action, never the first paint: the toast machinery loads with the first notice, which
// shows as soon as it is here (see lib/toaster.ts).
const AppToaster = lazy(() => import('../components/AppToaster').then(({ AppToaster }) => ({ default: AppToaster })));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage();
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
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
