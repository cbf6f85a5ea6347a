import type { Element, ElementContent } from 'hast';
import { memo, type ComponentPropsWithoutRef, type JSX } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { cn } from '@client/lib/utils';
import { CodeBlock } from './code-block';
import { normalizeMathDelimiters } from './math-delimiters';
import './tutor.css';

/** All the text inside a hast node (the source of a fenced code block). */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function codeLanguage(code: Element | undefined): string {
  const classes = code?.properties?.className;
  if (!Array.isArray(classes)) return '';
  const languageClass = classes.map(String).find((c) => c.startsWith('language-'));
  return languageClass ? languageClass.slice('language-'.length) : '';
}

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: Element };

/**
 * Headings inside a reply sit under the page's h1 and the conversation's h2, so a reply's "#" is
 * rendered as an h3 and so on down; the look follows the Markdown level.
 */
const components: Components = {
  h1: ({ node: _node, className, ...props }: Props<'h1'>) => <h3 className={cn('mb-2 mt-4 text-xl font-bold first:mt-0', className)} {...props} />,
  h2: ({ node: _node, className, ...props }: Props<'h2'>) => <h4 className={cn('mb-2 mt-4 text-lg font-semibold first:mt-0', className)} {...props} />,
  h3: ({ node: _node, className, ...props }: Props<'h3'>) => <h5 className={cn('mb-1.5 mt-3 text-base font-semibold first:mt-0', className)} {...props} />,
  h4: ({ node: _node, className, ...props }: Props<'h4'>) => <h6 className={cn('mb-1 mt-3 font-semibold first:mt-0', className)} {...props} />,
  h5: ({ node: _node, className, ...props }: Props<'h5'>) => <h6 className={cn('mb-1 mt-3 font-semibold first:mt-0', className)} {...props} />,
  h6: ({ node: _node, className, ...props }: Props<'h6'>) => <h6 className={cn('mb-1 mt-3 font-medium first:mt-0', className)} {...props} />,
  p: ({ node: _node, className, ...props }: Props<'p'>) => <p className={cn('my-2 first:mt-0 last:mb-0', className)} {...props} />,
  ul: ({ node: _node, className, ...props }: Props<'ul'>) => <ul className={cn('my-2 list-disc space-y-1 pl-6', className)} {...props} />,
  ol: ({ node: _node, className, ...props }: Props<'ol'>) => <ol className={cn('my-2 list-decimal space-y-1 pl-6', className)} {...props} />,
  li: ({ node: _node, className, ...props }: Props<'li'>) => <li className={cn('pl-1', className)} {...props} />,
  blockquote: ({ node: _node, className, ...props }: Props<'blockquote'>) => (
    <blockquote className={cn('my-3 border-l-4 border-primary/50 pl-3 text-muted-foreground', className)} {...props} />
  ),
  hr: ({ node: _node, className, ...props }: Props<'hr'>) => <hr className={cn('my-4 border-border', className)} {...props} />,
  a: ({ node: _node, className, ...props }: Props<'a'>) => (
    <a
      className={cn('font-medium text-primary underline underline-offset-2 hover:no-underline', className)}
      target="_blank"
      rel="noopener noreferrer nofollow"
      {...props}
    />
  ),
  // No third-party images load on their own from a model's answer: show a link to the picture.
  img: ({ src, alt }: Props<'img'>) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-2">
        {alt || 'Image'}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  table: ({ node: _node, className, ...props }: Props<'table'>) => (
    // Wide tables scroll inside their own box instead of widening the page; focusable for the keyboard.
    <div tabIndex={0} className="my-3 max-w-full overflow-x-auto rounded-lg border border-border">
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  ),
  thead: ({ node: _node, className, ...props }: Props<'thead'>) => <thead className={cn('bg-muted', className)} {...props} />,
  th: ({ node: _node, className, ...props }: Props<'th'>) => (
    <th className={cn('border-b border-border px-3 py-2 text-left font-semibold', className)} {...props} />
  ),
  td: ({ node: _node, className, ...props }: Props<'td'>) => (
    <td className={cn('border-t border-border px-3 py-2 align-top', className)} {...props} />
  ),
  input: ({ node: _node, type, checked, ...props }: Props<'input'>) =>
    type === 'checkbox' ? (
      <input type="checkbox" checked={checked} readOnly disabled aria-label={checked ? 'Done' : 'Not done'} className="mr-1.5 align-middle" {...props} />
    ) : null,
  pre: ({ node }: Props<'pre'>) => {
    const code = node?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    return <CodeBlock code={code ? textOf(code).replace(/\n$/, '') : ''} language={codeLanguage(code)} />;
  },
  code: ({ node: _node, className, ...props }: Props<'code'>) => (
    <code className={cn('rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] [overflow-wrap:anywhere]', className)} {...props} />
  ),
  span: ({ node: _node, className, ...props }: Props<'span'>) =>
    // Display maths wider than the bubble scrolls inside itself; focusable so the keyboard can scroll it.
    className?.split(' ').includes('katex-display') ? (
      <span tabIndex={0} className={className} {...props} />
    ) : (
      <span className={className} {...props} />
    ),
};

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeKatex];

/**
 * A tutor reply as rich text: headings, lists, tables, code and maths between dollar signs
 * (spec-1 §2). Raw HTML in the text is never rendered (no rehype-raw), and links open in a new tab
 * without a referrer. `streaming` adds the blinking cursor after the last block.
 */
export const Markdown = memo(function Markdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  return (
    <div className={cn('tutor-markdown min-w-0 break-words text-[15px] leading-relaxed', streaming && 'tutor-streaming')}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {normalizeMathDelimiters(content)}
      </ReactMarkdown>
    </div>
  );
});
