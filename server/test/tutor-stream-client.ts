import http from 'node:http';
import { createStreamParser, type ChatStreamEvent } from '@common/chat-stream';

/**
 * Asks the tutor over a real socket (POST /api/chat/message) and reads its event stream as it
 * comes: the events so far, when the first chunk arrived, and when the stream ended (or broke).
 */
export function openTutorStream(opts: { port: number; cookie: string; message: string; origin?: string }): {
  events: ChatStreamEvent[];
  firstChunk: Promise<void>;
  ended: Promise<void>;
} {
  const events: ChatStreamEvent[] = [];
  let chunked!: () => void;
  const firstChunk = new Promise<void>((resolve) => (chunked = resolve));
  const ended = new Promise<void>((resolve) => {
    const body = JSON.stringify({ message: opts.message });
    const headers: http.OutgoingHttpHeaders = { cookie: opts.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    if (opts.origin) headers.origin = opts.origin;
    const req = http.request({ host: '127.0.0.1', port: opts.port, path: '/api/chat/message', method: 'POST', headers }, (res) => {
      const parser = createStreamParser((e) => {
        events.push(e);
        if (e.type === 'chunk') chunked();
      });
      res.setEncoding('utf8');
      res.on('data', (text: string) => parser.push(text));
      res.on('end', () => {
        parser.end();
        resolve();
      });
      res.on('error', () => resolve());
    });
    req.on('error', () => resolve());
    req.end(body);
  });
  return { events, firstChunk, ended };
}
