import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api';

const FALLBACK = 'Failed to update profile';

describe('errorMessage', () => {
  it("shows the server's own message from a JSON error body", () => {
    expect(errorMessage(new ApiError(409, '{"error":"conflict","message":"That e-mail is already in use."}'), FALLBACK)).toBe(
      'That e-mail is already in use.',
    );
  });

  it('falls back to the caller’s text for a non-JSON body (a proxy’s HTML page) or a blank message', () => {
    expect(errorMessage(new ApiError(502, '<html><body>Bad Gateway</body></html>'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError(500, '{"error":"internal","message":"  "}'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError(503, 'Service Unavailable'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError(500, '{"error":"internal"}'), FALLBACK)).toBe(FALLBACK);
  });

  it('never shows "Failed to fetch" when the request did not get through', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });

  it("keeps the app's own error messages and has a general default", () => {
    expect(errorMessage(new Error('AI response is empty'), FALLBACK)).toBe('AI response is empty');
    expect(errorMessage('weird', undefined)).toBe('Something went wrong. Please try again.');
  });
});
