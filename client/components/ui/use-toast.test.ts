import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, subscribeToasts, toast, toastWhenIdle, type ToastData } from './use-toast';

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: 1 toast, 5 s, removal 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('holds a toastWhenIdle toast until the open one is dismissed, and shows it at once when none is open', () => {
    let seen: ToastData[] = [];
    const stop = subscribeToasts((t) => (seen = t));
    dismissToast();
    toastWhenIdle({ title: 'Achievement Unlocked!' });
    expect(seen.find((t) => t.open)?.title).toBe('Achievement Unlocked!');
    dismissToast();
    const { id } = toast({ title: 'Schedule Optimized' });
    toastWhenIdle({ title: 'Achievement Unlocked!', description: 'Planner (+25 XP)' });
    expect(seen.filter((t) => t.open).map((t) => t.title)).toEqual(['Schedule Optimized']);
    dismissToast(id);
    expect(seen.filter((t) => t.open).map((t) => t.description)).toEqual(['Planner (+25 XP)']);
    stop();
  });

  it('keeps only the newest toast', () => {
    let seen: ToastData[] = [];
    const stop = subscribeToasts((t) => (seen = t));
    toast({ title: 'Login successful' });
    toast({ title: 'Logged out', description: 'See you next time!' });
    expect(seen).toHaveLength(1);
    expect(seen[0].title).toBe('Logged out');
    stop();
  });

  it('closes a dismissed toast at once and removes it after the delay', () => {
    vi.useFakeTimers();
    let seen: ToastData[] = [];
    const stop = subscribeToasts((t) => (seen = t));
    const { id } = toast({ title: 'Registration successful' });
    dismissToast(id);
    expect(seen.find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(seen.some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(seen.some((t) => t.id === id)).toBe(false);
    stop();
  });
});
