import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle } from '../../../../test/render';
import { currentUserQueryOptions } from '../../../lib/current-user';
import LoginPage from './LoginPage';

function WhereWeAre() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

async function openSignIn(route: string, signedIn: boolean) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn ? user() : null);
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<WhereWeAre />} />
    </Routes>,
    { client, route },
  );
  await settle();
}

describe('LoginPage', () => {
  it('goes back to the page that sent the fan here once signed in', async () => {
    await openSignIn(`/login?returnTo=${encodeURIComponent('/teams?team=3')}`, true);
    expect(screen.getByTestId('location').textContent).toBe('/teams?team=3');
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example/'])('goes home instead of to %s', async (returnTo) => {
    await openSignIn(`/login?returnTo=${encodeURIComponent(returnTo)}`, true);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("explains a failed sign-in with the account provider, the server's error on the address", async () => {
    await openSignIn('/login?error=OIDC_SIGN_IN_FAILED', false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to the Iraq Stars League');
    expect(document.querySelector('.chakra-alert__title')?.textContent).toBe('Signing in with your account provider did not work. Please try again.');
  });

  it('shows no such line for an error it does not know', async () => {
    await openSignIn('/login?error=SOMETHING_ELSE', false);
    expect(document.querySelector('.chakra-alert__title')).toBeNull();
  });
});
