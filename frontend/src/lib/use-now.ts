import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `periodMs` while `running` (a running match clock, not a static page). A clock
 * that starts later (a match kicks off on screen) reads the time as it starts, not one period later.
 */
export function useNow(periodMs: number, running = true): Date {
  const [clock, setClock] = useState(() => ({ running, now: new Date() }));
  // Adjusting state while rendering, as React advises for a change of input: no extra pass through an effect.
  if (clock.running !== running) setClock({ running, now: new Date() });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClock({ running: true, now: new Date() }), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, running]);
  return clock.now;
}
