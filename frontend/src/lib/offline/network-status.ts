import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { keptAt } from './kept-reads';

interface NetworkState {
  /** The browser's own idea: false when the phone has no network at all. */
  online: boolean;
  /**
   * When the oldest answer on screen was kept (ms since the epoch), while the screens show answers the service
   * worker kept rather than the api's; null once a read reaches the api again.
   */
  keptAt: number | null;
}

/** A store without React's bindings: the api client that feeds it runs in the service worker too. */
const networkStore = createStore<NetworkState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  keptAt: null,
}));

export const useNetworkState = (): NetworkState => useStore(networkStore);

export const useOnline = (): boolean => useStore(networkStore, (state) => state.online);

/**
 * Follows every read the app makes: a kept answer dates what the fan sees, a fresh one says it is current again.
 * The state changes only when the date does: a new state at every answer re-rendered the shell (header and all)
 * once per read as a screen loaded.
 */
export function noteRead(response: Response): void {
  const kept = keptAt(response);
  const current = networkStore.getState().keptAt;
  const next = kept === null ? null : Math.min(kept, current ?? kept);
  if (next !== current) networkStore.setState({ keptAt: next });
}

/**
 * When the screens are read again after the network came back, should their answers still be the kept ones: the
 * first reads over a link coming up can fail, or outlast the service worker's wait for the api, and get kept
 * answers too. Without another read the "last updated" line would then stay until the fan moved on.
 */
const READ_AGAIN_AFTER_MS = [2_000, 5_000, 15_000];

/**
 * Follows the browser's online and offline events; `onBackOnline` refetches what the screens show, so the
 * "last updated" line goes once the api answers again (and is called again while it has not).
 */
export function followNetwork(onBackOnline: () => void): () => void {
  let readsAgain: number[] = [];
  const cancelReadsAgain = () => {
    readsAgain.forEach((timer) => window.clearTimeout(timer));
    readsAgain = [];
  };
  const offline = () => {
    cancelReadsAgain();
    networkStore.setState({ online: false });
  };
  const online = () => {
    cancelReadsAgain();
    networkStore.setState({ online: true });
    onBackOnline();
    readsAgain = READ_AGAIN_AFTER_MS.map((delay) =>
      window.setTimeout(() => {
        if (networkStore.getState().keptAt !== null) onBackOnline();
      }, delay),
    );
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    cancelReadsAgain();
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
