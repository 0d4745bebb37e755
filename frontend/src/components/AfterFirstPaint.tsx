import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a second pass, after the screen's first commit: what sits below a screen's opening line
 * (the landing page's hero, the dashboard's welcome) is drawn after that line is on the glass, in slices that
 * yield to the browser, instead of holding the first paint until the whole screen is built. The layout's main
 * area is at least a screen tall, so nothing shown moves when the rest arrives.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const secondPass = useDeferredValue(true, false);
  return secondPass ? children : null;
}
