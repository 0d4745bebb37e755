import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, settle } from '../../../test/render';
import { DesktopNav } from './MainNav';
import MobileNav from './MobileNav';

/** The header's links marked current, with how (page, or the section the page is in). */
const marked = (links: HTMLElement[]) => links.filter((link) => link.hasAttribute('aria-current')).map((link) => `${link.textContent} ${link.getAttribute('aria-current')}`);

describe('the header navigation', () => {
  it.each([
    ['/matches', 'Matches page'],
    ['/matches/7', 'Matches true'],
    ['/journalists', 'News true'],
    ['/journalists/articles/12/derby-day', 'News true'],
    ['/journalist-apply', 'News true'],
    ['/', 'League Table page'],
    ['/teams', 'Teams page'],
  ])('on %s marks %s', (route, expected) => {
    renderWithProviders(<DesktopNav />, { route });
    expect(marked(screen.getAllByRole('link'))).toEqual([expected]);
  });

  it('marks no link on a page outside its sections', () => {
    renderWithProviders(<DesktopNav />, { route: '/settings' });
    expect(marked(screen.getAllByRole('link'))).toEqual([]);
  });

  it("marks the match centre's section in the phone's menu too", async () => {
    renderWithProviders(<MobileNav defaultOpen={false} />, { route: '/matches/7' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle();
    expect(marked(within(screen.getByRole('menu')).getAllByRole('menuitem'))).toEqual(['Matches true']);
  });
});
