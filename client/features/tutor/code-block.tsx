import { Check, Copy } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';

/** Spec-1 §9: the code-copy confirmation shows for 2 seconds. */
export const CODE_COPY_CONFIRM_MS = 2000;

type Highlighter = (code: string, language: string) => string | null;
let highlighterPromise: Promise<Highlighter> | null = null;
let loadedHighlighter: Highlighter | null = null;

/** highlight.js is loaded the first time a code block appears, not with the page. */
function loadHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= import('./highlight').then((m) => {
    loadedHighlighter = m.highlightCode;
    return m.highlightCode;
  });
  return highlighterPromise;
}

/**
 * The highlighter once loaded. After the first load it is there synchronously, so a block that
 * grows while a reply streams is highlighted in the same render instead of flashing plain text.
 */
function useHighlighter(enabled: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loadedHighlighter);
  useEffect(() => {
    if (highlighter || !enabled) return;
    let live = true;
    loadHighlighter()
      .then((fn) => {
        if (live) setHighlighter(() => fn);
      })
      .catch((err: unknown) => console.error('Code highlighting failed to load', err));
    return () => {
      live = false;
    };
  }, [enabled, highlighter]);
  return highlighter;
}

/** Display names for the language label in the block's header. */
const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TypeScript',
  py: 'Python',
  python: 'Python',
  java: 'Java',
  c: 'C',
  h: 'C',
  cpp: 'C++',
  'c++': 'C++',
  cc: 'C++',
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Shell',
  json: 'JSON',
  sql: 'SQL',
  html: 'HTML',
  xml: 'XML',
  svg: 'SVG',
  css: 'CSS',
};

/** A fenced code block: header with the language and a copy button, highlighted code that scrolls sideways. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const lang = language.toLowerCase();
  const highlighter = useHighlighter(lang !== '');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const html = useMemo(() => (highlighter && lang ? highlighter(code, lang) : null), [highlighter, code, lang]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CODE_COPY_CONFIRM_MS);
    } catch (err) {
      // Spec-1 §8: a failed code copy is only logged.
      console.error('Copying code failed', err);
    }
  };

  const label = LANGUAGE_NAMES[lang] ?? (lang || 'Code');
  return (
    <div className="my-3 overflow-hidden rounded-lg border border-border bg-muted/60 dark:bg-background/60">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-1">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied!' : 'Copy code'}
        </Button>
      </div>
      {/* Focusable so a keyboard user can scroll a long line sideways. */}
      <pre
        tabIndex={0}
        className="tutor-code overflow-x-auto p-3 text-[13px] leading-relaxed focus-visible:outline-offset-[-2px]"
      >
        {html !== null ? (
          <code className="hljs font-mono" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code className="font-mono">{code}</code>
        )}
      </pre>
    </div>
  );
}
