import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, keptAnswer } from '../../../test/canned-fetch';
import { renderWithProviders } from '../../../test/render';
import { answerInstallOffer, followInstallOffer, useInstallOfferStore } from '../../lib/offline/install-prompt';
import { noteRead } from '../../lib/offline/network-status';
import { useAppUpdateStore } from '../../lib/offline/service-worker';
import { ShellNotices } from './ShellNotices';

/** Chromium's offer to install the app, whose prompt a test can watch. */
const installOffer = () => Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(async () => undefined) });

describe('ShellNotices', () => {
  afterEach(() => {
    act(() => {
      noteRead(jsonResponse(200, []));
      useAppUpdateStore.setState({ updateReady: false });
    });
    localStorage.clear();
  });

  it('says nothing while online with fresh answers', () => {
    const { container } = renderWithProviders(<ShellNotices />);
    expect(container.textContent).toBe('');
  });

  it('says when what is on screen was last updated while it shows kept answers, then goes with the next fresh one', () => {
    // Only the date is set, to 19:00 in Baghdad: "today" is the league's day there, which a real clock after
    // 21:00 UTC has already ended. Timers stay real, for React.
    jest.useFakeTimers({
      now: new Date('2026-11-28T16:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      renderWithProviders(<ShellNotices />);
      act(() => noteRead(keptAnswer(Date.parse('2026-11-28T15:42:00Z'))));
      expect(screen.getByRole('status').textContent).toBe("Can't reach the server. Last updated: Today, 18:42.");
      act(() => noteRead(jsonResponse(200, [])));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('announces a new version waiting for the next navigation', async () => {
    renderWithProviders(<ShellNotices />);
    act(() => useAppUpdateStore.setState({ updateReady: true }));
    expect((await screen.findByRole('status')).textContent).toBe('A new version of the site is ready. It opens when you go to another page.');
  });

  it('offers installing from the second visit on, once: the browser prompts on Install, and never again', async () => {
    followInstallOffer(null);
    const first = installOffer();
    act(() => void window.dispatchEvent(first));
    expect(first.defaultPrevented).toBe(true);
    expect(useInstallOfferStore.getState().offer).toBeNull();

    const secondVisitOffer = installOffer();
    followInstallOffer(secondVisitOffer);
    renderWithProviders(<ShellNotices />);
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await act(() => Promise.resolve());
    expect(secondVisitOffer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    followInstallOffer(installOffer());
    expect(useInstallOfferStore.getState().offer).toBeNull();
    await answerInstallOffer(false);
  });
});
