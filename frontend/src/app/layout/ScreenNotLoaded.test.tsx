import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { renderWithProviders, shownText } from '../../../test/render';
import { RetryBoundary } from '../../components/RetryBoundary';
import { lazyLoaded } from '../../lib/lazy-load';
import { ScreenNotLoaded } from './ScreenNotLoaded';

/** A screen whose code fails to arrive the first time (the fan is offline), and arrives the second. */
function screenFailingOnce() {
  const load = jest
    .fn<Promise<{ default: ComponentType }>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: () => <p>The match centre</p> });
  return { load, Screen: lazyLoaded(load) };
}

/** The screen's place as AppLayout draws it. */
const page = (Screen: ComponentType, pathname: string): ReactElement => (
  <RetryBoundary resetKey={pathname} fallback={(retry) => <ScreenNotLoaded onRetry={retry} />}>
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>
  </RetryBoundary>
);

describe("a screen's place, when its code did not arrive", () => {
  // React reports the error it caught on the console; the test is about what the fan sees.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says the page did not load, and fetches its code again on Retry', async () => {
    const { load, Screen } = screenFailingOnce();
    renderWithProviders(page(Screen, '/matches/1'));
    expect((await screen.findByRole('heading')).textContent).toBe("This page didn't load");
    expect(shownText()).toContain('Check your connection, then try again.');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The screen in the message's stead.
    await waitFor(() => expect(shownText()).toBe('The match centre'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts afresh on another page', async () => {
    const { Screen } = screenFailingOnce();
    const Teams = () => <p>The table</p>;
    // The same boundary, as in AppLayout: only the address it is given changes.
    function Navigating() {
      const [pathname, setPathname] = useState('/matches/1');
      return (
        <>
          <button onClick={() => setPathname('/teams')}>Teams</button>
          {page(pathname === '/teams' ? Teams : Screen, pathname)}
        </>
      );
    }
    renderWithProviders(<Navigating />);
    await screen.findByRole('heading', { name: "This page didn't load" });
    fireEvent.click(screen.getByRole('button', { name: 'Teams' }));
    await waitFor(() => expect(shownText()).toBe('TeamsThe table'));
  });
});
