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
 * Follows the browser's online and offline events; `onBackOnline` refetches what the screens show, so the
 * "last updated" line goes once the api answers again.
 */
export function followNetwork(onBackOnline: () => void): () => void {
  const offline = () => networkStore.setState({ online: false });
  const online = () => {
    networkStore.setState({ online: true });
    onBackOnline();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
