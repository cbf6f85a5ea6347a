import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@client/lib/utils';
import { countdownAnnouncement, countdownTone, describeCountdown, formatCountdown } from './countdown';

const TONES = {
  normal: 'border-border bg-card text-foreground',
  warning: 'border-amber-500/60 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  critical: 'border-red-600/60 bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/**
 * The timed-mode clock (minutes:seconds). Its text is a timer (not read out every second); a
 * separate polite live region speaks only at 5 and 1 minutes and 30 and 10 seconds left.
 */
export function CountdownClock({ seconds }: { seconds: number }) {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const said = countdownAnnouncement(seconds);
    if (said) setAnnouncement(said);
  }, [seconds]);
  const tone = countdownTone(seconds);
  return (
    <>
      <div
        role="timer"
        aria-label={`Time remaining: ${describeCountdown(seconds)}`}
        className={cn('inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 font-mono text-lg font-semibold tabular-nums', TONES[tone])}
      >
        <Timer className="size-5" aria-hidden />
        <span data-testid="quiz-countdown">{formatCountdown(seconds)}</span>
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
