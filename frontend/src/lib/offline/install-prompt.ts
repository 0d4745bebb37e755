import { create } from 'zustand';

const VISITS_KEY = 'isl-visits';
const OFFERED_KEY = 'isl-install-offered';

/** Chromium's event that lets a page offer installing it; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

interface InstallOfferState {
  /** Set when the browser may install the app and the fan has not been offered it yet. */
  offer: BeforeInstallPromptEvent | null;
}

export const useInstallOfferStore = create<InstallOfferState>()(() => ({ offer: null }));

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the offer may come again on a later visit: no worse than a banner dismissed.
  }
}

/**
 * Counts this visit (it runs once per page load) and keeps the browser's install offer (`earlyOffer` if it came before this ran) for later: a
 * fan is offered installing the app once, on their second visit or after, never on the first (when they do not
 * know it yet), never twice.
 */
export function followInstallOffer(earlyOffer: Event | null): void {
  const visits = Number(stored(VISITS_KEY) ?? 0) + 1;
  store(VISITS_KEY, String(visits));
  const keep = (event: Event) => {
    // Without this the browser shows its own bar at a moment of its choosing.
    event.preventDefault();
    if (visits >= 2 && stored(OFFERED_KEY) === null) useInstallOfferStore.setState({ offer: event as BeforeInstallPromptEvent });
  };
  if (earlyOffer) keep(earlyOffer);
  window.addEventListener('beforeinstallprompt', keep);
}

/** The fan's answer to the offer, which is not made again either way. */
export async function answerInstallOffer(install: boolean): Promise<void> {
  const { offer } = useInstallOfferStore.getState();
  store(OFFERED_KEY, new Date().toISOString());
  useInstallOfferStore.setState({ offer: null });
  if (install) await offer?.prompt();
}
