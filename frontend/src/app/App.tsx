import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { addFontFacesAfterPaint } from './font-faces';
import { AppProviders } from './providers';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the app loads no route data through the router (TanStack Query does), and the data
 * router's machinery was a third of react-router's weight in the first load.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(addFontFacesAfterPaint, []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
