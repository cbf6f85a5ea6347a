import { afterEach, describe, expect, it, vi } from 'vitest';
import { postStudySession } from './timer-api';

const SESSION = { id: '0193c1a4-0000-7000-8000-000000000001', minutes: 25, startedAt: '2026-11-24T10:00:00.000Z', endedAt: '2026-11-24T10:25:00.000Z' };
const ANSWER = { session: { ...SESSION, xp: 10, createdAt: '2026-11-24T10:25:01.000Z' }, xpGained: 10 };

function answerWith(status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(ANSWER), { status, headers: { 'content-type': 'application/json' } })));
}

describe('postStudySession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a first recording (201) apart from a repeat the server already had (200)', async () => {
    answerWith(201);
    await expect(postStudySession(SESSION)).resolves.toMatchObject({ firstTime: true, xpGained: 10 });
    answerWith(200);
    await expect(postStudySession(SESSION)).resolves.toMatchObject({ firstTime: false, xpGained: 10 });
  });

  it('posts the session as JSON with the credentials', async () => {
    answerWith(201);
    await postStudySession(SESSION);
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/study-sessions');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual(SESSION);
  });
});
