import { create } from 'zustand';

export const SERVICE_WORKER_URL = '/sw.js';

const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** How often an open page asks whether a new build was deployed, besides when it comes back online. */
const UPDATE_CHECK_INTERVAL_MS = 10 * 60_000;

interface AppUpdateState {
  /** A new build's service worker is installed and waits for the fan's next navigation. */
  updateReady: boolean;
  /** A new build took over this page (from another tab): the next navigation loads it whole. */
  newBuildActive: boolean;
}

export const useAppUpdateStore = create<AppUpdateState>()(() => ({ updateReady: false, newBuildActive: false }));

let workbox: import('workbox-window').Workbox | null = null;
let lastUpdateCheck = 0;

/** Whether `worker` precaches the build this page runs: then its taking over changes nothing for the page. */
function holdsThisBuild(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (message: MessageEvent<boolean>) => resolve(message.data === true);
    worker.postMessage({ type: 'PRECACHES', url: import.meta.url }, [channel.port2]);
  });
}

/**
 * Registers the service worker once the page is quiet (its code and the precaching it starts stay out of the
 * first screen's way) and follows new builds: one that waits is announced, and applied on the next navigation.
 * A worker that holds this page's own build (the page came from the network while an older worker was still in
 * control) takes over at once, unannounced.
 */
export async function registerServiceWorker(): Promise<void> {
  if (workbox || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', async ({ sw }) => {
    if (!sw) return;
    if (await holdsThisBuild(sw)) sw.postMessage(SKIP_WAITING);
    else useAppUpdateStore.setState({ updateReady: true });
  });
  workbox.addEventListener('controlling', async ({ isUpdate }) => {
    const controller = navigator.serviceWorker.controller;
    if (isUpdate && controller && !(await holdsThisBuild(controller))) useAppUpdateStore.setState({ newBuildActive: true });
  });
  window.addEventListener('online', () => checkForUpdate(true));
  await workbox.register();
  lastUpdateCheck = Date.now();
}

/** Asks the server for the service worker's script, at most every ten minutes unless `now`. */
export function checkForUpdate(now = false): void {
  if (!workbox || (!now && Date.now() - lastUpdateCheck < UPDATE_CHECK_INTERVAL_MS)) return;
  lastUpdateCheck = Date.now();
  void workbox.update().catch(() => undefined);
}

/** How often, and how many times, the waiting worker is asked to take over before the page reloads anyway. */
const TAKE_OVER_ASK_INTERVAL_MS = 500;
const TAKE_OVER_ASKS = 6;

/**
 * Asks the waiting worker to take over; the page reloads when it does. A worker told to skip waiting still waits
 * while the old one has work in hand, and Chromium was seen holding it for good after a few reads: the page then
 * reloads anyway, from the network, so it is the new build whole; the new worker takes over once it can (and,
 * holding this build, unannounced).
 */
async function askWaitingWorkerToTakeOver(): Promise<void> {
  for (let ask = 0; ask < TAKE_OVER_ASKS; ask++) {
    const waiting = (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL))?.waiting;
    if (!waiting) return;
    waiting.postMessage(SKIP_WAITING);
    await new Promise((resolve) => window.setTimeout(resolve, TAKE_OVER_ASK_INTERVAL_MS));
  }
  window.location.reload();
}

/**
 * Called as the fan moves to another screen. With a new build waiting, it takes over and the screen is loaded
 * whole from it; its chunks never mix with this page's, which the old build's worker kept serving until now.
 * Returns whether the page is being reloaded.
 */
export function applyUpdateOnNavigation(): boolean {
  const { updateReady, newBuildActive } = useAppUpdateStore.getState();
  if (newBuildActive) {
    window.location.reload();
    return true;
  }
  if (!updateReady) return false;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
  void askWaitingWorkerToTakeOver();
  return true;
}
