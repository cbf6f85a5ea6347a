/**
 * Streams a finished text in small word groups with a short pause, the way a model streams, so
 * the client's streaming path is the same for both engines. Stops promptly when aborted.
 */
export async function* streamInChunks(text: string, signal: AbortSignal, delayMs = 12): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += 4) {
    if (signal.aborted) throw new Error('aborted');
    yield pieces.slice(i, i + 4).join('');
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  }
}
