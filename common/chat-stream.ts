/** Events of the tutor's reply stream (spec-1 §3 "Stream event"). */
export type ChatStreamEvent =
  | { type: 'chunk'; content: string }
  | { type: 'complete'; fullResponse: string; sessionId: string; messageId?: string }
  | { type: 'error'; message?: string };

/** One server-sent event line for an event: `data: {json}` and a blank line. */
export function encodeStreamEvent(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

function isEvent(value: unknown): value is ChatStreamEvent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.type === 'chunk') return typeof v.content === 'string';
  if (v.type === 'complete') return typeof v.fullResponse === 'string' && typeof v.sessionId === 'string';
  return v.type === 'error';
}

/**
 * Incremental parser for the reply stream: network chunks can split a line anywhere, so text is
 * buffered until a newline. Lines that are not `data: {valid event}` are reported and skipped, as
 * the spec asks, instead of breaking the whole reply.
 */
export function createStreamParser(
  onEvent: (event: ChatStreamEvent) => void,
  onMalformed: (line: string) => void = () => {},
): { push(text: string): void; end(): void } {
  let buffer = '';
  const handleLine = (raw: string) => {
    const line = raw.replace(/\r$/, '');
    if (!line.trim()) return;
    if (!line.startsWith('data: ')) {
      onMalformed(line);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(line.slice(6));
      if (isEvent(parsed)) onEvent(parsed);
      else onMalformed(line);
    } catch {
      onMalformed(line);
    }
  };
  return {
    push(text: string) {
      buffer += text;
      let nl = buffer.indexOf('\n');
      while (nl !== -1) {
        handleLine(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
      }
    },
    end() {
      if (buffer) handleLine(buffer);
      buffer = '';
    },
  };
}
