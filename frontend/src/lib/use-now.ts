import { useEffect, useState } from 'react';

/** The current time, renewed every `periodMs` while `running` (a running match clock, not a static page). */
export function useNow(periodMs: number, running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, running]);
  return now;
}
