import { describe, expect, it } from 'vitest';
import { formatUpdated, savedAgoText } from './relative-time';

describe('savedAgoText', () => {
  const t = 1_000_000_000;
  it('says just now, then minutes, hours and days', () => {
    expect(savedAgoText(t, t)).toBe('Saved just now');
    expect(savedAgoText(t, t + 44_000)).toBe('Saved just now');
    expect(savedAgoText(t, t + 60_000)).toBe('Saved 1 minute ago');
    expect(savedAgoText(t, t + 2 * 60_000)).toBe('Saved 2 minutes ago');
    expect(savedAgoText(t, t + 60 * 60_000)).toBe('Saved 1 hour ago');
    expect(savedAgoText(t, t + 5 * 3600_000)).toBe('Saved 5 hours ago');
    expect(savedAgoText(t, t + 48 * 3600_000)).toBe('Saved 2 days ago');
    expect(savedAgoText(t + 5000, t)).toBe('Saved just now');
  });
});

describe('formatUpdated', () => {
  it('shows the time today and a date otherwise', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(formatUpdated(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('Today, 9:05 AM');
    expect(formatUpdated(new Date(2026, 0, 4).toISOString(), now)).toBe('Jan 4');
    expect(formatUpdated(new Date(2025, 11, 24).toISOString(), now)).toBe('Dec 24, 2025');
    expect(formatUpdated('bad', now)).toBe('');
  });
});
