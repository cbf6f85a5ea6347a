import { lazy, Suspense } from 'react';

const loadMarkdown = () => import('./markdown');
const LazyMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));

/**
 * Starts loading the Markdown, KaTeX and GFM code (most of the tutor's bytes) while the welcome
 * screen is already usable, so the first reply does not wait for it.
 */
export function preloadRichText(): void {
  void loadMarkdown().catch((err: unknown) => console.error('Loading the reply renderer failed', err));
}

/** A reply as rich text; until the renderer has loaded it shows the plain text, never nothing. */
export function RichText({ content, streaming = false }: { content: string; streaming?: boolean }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap text-[15px] leading-relaxed [overflow-wrap:anywhere]">{content}</p>}>
      <LazyMarkdown content={content} streaming={streaming} />
    </Suspense>
  );
}
