import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/language-store';
import { languageOption } from '../lib/languages';
import { createQueryClient } from '../lib/query-client';
import { system } from './theme';

// Toasts follow a fan's action, never the first paint: the toast machinery loads after it, and a toast made
// before then shows as soon as it is here (the toaster's store keeps it).
const AppToaster = lazy(() => import('../components/AppToaster').then(({ AppToaster }) => ({ default: AppToaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
        {/* Menus, tabs and toasts take their direction (and arrow-key behaviour) from this locale. */}
        <LocaleProvider locale={languageOption(language).intlLocale}>
          {children}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
