import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `periodMs` while `running` (a running match clock, not a static page). The
 * first value is the time of the first render; a clock that starts later catches up on its first tick.
 */
export function useNow(periodMs: number, running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, running]);
  return now;
}
