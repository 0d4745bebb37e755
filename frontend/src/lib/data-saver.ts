import { create } from 'zustand';

const DATA_SAVER_KEY = 'isl-data-saver';

function readStoredDataSaver(): boolean {
  try {
    return localStorage.getItem(DATA_SAVER_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The fan's data saver, kept on this phone: pictures are not loaded (crests are drawn, avatars show their icon) and
 * live scores come by the spec's 30-second polling instead of an open socket (lib/socket.ts).
 */
export const useDataSaverStore = create<{ on: boolean }>()(() => ({ on: readStoredDataSaver() }));

export const useDataSaver = (): boolean => useDataSaverStore((state) => state.on);

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Private browsing may refuse storage: the setting then holds for this visit only.
  }
  useDataSaverStore.setState({ on });
}
