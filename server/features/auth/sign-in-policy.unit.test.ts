import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_FIRST_DELAY_S, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_S, PIN_MAX_FAILURES, PIN_MAX_LOCKOUTS, loginDelaySeconds, pinLockMinutes, waitText } from './sign-in-policy';

describe('sign-in policy', () => {
  it('lets the first wrong passwords through at once, then delays each further one more, up to the cap', () => {
    for (let n = 0; n <= LOGIN_FREE_FAILURES; n++) expect(loginDelaySeconds(n)).toBe(0);
    expect(loginDelaySeconds(LOGIN_FREE_FAILURES + 1)).toBe(LOGIN_FIRST_DELAY_S);
    expect(loginDelaySeconds(LOGIN_FREE_FAILURES + 2)).toBe(2 * LOGIN_FIRST_DELAY_S);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const d = loginDelaySeconds(n);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(LOGIN_MAX_DELAY_S);
        expect(loginDelaySeconds(n + 1)).toBeGreaterThanOrEqual(d);
      }),
    );
  });

  it('makes each PIN lockout at least as long as the one before, and shuts the PIN path at the last', () => {
    const lengths = Array.from({ length: PIN_MAX_LOCKOUTS - 1 }, (_, i) => pinLockMinutes(i + 1)!);
    expect(lengths.every((m, i) => m > 0 && (i === 0 || m >= lengths[i - 1]))).toBe(true);
    expect(pinLockMinutes(PIN_MAX_LOCKOUTS)).toBeNull();
    expect(pinLockMinutes(PIN_MAX_LOCKOUTS + 5)).toBeNull();
    // A guesser's whole budget against a 4-digit PIN before the e-mail link is needed.
    expect((PIN_MAX_FAILURES * PIN_MAX_LOCKOUTS) / 10_000).toBeLessThan(0.002);
  });

  it('words a wait the way a person says it, rounding up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
    expect(waitText(60 * 60_000)).toBe('1 hour');
  });
});
