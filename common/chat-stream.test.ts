import { describe, expect, it } from 'vitest';
import { createStreamParser, encodeStreamEvent, type ChatStreamEvent } from './chat-stream';

function parseAll(chunks: string[]): { events: ChatStreamEvent[]; bad: string[] } {
  const events: ChatStreamEvent[] = [];
  const bad: string[] = [];
  const p = createStreamParser((e) => events.push(e), (l) => bad.push(l));
  for (const c of chunks) p.push(c);
  p.end();
  return { events, bad };
}

describe('chat stream', () => {
  const stream =
    encodeStreamEvent({ type: 'chunk', content: 'Hello ' }) +
    encodeStreamEvent({ type: 'chunk', content: 'world: $x^2$\n' }) +
    encodeStreamEvent({ type: 'complete', fullResponse: 'Hello world: $x^2$\n', sessionId: 's1' });

  it('round-trips events, including newlines inside content', () => {
    const { events, bad } = parseAll([stream]);
    expect(bad).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['chunk', 'chunk', 'complete']);
    expect(events[1]).toEqual({ type: 'chunk', content: 'world: $x^2$\n' });
  });

  it('reassembles lines split at every possible position', () => {
    for (let size = 1; size < 12; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parseAll(chunks).events).toHaveLength(3);
    }
  });

  it('skips and reports malformed lines without losing the others', () => {
    const { events, bad } = parseAll([
      'data: {not json}\n\n',
      'event: ping\n',
      'data: {"type":"chunk"}\n\n',
      encodeStreamEvent({ type: 'chunk', content: 'ok' }),
      'data: {"type":"error"}\r\n',
    ]);
    expect(events).toEqual([{ type: 'chunk', content: 'ok' }, { type: 'error' }]);
    expect(bad).toHaveLength(3);
  });

  it('parses a final line without a trailing newline', () => {
    const { events } = parseAll(['data: {"type":"chunk","content":"end"}']);
    expect(events).toEqual([{ type: 'chunk', content: 'end' }]);
  });
});
