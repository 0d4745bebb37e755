import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../../test/render';
import { lazyLoaded } from '../../lib/lazy-load';
import { DeferredMenu } from './DeferredMenu';

const LanguageButton = ({ onClick }: { onClick: () => void }) => <button onClick={onClick}>Language</button>;

describe('DeferredMenu', () => {
  // React reports the error it caught on the console: how the test knows the failure was caught (the button looks
  // the same before and after).
  let caughtErrors: jest.SpyInstance;
  beforeEach(() => (caughtErrors = jest.spyOn(console, 'error').mockImplementation(() => {})));
  afterEach(() => jest.restoreAllMocks());

  it("keeps its button when the menu's code did not arrive, and a tap fetches it again and opens it", async () => {
    const load = jest
      .fn<Promise<{ default: ComponentType<{ defaultOpen: boolean }> }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: ({ defaultOpen }) => <p>{defaultOpen ? 'The menu, open' : 'The menu, closed'}</p> });
    const { container } = renderWithProviders(<DeferredMenu button={LanguageButton} menu={lazyLoaded(load)} />);
    // Fetched once the page is quiet; that fetch fails, and the menu's place has caught it.
    await waitFor(() => expect(caughtErrors).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    // The bare button alone holds the menu's place: no error shown, nothing else.
    expect(container.innerHTML).toBe('<button>Language</button>');

    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect((await screen.findByText(/^The menu/)).textContent).toBe('The menu, open');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
