import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR, postRecovery } from './recovery-api';

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postRecovery (spec-1 §8, forgot-password errors)', () => {
  it('passes a successful step on', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, '{"success":true,"message":"Email verified"}')));
    await expect(postRecovery('/api/verify-email', { email: 'a@b.co' }, 'Email not found')).resolves.toEqual({
      ok: true,
      message: 'Email verified',
    });
  });

  it('shows the server message of a failed step', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, '{"error":"not_found","message":"Email not found"}')));
    await expect(postRecovery('/api/verify-email', { email: 'a@b.co' }, 'fallback')).resolves.toEqual({
      ok: false,
      message: 'Email not found',
    });
  });

  it("falls back to the step's text on success: false without a message or a body that is not ours", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, '{"success":false}')));
    await expect(postRecovery('/api/reset-password-with-pin', {}, 'Failed to reset password')).resolves.toEqual({
      ok: false,
      message: 'Failed to reset password',
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(postRecovery('/api/verify-backup-pin', {}, 'Invalid backup PIN')).resolves.toEqual({
      ok: false,
      message: 'Invalid backup PIN',
    });
  });

  it('says "Something went wrong" when the request never reaches the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(postRecovery('/api/verify-email', { email: 'a@b.co' }, 'Email not found')).resolves.toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(NETWORK_ERROR).toBe('Something went wrong. Please try again.');
  });
});
