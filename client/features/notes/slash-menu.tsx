import type { Editor } from '@tiptap/react';
import { Heading1, Heading2, List, Maximize2, Quote, Sparkles, Wand2, type LucideIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@client/lib/utils';
import type { NoteAssistAction } from './note-constants';
import { filterSlashCommands, moveSelection, type SlashCommand, type SlashCommandId } from './slash-commands';
import { slashPluginKey, type SlashKeyHandler, type SlashState } from './slash-extension';

const ICONS: Record<SlashCommandId, LucideIcon> = {
  heading1: Heading1,
  heading2: Heading2,
  bulletList: List,
  blockquote: Quote,
  summarize: Sparkles,
  improve: Wand2,
  expand: Maximize2,
};

const MENU_ID = 'note-slash-menu';
const optionId = (id: string) => `${MENU_ID}-${id}`;

interface Props {
  editor: Editor;
  keys: SlashKeyHandler;
  onAiAction: (action: NoteAssistAction) => void;
}

/**
 * The slash-command menu (spec-2 §2): opens on "/", filters as the student types, arrows move,
 * Enter runs, Escape closes. The document keeps the focus; the menu is announced through
 * aria-activedescendant on the editor.
 */
export function SlashMenu({ editor, keys, onAiAction }: Props) {
  const [slash, setSlash] = useState<SlashState | null>(null);
  // The highlighted item, tied to the query it was chosen for: a new query starts at the top.
  const [selection, setSelection] = useState({ key: '', index: 0 });
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => {
      const next = slashPluginKey.getState(editor.state) ?? null;
      setSlash((prev) => {
        if (!next?.active) return null;
        if (prev && prev.from === next.from && prev.query === next.query) return prev;
        return next;
      });
    };
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);

  const items = useMemo(() => (slash ? filterSlashCommands(slash.query) : []), [slash]);
  const open = Boolean(slash) && items.length > 0;
  const slashKey = slash ? `${slash.from}:${slash.query}` : '';
  const current = open && selection.key === slashKey ? Math.min(selection.index, items.length - 1) : 0;
  const setIndex = (key: string, index: number) => setSelection({ key, index });

  useLayoutEffect(() => {
    if (!slash || !open) {
      setPos(null);
      return;
    }
    const coords = editor.view.coordsAtPos(slash.from);
    const width = 288;
    const height = menuRef.current?.offsetHeight ?? 320;
    const left = Math.max(8, Math.min(coords.left, window.innerWidth - width - 8));
    const below = coords.bottom + 6;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, coords.top - height - 6) : below;
    setPos({ left, top });
  }, [editor, open, slash]);

  const run = (command: SlashCommand, state: SlashState) => {
    const chain = editor.chain().focus().deleteRange({ from: state.from, to: state.to });
    if (command.id === 'heading1') chain.setHeading({ level: 1 }).run();
    else if (command.id === 'heading2') chain.setHeading({ level: 2 }).run();
    else if (command.id === 'bulletList') chain.toggleBulletList().run();
    else if (command.id === 'blockquote') chain.toggleBlockquote().run();
    else {
      chain.run();
      if (command.action) onAiAction(command.action);
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  // The editor hands its keys here while a "/" command is open. Everything is read from the
  // editor state at the moment of the key, so a fast typist never hits a stale menu.
  useEffect(() => {
    keys.current = (event) => {
      const state = slashPluginKey.getState(editor.state);
      if (!state?.active) return false;
      const list = filterSlashCommands(state.query);
      if (!list.length) return false;
      const key = `${state.from}:${state.query}`;
      const sel = selectionRef.current;
      const index = sel.key === key ? Math.min(sel.index, list.length - 1) : 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const next = { key, index: moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, list.length) };
        selectionRef.current = next;
        setSelection(next);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        runRef.current(list[index], state);
        return true;
      }
      return false;
    };
    return () => {
      keys.current = null;
    };
  }, [editor, keys]);

  // Tie the menu to the editor for assistive technology.
  useEffect(() => {
    const dom = editor.view.dom;
    if (open) {
      dom.setAttribute('aria-controls', MENU_ID);
      dom.setAttribute('aria-activedescendant', optionId(items[current].id));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [current, editor, items, open]);

  if (!open || !slash) return null;
  const groups = [...new Set(items.map((item) => item.group))];
  return createPortal(
    <div
      ref={menuRef}
      className="fixed z-50 w-72 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-xl"
      style={{ left: pos?.left ?? -9999, top: pos?.top ?? -9999 }}
    >
      <div id={MENU_ID} role="listbox" aria-label="Commands" className="max-h-80 overflow-y-auto">
        {groups.map((group) => (
          <div key={group} role="group" aria-labelledby={`${MENU_ID}-${group.replace(/\s+/g, '-')}`}>
            <div
              id={`${MENU_ID}-${group.replace(/\s+/g, '-')}`}
              className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {group}
            </div>
            {items.map((item, i) => {
              if (item.group !== group) return null;
              const Icon = ICONS[item.id];
              return (
                <div
                  key={item.id}
                  id={optionId(item.id)}
                  role="option"
                  aria-selected={i === current}
                  onMouseDown={(e) => e.preventDefault()}
                  // Only a moving pointer selects: a menu that opens under a resting pointer keeps the
                  // keyboard's selection.
                  onMouseMove={() => {
                    if (i !== current) setIndex(slashKey, i);
                  }}
                  onClick={() => run(item, slash)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5',
                    i === current && 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-md border border-border bg-background',
                      item.action && 'text-primary',
                    )}
                    aria-hidden
                  >
                    <Icon className="size-4" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium">{item.label}</span>
                    <span className={cn('truncate text-xs', i === current ? 'text-secondary-foreground/80' : 'text-muted-foreground')}>
                      {item.description}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
}
