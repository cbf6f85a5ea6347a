import { Readable } from 'node:stream';
import { MessageChannel, type MessagePort } from 'node:worker_threads';

/** The messages of a chunk stream between a worker and the request thread. */
type ToReader = { chunk: string } | { end: true };
type ToWriter = 'pull' | 'cancel';

/**
 * Worker side: sends the chunks one at a time, each only once the reader has asked for it (so a
 * slow download keeps at most one chunk in flight and the worker's memory stays that of a page),
 * and stops when the reader cancels. The next chunk is computed while the reader handles the last.
 */
export async function sendChunks(chunks: AsyncIterable<string>, port: MessagePort): Promise<void> {
  let credit = 0;
  let cancelled = false;
  let wake: (() => void) | undefined;
  port.on('message', (m: ToWriter) => {
    if (m === 'cancel') cancelled = true;
    else credit += 1;
    wake?.();
  });
  const post = (message: ToReader) => port.postMessage(message);
  try {
    for await (const chunk of chunks) {
      if (!chunk) continue;
      while (credit === 0 && !cancelled) await new Promise<void>((resolve) => (wake = resolve));
      if (cancelled) return;
      credit -= 1;
      post({ chunk });
    }
    post({ end: true });
  } finally {
    port.close();
  }
}

/**
 * Request-thread side: a byte stream of the chunks a worker task sends through `sendChunks`.
 * `start` hands the port to the task and answers its completion. Resolves with the stream once the
 * first chunk has come, so a task that fails before (a full queue, 429) is still a plain error
 * response; a later failure fails the stream, and a stream destroyed early (the student left)
 * cancels the task.
 */
export function receiveChunks(start: (port: MessagePort) => Promise<unknown>): Promise<Readable> {
  const { port1, port2 } = new MessageChannel();
  let asked = true;
  let ended = false;
  // No read-ahead buffer of its own: the next chunk is asked for only when the consumer (the
  // socket) wants more, so a slow download holds one page, not as many as fit in 16 KB.
  const stream = new Readable({
    highWaterMark: 0,
    read() {
      if (asked || ended) return;
      asked = true;
      port1.postMessage('pull' satisfies ToWriter);
    },
    destroy(err, callback) {
      if (!ended) port1.postMessage('cancel' satisfies ToWriter);
      port1.close();
      callback(err);
    },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    port1.on('message', (m: ToReader) => {
      asked = false;
      if ('end' in m) {
        ended = true;
        port1.close();
        stream.push(null);
      } else {
        // Readable calls read() again when it wants the next chunk.
        stream.push(m.chunk);
      }
      if (!settled) {
        settled = true;
        resolve(stream);
      }
    });
    start(port2).catch((err: unknown) => {
      const error = err instanceof Error ? err : new Error(String(err));
      if (!settled) {
        settled = true;
        port1.close();
        reject(error);
      } else if (!ended) {
        stream.destroy(error);
      }
    });
    port1.postMessage('pull' satisfies ToWriter);
  });
}
