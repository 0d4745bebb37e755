import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { notify } from '../lib/toaster';
import { ShareButton } from './ShareButton';

jest.mock('../lib/toaster', () => ({ ...jest.requireActual('../lib/toaster'), notify: jest.fn() }));

const LINK = `${window.location.origin}/matches/12?lang=en`;

/** The browser's share sheet and clipboard as a test sets them up (jsdom has neither). */
function browserWith({ share, canShare, clipboard }: { share?: jest.Mock; canShare?: jest.Mock; clipboard?: { writeText: jest.Mock } }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function renderAndShare(text?: string) {
  renderWithProviders(<ShareButton title="Erbil 2-1 Duhok" text={text} path="/matches/12" />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  // The share sheet's promise and the clipboard's settle.
  await act(async () => {});
}

afterEach(() => {
  browserWith({});
  jest.mocked(notify).mockClear();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('ShareButton', () => {
  it("opens the phone's share sheet with the page's whole address in the reader's language, and says nothing more", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const clipboard = { writeText: jest.fn() };
    browserWith({ share, canShare: jest.fn().mockReturnValue(true), clipboard });
    await renderAndShare('Watch with me');
    expect(share).toHaveBeenCalledWith({ title: 'Erbil 2-1 Duhok', text: 'Watch with me', url: LINK });
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('names the language of an Arabic reader in the address, and is labelled in Arabic', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    browserWith({ share });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderWithProviders(<ShareButton title="أربيل 2-1 دهوك" path="/journalists/articles/7" />);
    fireEvent.click(screen.getByRole('button', { name: 'مشاركة' }));
    await act(async () => {});
    expect(share).toHaveBeenCalledWith({ title: 'أربيل 2-1 دهوك', url: `${window.location.origin}/journalists/articles/7?lang=ar` });
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    browserWith({ clipboard });
    await renderAndShare();
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Link copied' });
  });

  it('copies the link where the share sheet cannot take it', async () => {
    const share = jest.fn();
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    browserWith({ share, canShare: jest.fn().mockReturnValue(false), clipboard });
    await renderAndShare();
    expect(share).not.toHaveBeenCalled();
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK);
  });

  it('says nothing when the fan closes the share sheet', async () => {
    const clipboard = { writeText: jest.fn() };
    browserWith({ share: jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')), clipboard });
    await renderAndShare();
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet refuses for another reason', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    browserWith({ share: jest.fn().mockRejectedValue(new DOMException('No share target', 'NotAllowedError')), clipboard });
    await renderAndShare();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Link copied' }));
  });

  it('says an insecure page cannot copy, and gives the link to copy by hand', async () => {
    browserWith({});
    await renderAndShare();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Copying needs a secure connection: copy the link yourself', description: `\u2066${LINK}\u2069` });
  });

  it('says when the clipboard refuses the link', async () => {
    browserWith({ clipboard: { writeText: jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) } });
    await renderAndShare();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'The link could not be copied: copy it yourself', description: `\u2066${LINK}\u2069` });
  });
});
