import { describe, expect, it } from 'vitest';
import { browserTimeZone, plural } from './utils';

describe('plural', () => {
  it('uses the singular for exactly one and groups large counts', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(1200, 'card')).toBe(`${(1200).toLocaleString()} cards`);
  });
});

describe('browserTimeZone', () => {
  it('names a zone the runtime knows', () => {
    const zone = browserTimeZone();
    expect(zone).toBeTruthy();
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
