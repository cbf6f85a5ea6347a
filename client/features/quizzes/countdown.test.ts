import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, countdownTone, describeCountdown, elapsedSeconds, formatCountdown, localDeadline, secondsLeft } from './countdown';

describe('countdown', () => {
  it('formats minutes:seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-4)).toBe('0:00');
    expect(formatCountdown(3600)).toBe('60:00');
  });

  it('counts a started second as left, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 100)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('speaks the time left and announces only a few moments', () => {
    expect(describeCountdown(545)).toBe('9 minutes 5 seconds left');
    expect(describeCountdown(60)).toBe('1 minute left');
    expect(describeCountdown(1)).toBe('1 second left');
    expect(describeCountdown(0)).toBe('0 seconds left');
    expect(countdownAnnouncement(60)).toBe('1 minute left');
    expect(countdownAnnouncement(300)).toBe('5 minutes left');
    expect(countdownAnnouncement(59)).toBeNull();
  });

  it('warns in the last minute and the last ten seconds', () => {
    expect(countdownTone(61)).toBe('normal');
    expect(countdownTone(60)).toBe('warning');
    expect(countdownTone(10)).toBe('critical');
  });

  it('takes the duration from the server, the start from this browser', () => {
    const attempt = { startedAt: '2026-01-01T10:00:00.000Z', deadline: '2026-01-01T10:10:00.000Z' };
    expect(localDeadline(attempt, 5_000)).toBe(5_000 + 600_000);
    expect(localDeadline({ ...attempt, deadline: null }, 5_000)).toBeNull();
    expect(localDeadline({ startedAt: 'garbage', deadline: 'nope' }, 5_000)).toBeNull();
  });

  it('caps the time taken at the limit', () => {
    expect(elapsedSeconds(0, 125_400, 10)).toBe(125);
    expect(elapsedSeconds(0, 700_000, 10)).toBe(600);
    expect(elapsedSeconds(0, 700_000, null)).toBe(700);
  });
});
