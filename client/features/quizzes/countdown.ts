/**
 * The timed-mode clock (spec-2 §2 "a countdown clock when timed (minutes:seconds)"). The deadline is
 * a point in the browser's own time, so a wrong clock on the device cannot shorten or stretch it.
 */

/** Whole seconds left until the deadline, never negative; a part second still counts as one. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** 600 → "10:00", 65 → "1:05", 0 → "0:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The spoken form for screen readers: "9 minutes 5 seconds left". */
export function describeCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const m = Math.floor(s / 60);
  const r = s % 60;
  const parts: string[] = [];
  if (m) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  if (r || !m) parts.push(`${r} ${r === 1 ? 'second' : 'seconds'}`);
  return `${parts.join(' ')} left`;
}

/** Colour cue: warning in the last minute, critical in the last ten seconds. */
export function countdownTone(seconds: number): 'normal' | 'warning' | 'critical' {
  if (seconds <= 10) return 'critical';
  if (seconds <= 60) return 'warning';
  return 'normal';
}

/**
 * Moments worth announcing to screen readers (a live region that spoke every second would drown
 * everything else out): 5 and 1 minutes left, then 30 and 10 seconds.
 */
export function countdownAnnouncement(seconds: number): string | null {
  if (seconds === 300 || seconds === 60 || seconds === 30 || seconds === 10) return describeCountdown(seconds);
  return null;
}

/**
 * The local deadline of a server attempt: the server's own duration (deadline − startedAt) counted
 * from when the answer arrived here, so client and server clocks need not agree.
 */
export function localDeadline(attempt: { startedAt: string; deadline: string | null }, receivedAtMs: number): number | null {
  if (!attempt.deadline) return null;
  const duration = Date.parse(attempt.deadline) - Date.parse(attempt.startedAt);
  if (!Number.isFinite(duration)) return null;
  return receivedAtMs + Math.max(0, duration);
}

/** Seconds spent, capped at the limit (auto-submit can land a little after zero). */
export function elapsedSeconds(startedAtMs: number, nowMs: number, limitMinutes: number | null): number {
  const spent = Math.max(0, Math.round((nowMs - startedAtMs) / 1000));
  return limitMinutes ? Math.min(spent, limitMinutes * 60) : spent;
}
