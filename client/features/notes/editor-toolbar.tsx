import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading1, Heading2, Heading3, Highlighter, Italic, List, ListOrdered, Underline, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { HIGHLIGHT_COLORS, TEXT_COLORS, normalizeColor } from './editor-extensions';

function ToolButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the selection in the document while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-md @lg:size-8 text-foreground transition-colors hover:bg-accent disabled:opacity-50 [&_svg]:size-4',
        pressed && 'bg-secondary text-secondary-foreground hover:bg-secondary',
      )}
    >
      {children}
    </button>
  );
}

function Divider() {
  return <span className="mx-0.5 h-6 w-px shrink-0 bg-border" aria-hidden />;
}

const MARKS: Array<{ label: string; mark: 'bold' | 'italic' | 'underline'; icon: LucideIcon; run: (e: Editor) => void }> = [
  { label: 'Bold (Ctrl+B)', mark: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic (Ctrl+I)', mark: 'italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline (Ctrl+U)', mark: 'underline', icon: Underline, run: (e) => e.chain().focus().toggleUnderline().run() },
];
const HEADINGS = [
  { level: 1 as const, icon: Heading1 },
  { level: 2 as const, icon: Heading2 },
  { level: 3 as const, icon: Heading3 },
];

/**
 * The formatting toolbar of spec-2 §2: bold, italic, underline, H1–H3, bullet and numbered lists,
 * four text colours and four highlights. Every button has a name and a pressed state; on a phone
 * the row scrolls sideways inside itself.
 */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      color: normalizeColor(e.getAttributes('textStyle').color as string | undefined),
      highlight: e.isActive('highlight') ? normalizeColor(e.getAttributes('highlight').color as string | undefined) : null,
    }),
  });

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      className="flex items-center gap-0.5 overflow-x-auto border-b border-border px-2 py-1.5 [scrollbar-width:thin] @lg:flex-wrap @lg:overflow-x-visible"
    >
      {MARKS.map(({ label, mark, icon: Icon, run }) => (
        <ToolButton key={mark} label={label} pressed={state[mark]} disabled={disabled} onClick={() => run(editor)}>
          <Icon aria-hidden />
        </ToolButton>
      ))}
      <Divider />
      {HEADINGS.map(({ level, icon: Icon }) => (
        <ToolButton
          key={level}
          label={`Heading ${level}`}
          pressed={state[`h${level}`]}
          disabled={disabled}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          <Icon aria-hidden />
        </ToolButton>
      ))}
      <Divider />
      <ToolButton label="Bullet list" pressed={state.bullet} disabled={disabled} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List aria-hidden />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        pressed={state.ordered}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden />
      </ToolButton>
      <Divider />
      {TEXT_COLORS.map(({ name, value }) => {
        const active = state.color === value;
        return (
          <ToolButton
            key={value}
            label={`${name} text`}
            pressed={active}
            disabled={disabled}
            onClick={() => (active ? editor.chain().focus().unsetColor().run() : editor.chain().focus().setColor(value).run())}
          >
            <span className="flex flex-col items-center leading-none" aria-hidden>
              <span className="text-sm font-bold">A</span>
              <span className="mt-0.5 h-1 w-4 rounded-sm" style={{ backgroundColor: value }} />
            </span>
          </ToolButton>
        );
      })}
      <Divider />
      {HIGHLIGHT_COLORS.map(({ name, value }) => {
        const active = state.highlight === value;
        return (
          <ToolButton
            key={value}
            label={`${name} highlight`}
            pressed={active}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleHighlight({ color: value }).run()}
          >
            <span className="flex size-6 items-center justify-center rounded" style={{ backgroundColor: value }} aria-hidden>
              <Highlighter className="size-3.5! text-slate-900" />
            </span>
          </ToolButton>
        );
      })}
    </div>
  );
}
