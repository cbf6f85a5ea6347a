/**
 * The rotating hints of the tutor's "Preparing response..." indicator (spec-1 §4 "Chat", §9): five
 * messages, one every 1800 ms, so a student waiting for the first words sees that work is going on.
 * Kept apart from React so the cycle can be tested with fake timers.
 */
export const LOADING_HINTS = [
  'Analyzing your question...',
  'Searching knowledge base...',
  'Processing information...',
  'Formulating response...',
  'Finalizing answer...',
] as const;

/** Spec-1 §9: the hint changes every 1800 ms. */
export const HINT_ROTATION_MS = 1800;

/** The hint shown at a step of the cycle; it wraps around after the last one. */
export function hintAt(step: number): string {
  const n = LOADING_HINTS.length;
  return LOADING_HINTS[((step % n) + n) % n];
}

/**
 * Starts the cycle: the first hint at once, then the next one every interval. Returns the function
 * that stops it, which the chat calls on the first chunk, at the end of a request and on leaving
 * the page (no timer survives the screen).
 */
export function startHintRotation(onHint: (hint: string) => void, intervalMs: number = HINT_ROTATION_MS): () => void {
  let step = 0;
  onHint(hintAt(step));
  const timer = setInterval(() => {
    step += 1;
    onHint(hintAt(step));
  }, intervalMs);
  return () => clearInterval(timer);
}
