import type { MessagePort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { receiveChunks, sendChunks } from './chunk-stream';

/** A writer on one end of a channel, as a worker task would run it, fed by `chunks`. */
function writer(chunks: AsyncIterable<string>) {
  return (port: MessagePort) => sendChunks(chunks, port);
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece.toString();
  return text;
}

describe('chunk streams between a worker and the request thread', () => {
  it('deliver every chunk in order, skip empty ones, and keep at most one chunk ahead of the reader', async () => {
    let produced = 0;
    let consumed = 0;
    let maxAhead = 0;
    async function* pages() {
      for (let i = 0; i < 50; i++) {
        const page = i % 10 === 0 ? '' : `page ${i};`;
        if (page) produced += 1;
        maxAhead = Math.max(maxAhead, produced - consumed);
        yield page;
      }
    }
    const stream = await receiveChunks(writer(pages()));
    let text = '';
    for await (const piece of stream) {
      consumed += 1;
      text += piece.toString();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(text).toBe(Array.from({ length: 50 }, (_, i) => (i % 10 === 0 ? '' : `page ${i};`)).join(''));
    // The one being read, the one already sent and the one being computed.
    expect(maxAhead).toBeLessThanOrEqual(3);
    expect(consumed).toBe(45);
  });

  it('stop the writer when the reader goes away', async () => {
    let finished = false;
    let produced = 0;
    async function* endless() {
      try {
        for (;;) {
          produced += 1;
          yield `page ${produced}\n`;
        }
      } finally {
        finished = true;
      }
    }
    let done: Promise<unknown> = Promise.resolve();
    const stream = await receiveChunks((port) => (done = writer(endless())(port)));
    for await (const _ of stream) {
      if (produced >= 5) break;
    }
    await done;
    expect(finished).toBe(true);
    expect(produced).toBeLessThan(10);
  });

  it('reject before the first chunk when the task cannot start, so the caller can still answer an error', async () => {
    const busy = Object.assign(new Error('busy'), { status: 429 });
    await expect(receiveChunks(() => Promise.reject(busy))).rejects.toBe(busy);
  });

  it('fail the stream when the task fails after the first chunk', async () => {
    async function* failing() {
      yield 'first';
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('the database went away');
    }
    const stream = await receiveChunks(writer(failing()));
    await expect(readAll(stream)).rejects.toThrow('the database went away');
  });

  it('end at once for a task with nothing to send', async () => {
    async function* nothing() {}
    expect(await readAll(await receiveChunks(writer(nothing())))).toBe('');
  });
});
