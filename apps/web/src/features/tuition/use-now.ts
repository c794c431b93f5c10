import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (so Join opens and "time left" counts down without a reload). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
