import { useEffect, useState } from 'react';

/** The longest an idle moment is waited for after the page's load event. */
const IDLE_TIMEOUT_MS = 3_000;

const onIdle = (callback: () => void): (() => void) => {
  // Safari has no requestIdleCallback: a task after the load event's is the nearest it offers.
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(id);
};

/**
 * True once the page has loaded and the browser has an idle moment: code no first paint needs (the header's
 * menus, the toaster) loads then, instead of competing with the opened screen for a phone's slow link.
 */
export function useQuietAfterLoad(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const whenIdle = () => (cancelIdle = onIdle(() => setQuiet(true)));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle?.();
    };
  }, []);
  return quiet;
}
