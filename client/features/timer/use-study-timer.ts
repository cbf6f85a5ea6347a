import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, errorMessage } from '@client/lib/api';
import { USER_QUERY_KEY } from '@client/lib/auth';
import { STUDY_SESSIONS_KEY, postStudySession } from './timer-api';
import {
  advanceTimer,
  applySettings,
  formatClock,
  initialTimer,
  pauseTimer,
  remainingMs,
  resetTimer,
  resumeTimer,
  skipPhase,
  startTimer,
  type TimerEvent,
  type TimerSettings,
  type TimerState,
} from './timer-machine';
import {
  dequeueSession,
  enqueueSession,
  loadOutbox,
  loadSettings,
  loadState,
  parseState,
  saveSettings,
  saveState,
  settingsKey,
  stateKey,
} from './timer-storage';

/** How often the visible countdown refreshes while running. */
const TICK_MS = 250;

const newSessionId = () => crypto.randomUUID();

/** Words for the live region: only phase changes are announced, never the seconds. */
export function announcementFor(event: TimerEvent): string {
  return event.type === 'focus-complete'
    ? `Focus session complete. Time for a ${event.breakMinutes}-minute break.`
    : 'Break over. Start your next focus session when you are ready.';
}

/** A server answer that will never change on retry (400 implausible, 409 id taken…): drop the session. */
function isFinalRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408 && err.status !== 429;
}

/**
 * The pomodoro timer of one student: the pure state machine driven by the real clock, persisted in
 * localStorage (a reload continues the countdown; other open tabs follow along), with completed
 * focus phases posted through an outbox so an offline moment or a closed tab loses nothing.
 */
export function useStudyTimer(userId: string, pageTitle: string) {
  const queryClient = useQueryClient();
  const [settings, setSettingsState] = useState<TimerSettings>(() => loadSettings(localStorage, userId));
  const [state, setState] = useState<TimerState>(() => loadState(localStorage, userId) ?? initialTimer(loadSettings(localStorage, userId)));
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const stateRef = useRef(state);
  const settingsRef = useRef(settings);
  const flushing = useRef(false);
  stateRef.current = state;
  settingsRef.current = settings;

  /**
   * Posts every session in the outbox, oldest first; stops at the first failure worth retrying. A
   * background retry (page load, back online) stays quiet about a failure the student already saw.
   */
  const flush = useCallback(async (quiet = false) => {
    if (flushing.current) return;
    flushing.current = true;
    let recorded = false;
    try {
      for (const session of loadOutbox(localStorage, userId)) {
        try {
          const result = await postStudySession(session);
          dequeueSession(localStorage, userId, session.id);
          recorded = true;
          // Only the tab whose post recorded it says so; a second tab finishing the same phase is quiet.
          if (result.firstTime) {
            toast({
              title: 'Focus session recorded',
              description: `${result.session.minutes} minute${result.session.minutes === 1 ? '' : 's'} of focus · +${result.xpGained} XP`,
              variant: 'success',
            });
          }
        } catch (err) {
          if (!isFinalRefusal(err)) {
            if (!quiet) toast({ title: 'Session not saved yet', description: 'We will record it as soon as you are back online.' });
            return;
          }
          dequeueSession(localStorage, userId, session.id);
          toast({ title: 'Session not recorded', description: errorMessage(err), variant: 'destructive' });
        }
      }
    } finally {
      flushing.current = false;
      if (recorded) {
        // Today's minutes, the XP and the streak in the navigation all changed.
        void queryClient.invalidateQueries({ queryKey: STUDY_SESSIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      }
    }
  }, [queryClient, userId]);

  /** Moves the machine to the current time and acts on what completed. */
  const catchUp = useCallback(() => {
    const t = Date.now();
    setNow(t);
    const { state: next, events } = advanceTimer(stateRef.current, settingsRef.current, t);
    if (!events.length) return;
    stateRef.current = next;
    setState(next);
    for (const event of events) {
      if (event.type === 'focus-complete' && event.session.id) enqueueSession(localStorage, userId, event.session);
    }
    setAnnouncement(announcementFor(events[events.length - 1]));
    if (events.some((e) => e.type === 'focus-complete')) void flush();
  }, [flush, userId]);

  // Anything left from an earlier visit (offline, closed tab) is sent now, and again when back online.
  useEffect(() => {
    catchUp();
    void flush(true);
    const online = () => void flush(true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [catchUp, flush]);

  useEffect(() => {
    if (state.status !== 'running') return;
    const id = window.setInterval(catchUp, TICK_MS);
    const visible = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [state.status, catchUp]);

  useEffect(() => saveState(localStorage, userId, state), [state, userId]);
  useEffect(() => saveSettings(localStorage, userId, settings), [settings, userId]);

  // Another tab started, paused or changed the timer: follow it.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === stateKey(userId)) {
        const next = parseState(e.newValue);
        if (next) setState(next);
      } else if (e.key === settingsKey(userId)) {
        setSettingsState(loadSettings(localStorage, userId));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const left = remainingMs(state, now);
  const running = state.status === 'running';
  const clock = formatClock(left);
  useEffect(() => {
    document.title = running ? `${clock} · ${state.phase === 'focus' ? 'Focus' : 'Break'} · StudyPilot` : `${pageTitle} · StudyPilot`;
  }, [running, clock, state.phase, pageTitle]);
  useEffect(() => () => void (document.title = `${pageTitle} · StudyPilot`), [pageTitle]);

  const act = (fn: (s: TimerState, t: number) => TimerState) => {
    const t = Date.now();
    setNow(t);
    setState((s) => fn(s, t));
  };

  return {
    state,
    settings,
    now,
    remainingMs: left,
    clock,
    announcement,
    start: () => act((s, t) => startTimer(s, t, newSessionId)),
    pause: () => act(pauseTimer),
    resume: () => act(resumeTimer),
    reset: () => {
      act(() => resetTimer(settingsRef.current));
      setAnnouncement('Timer reset.');
    },
    skip: () => {
      const wasFocus = stateRef.current.phase === 'focus';
      act((s, t) => skipPhase(s, settingsRef.current, t));
      setAnnouncement(wasFocus ? 'Focus skipped. Break time.' : 'Break skipped. Ready to focus.');
    },
    saveSettings: (next: TimerSettings) => {
      settingsRef.current = next;
      setSettingsState(next);
      setState((s) => applySettings(s, next));
    },
  };
}
