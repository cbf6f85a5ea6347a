import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../ai/offline/engine';
import { createTestApp, registerUser, TEST_DIALECTS } from '../../test/harness';
import { openTutorStream } from '../../test/tutor-stream-client';
import { RESTARTING } from './sse';

/**
 * SIGTERM with a tutor reply streaming: the app's close ends the stream at once with a last event
 * asking the student to send the question again, stores nothing of it, and frees its socket, so
 * the server stops in well under the 10 s deadline instead of waiting out keep-alive (73 s before).
 */
describe.each(TEST_DIALECTS)('closing the app with a tutor reply streaming (%s)', (dialect) => {
  it('ends the stream with a retry event, stores nothing and closes promptly', async () => {
    // Slow chunks: the reply is still streaming when the close begins.
    const t = await createTestApp(dialect, { engine: (config, pool) => createOfflineEngine(config.ai, { chunkDelayMs: 200, pool }) });
    let closed = false;
    try {
      const u = await registerUser(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');

      const { events, firstChunk, ended } = openTutorStream({
        port: address.port,
        cookie: u.cookie,
        message: 'Explain the difference between mitosis and meiosis in cell division, step by step.',
      });
      await firstChunk;
      const t0 = performance.now();
      await t.app.close();
      closed = true;
      const closeMs = performance.now() - t0;
      await ended;

      expect(events.at(-1)).toEqual({ type: 'error', message: RESTARTING });
      expect(events.some((e) => e.type === 'complete')).toBe(false);
      expect(closeMs).toBeLessThan(3000);
      const stored = await t.database.db.selectFrom('chat_messages').select('id').where('user_id', '=', u.id).execute();
      expect(stored).toEqual([]);
    } finally {
      if (!closed) await t.app.close();
      await t.database.close();
    }
  }, 20_000);
});
