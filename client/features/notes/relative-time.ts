/**
 * "Saved 2 minutes ago" for the status line (spec-2 §2: "Saved with relative time"). Kept in whole
 * English units so the line stays short and does not jump between formats while it ticks.
 */
export function savedAgoText(savedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 45) return 'Saved just now';
  const unit = (n: number, word: string) => `Saved ${n} ${word}${n === 1 ? '' : 's'} ago`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.round(hours / 24), 'day');
}

/** A card's "updated" date: time today, otherwise a short date (with the year when not this year). */
export function formatUpdated(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) {
    return `Today, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}
