import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { friendlyMessage } from './messages';

const FALLBACK = 'Failed to generate flashcards. Please try again.';

describe('friendlyMessage', () => {
  it('uses the message of a JSON error body', () => {
    expect(friendlyMessage(new ApiError(429, '{"error":"rate_limited","message":"Slow down: try again in 1 minute."}'), FALLBACK)).toBe(
      'Slow down: try again in 1 minute.',
    );
  });

  it('falls back for bodies that are not JSON or have no message', () => {
    expect(friendlyMessage(new ApiError(502, '<html>Bad Gateway</html>'), FALLBACK)).toBe(FALLBACK);
    expect(friendlyMessage(new ApiError(500, '{"error":"internal"}'), FALLBACK)).toBe(FALLBACK);
    expect(friendlyMessage(new ApiError(500, ''), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for a network failure and keeps other errors’ own words', () => {
    expect(friendlyMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(friendlyMessage(new Error('The upload failed: check your connection and try again.'), FALLBACK)).toBe(
      'The upload failed: check your connection and try again.',
    );
    expect(friendlyMessage('weird', FALLBACK)).toBe(FALLBACK);
  });
});
