import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestQueryClient, settle } from '../../test/render';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user';
import { routes } from './router';
import { system } from './theme';

async function renderAt(path: string) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={system}>
        <LocaleProvider locale="en-GB">
          <RouterProvider router={router} />
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  await settle();
  return router;
}

describe('the routes', () => {
  it('shows the 404 view for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('sends /news on to the Journalist Hub', async () => {
    const router = await renderAt('/news');
    expect(router.state.location.pathname).toBe('/journalists');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Journalist Hub is coming soon');
  });

  it.each([
    ['/predictions', 'Match Predictions'],
    ['/my-predictions', 'My Predictions'],
    ['/weekly-squad', 'Weekly Squad'],
    ['/journalist-apply', 'Journalist Application'],
    ['/settings', 'Settings'],
  ])('has a placeholder at %s', async (path, screenName) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${screenName} is coming soon`);
  });

  it('puts header and footer on every page and marks the current route', async () => {
    await renderAt('/predictions');
    expect(screen.getByRole('banner').textContent).toContain('Official Digital Platform');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Iraq Stars League');
    // hidden: the desktop row is display:none at jsdom's width and the phone menu is closed.
    const current = screen.getAllByRole('link', { current: 'page', hidden: true });
    expect(current.map((link) => link.textContent)).toContain('Predictions');
  });
});
