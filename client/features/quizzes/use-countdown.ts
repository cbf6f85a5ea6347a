import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left until `deadlineMs` (null when untimed). It looks at the clock four times a second so
 * the display never skips a second, but re-renders only when the second changes; `onExpire` is
 * called once when it reaches zero.
 */
export function useCountdown(deadlineMs: number | null, onExpire: () => void): number | null {
  const [left, setLeft] = useState<number | null>(() => (deadlineMs === null ? null : secondsLeft(deadlineMs, Date.now())));
  const expireRef = useRef(onExpire);
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadlineMs === null) {
      setLeft(null);
      return;
    }
    const tick = () => {
      const s = secondsLeft(deadlineMs, Date.now());
      setLeft(s);
      if (s === 0 && firedFor.current !== deadlineMs) {
        firedFor.current = deadlineMs;
        expireRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  return deadlineMs === null ? null : left;
}
