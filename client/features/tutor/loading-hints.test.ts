import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINT_ROTATION_MS, LOADING_HINTS, hintAt, startHintRotation } from './loading-hints';

describe('loading hints', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are the five messages of the spec, in order, every 1800 ms', () => {
    expect(LOADING_HINTS).toEqual([
      'Analyzing your question...',
      'Searching knowledge base...',
      'Processing information...',
      'Formulating response...',
      'Finalizing answer...',
    ]);
    expect(HINT_ROTATION_MS).toBe(1800);
  });

  it('wraps around after the last hint', () => {
    expect(hintAt(0)).toBe('Analyzing your question...');
    expect(hintAt(4)).toBe('Finalizing answer...');
    expect(hintAt(5)).toBe('Analyzing your question...');
    expect(hintAt(-1)).toBe('Finalizing answer...');
  });

  it('shows the first hint at once, the next one every 1800 ms, and cycles', () => {
    const seen: string[] = [];
    const stop = startHintRotation((h) => seen.push(h));
    expect(seen).toEqual(['Analyzing your question...']);
    vi.advanceTimersByTime(1799);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen[1]).toBe('Searching knowledge base...');
    vi.advanceTimersByTime(1800 * 4);
    expect(seen).toEqual([...LOADING_HINTS, 'Analyzing your question...']);
    stop();
  });

  it('stops for good when stopped (first chunk, end of request, leaving the page)', () => {
    const onHint = vi.fn();
    const stop = startHintRotation(onHint);
    stop();
    vi.advanceTimersByTime(1800 * 10);
    expect(onHint).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
