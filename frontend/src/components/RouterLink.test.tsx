import { Button } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { NavLink, RouterLink } from './RouterLink';

function ShownAddress() {
  return <output>{useLocation().pathname}</output>;
}

const shownAddress = () => screen.getByRole('status').textContent;

describe('RouterLink', () => {
  it('links to the address, and a click opens that screen without reloading the page', () => {
    renderWithProviders(
      <>
        <RouterLink to="/teams">Teams</RouterLink>
        <ShownAddress />
      </>,
      { route: '/matches' },
    );
    const link = screen.getByRole('link', { name: 'Teams' });
    expect(link.getAttribute('href')).toBe('/teams');
    // fireEvent answers false when a handler prevented the browser's own navigation, which would reload the page.
    expect(fireEvent.click(link)).toBe(false);
    expect(shownAddress()).toBe('/teams');
    expect(window.location.pathname).toBe('/teams');
  });

  it('leaves a click with a modifier key, or on a link to another window, to the browser', () => {
    renderWithProviders(
      <>
        <RouterLink to="/teams">Teams</RouterLink>
        <RouterLink to="/players" target="_blank">
          Players
        </RouterLink>
        <ShownAddress />
      </>,
      { route: '/matches' },
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Teams' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Teams' }), { metaKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Players' }))).toBe(true);
    expect(shownAddress()).toBe('/matches');
  });

  it('runs its own click handler first, and stays where it is when that handler prevents the navigation', () => {
    const seen: string[] = [];
    renderWithProviders(
      <>
        <RouterLink to="/teams" onClick={() => seen.push(window.location.pathname)}>
          Teams
        </RouterLink>
        <RouterLink to="/players" onClick={(event) => event.preventDefault()}>
          Players
        </RouterLink>
        <ShownAddress />
      </>,
      { route: '/matches' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Players' }));
    expect(shownAddress()).toBe('/matches');
    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    expect(seen).toEqual(['/matches']);
    expect(shownAddress()).toBe('/teams');
  });

  it('works as the child of a Chakra button (asChild): the button is the link', () => {
    renderWithProviders(
      <>
        <Button asChild>
          <RouterLink to="/">Back home</RouterLink>
        </Button>
        <ShownAddress />
      </>,
      { route: '/matches' },
    );
    const link = screen.getByRole('link', { name: 'Back home' });
    expect(link.className).not.toBe('');
    fireEvent.click(link);
    expect(shownAddress()).toBe('/');
  });
});

describe('NavLink', () => {
  it('is marked as the current page on its own address only, not on the addresses under it', () => {
    renderWithProviders(
      <>
        <NavLink to="/matches">Matches</NavLink>
        <NavLink to="/matches/7">Match</NavLink>
        <NavLink to="/">Home</NavLink>
      </>,
      { route: '/matches/7' },
    );
    expect(screen.getByRole('link', { name: 'Match' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Matches' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('moves the mark when a click opens another screen', () => {
    renderWithProviders(
      <>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/teams">Teams</NavLink>
      </>,
      { route: '/' },
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    expect(screen.getByRole('link', { name: 'Teams' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });
});
