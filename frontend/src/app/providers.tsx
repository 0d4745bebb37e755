import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/AppToaster';
import { useLanguage } from '../lib/language-store';
import { languageOption } from '../lib/languages';
import { createQueryClient } from '../lib/query-client';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
        {/* Menus, tabs and toasts take their direction (and arrow-key behaviour) from this locale. */}
        <LocaleProvider locale={languageOption(language).intlLocale}>
          {children}
          <AppToaster />
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
