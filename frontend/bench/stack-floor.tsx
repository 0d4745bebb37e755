import { Box, ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { appSystem } from '../src/app/theme';

/**
 * bench:web's stack floor: the web app's libraries (React, React Router, Chakra UI with the app's theme, TanStack
 * Query, i18next), each used once, built as the app is. What the first load cannot go below while the stack and
 * the theme stay: the app's own first load is this plus its shell (with the parts of the libraries it uses besides
 * these) and the reader's strings.
 */
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { league: 'Iraqi Stars League' } } } });

function Screen() {
  const { t } = useTranslation();
  const teams = useQuery({ queryKey: ['teams'], queryFn: async () => (await fetch('/api/teams')).json() as Promise<unknown[]> });
  return (
    <Box p="4" color="brand.fg">
      {t('league')} {teams.data?.length}
    </Box>
  );
}

function Screens() {
  return useRoutes([{ path: '*', element: <Screen /> }]);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ChakraProvider value={appSystem()}>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </QueryClientProvider>
  </ChakraProvider>,
);
