import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { matchSlashQuery } from './slash-commands';

/** Where an open slash command sits in the document, and what was typed after the "/". */
export interface SlashState {
  active: boolean;
  from: number;
  to: number;
  query: string;
  /** Escape closed the menu for the "/" at this position; typing on does not reopen it. */
  dismissedAt: number | null;
}

const INACTIVE: SlashState = { active: false, from: 0, to: 0, query: '', dismissedAt: null };
export const slashPluginKey = new PluginKey<SlashState>('noteSlashCommand');

/** The menu's key handler, set by the React menu; returns true when it used the key. */
export interface SlashKeyHandler {
  current: ((event: KeyboardEvent) => boolean) | null;
}

function compute(state: EditorState, dismissedAt: number | null): SlashState {
  const { selection } = state;
  if (!selection.empty) return INACTIVE;
  const $from = selection.$from;
  if (!$from.parent.isTextblock || $from.parent.type.spec.code) return INACTIVE;
  const textBefore = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const query = matchSlashQuery(textBefore);
  if (query === null) return INACTIVE;
  const from = $from.pos - query.length - 1;
  if (dismissedAt === from) return { ...INACTIVE, dismissedAt };
  return { active: true, from, to: $from.pos, query, dismissedAt: null };
}

/**
 * The slash-command trigger (spec-2 §2), written on editor state because @tiptap/suggestion is not
 * installed: it tracks a "/word" before the cursor and hands arrow keys, Enter and Escape to the
 * menu while it is open, so the keys never reach the document.
 */
export const SlashCommand = Extension.create<{ onKey: (event: KeyboardEvent) => boolean }>({
  name: 'noteSlashCommand',
  // Before the built-in keymaps, so Enter and the arrows reach the open menu first.
  priority: 1000,
  addOptions() {
    return { onKey: () => false };
  },
  addProseMirrorPlugins() {
    // A function, not the handler object: TipTap deep-copies plain option objects.
    const onKey = this.options.onKey;
    return [
      new Plugin<SlashState>({
        key: slashPluginKey,
        state: {
          init: () => INACTIVE,
          apply(tr, prev, _old, next) {
            const dismiss = tr.getMeta(slashPluginKey) as { dismiss: number } | undefined;
            if (dismiss) return { ...INACTIVE, dismissedAt: dismiss.dismiss };
            if (!tr.docChanged && !tr.selectionSet) return prev;
            return compute(next, prev.dismissedAt);
          },
        },
        props: {
          handleKeyDown(view, event) {
            const state = slashPluginKey.getState(view.state);
            if (!state?.active) return false;
            if (event.key === 'Escape') {
              view.dispatch(view.state.tr.setMeta(slashPluginKey, { dismiss: state.from }));
              return true;
            }
            return onKey(event);
          },
        },
      }),
    ];
  },
});
