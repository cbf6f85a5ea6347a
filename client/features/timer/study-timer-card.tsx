import { useQuery } from '@tanstack/react-query';
import { Coffee, Pause, Play, RotateCcw, SkipForward, Target, Timer } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { cn, plural } from '@client/lib/utils';
import { STUDY_SESSIONS_KEY, type StudySessionsDto } from './timer-api';
import { progressPercent } from './timer-machine';
import { TimerSettingsDialog } from './timer-settings-dialog';
import { useStudyTimer } from './use-study-timer';


/** Today's focus minutes from the server (all devices), with its own loading and error wording. */
function TodayFocus() {
  const today = useQuery<StudySessionsDto>({ queryKey: STUDY_SESSIONS_KEY });
  let text: string;
  if (today.isPending) text = 'Loading today’s focus time...';
  else if (today.isError) text = 'Today’s focus time is unavailable right now.';
  else if (today.data.todaySessions === 0) text = 'No focus sessions yet today.';
  else text = `Today: ${plural(today.data.todayMinutes, 'minute')} of focus · ${plural(today.data.todaySessions, 'session')}`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="today-focus">
      {text}
    </p>
  );
}

/**
 * The pomodoro study timer on the dashboard (spec-1 §1): focus and break phases, start / pause /
 * resume / reset / skip, a countdown that survives reloads, phase changes announced to screen
 * readers, and each completed focus phase recorded as study time.
 */
export function StudyTimerCard({ userId, pageTitle, className }: { userId: string; pageTitle: string; className?: string }) {
  const timer = useStudyTimer(userId, pageTitle);
  const { state, settings } = timer;
  const focus = state.phase === 'focus';
  const PhaseIcon = focus ? Target : Coffee;
  const phaseName = focus ? 'Focus' : 'Break';

  return (
    <Card id="study-timer" role="region" className={cn('flex min-w-0 flex-col', className)} aria-labelledby="study-timer-title">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id="study-timer-title" className="flex items-center gap-2 text-lg">
          <Timer className="size-5 text-muted-foreground" aria-hidden />
          Study Timer
        </CardTitle>
        <TimerSettingsDialog settings={settings} onSave={timer.saveSettings} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              focus
                ? 'bg-primary/10 text-primary dark:bg-primary/20 dark:text-foreground'
                : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
            )}
            data-testid="timer-phase"
          >
            <PhaseIcon className="size-3.5" aria-hidden />
            {phaseName}
          </span>
          <span className="text-xs text-muted-foreground">
            {settings.focusMinutes} min focus · {settings.breakMinutes} min break
          </span>
        </div>

        <div
          role="timer"
          aria-live="off"
          aria-label={`${phaseName} time left`}
          className="text-center font-mono text-5xl font-bold tabular-nums tracking-tight sm:text-6xl"
          data-testid="timer-clock"
        >
          {timer.clock}
        </div>
        <Progress value={progressPercent(state, timer.now)} aria-label={`${phaseName} progress`} />

        <div className="grid grid-cols-2 gap-2">
          {state.status === 'idle' && (
            <Button onClick={timer.start} className="col-span-2">
              <Play aria-hidden />
              {focus ? 'Start focus' : 'Start break'}
            </Button>
          )}
          {state.status === 'running' && (
            <Button onClick={timer.pause} className="col-span-2">
              <Pause aria-hidden />
              Pause
            </Button>
          )}
          {state.status === 'paused' && (
            <Button onClick={timer.resume} className="col-span-2">
              <Play aria-hidden />
              Resume
            </Button>
          )}
          <Button variant="outline" className="min-w-0" onClick={timer.reset} disabled={state.status === 'idle' && focus && state.remainingMs === state.durationMs}>
            <RotateCcw aria-hidden />
            Reset
          </Button>
          <Button variant="outline" className="min-w-0" onClick={timer.skip}>
            <SkipForward aria-hidden />
            {focus ? 'Skip to break' : 'Skip break'}
          </Button>
        </div>

        <TodayFocus />
        {/* Phase changes only; the countdown itself is not announced every second. */}
        <p role="status" aria-live="polite" className="sr-only" data-testid="timer-announcement">
          {timer.announcement}
        </p>
      </CardContent>
    </Card>
  );
}
