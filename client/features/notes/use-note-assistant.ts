import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoteAssistResponse } from '@common/schemas/notes';
import { AI_APPLY_FAILED, AI_SUGGESTION_DELAY_MS, aiErrorText, applyModeFor, checkAssistResponse } from './ai-actions';
import type { NoteAssistAction } from './note-constants';
import { assistNote } from './notes-api';

export type AssistState =
  | { phase: 'idle' }
  | { phase: 'working'; label: string }
  | { phase: 'applied'; label: string; result: NoteAssistResponse }
  | { phase: 'suggested'; label: string; result: NoteAssistResponse }
  | { phase: 'declined'; label: string; result: NoteAssistResponse }
  | { phase: 'error'; message: string };

export interface NoteAssistant {
  state: AssistState;
  /** The "Apply AI suggestion to your document?" question is open. */
  asking: boolean;
  run: (action: NoteAssistAction, message: string, label: string) => void;
  apply: () => void;
  decline: () => void;
  reset: () => void;
}

/**
 * The AI Note Assistant's request and the spec-2 §4 result handling: a note under 50 characters is
 * replaced at once; a longer one shows the suggestion and asks after 2 seconds. Replacing is one
 * editor transaction, so Ctrl+Z brings the student's text back.
 */
export function useNoteAssistant(editor: Editor | null): NoteAssistant {
  const [state, setStateRaw] = useState<AssistState>({ phase: 'idle' });
  const stateRef = useRef(state);
  const setState = useCallback((next: AssistState) => {
    stateRef.current = next;
    setStateRaw(next);
  }, []);
  const [asking, setAsking] = useState(false);
  const askTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const replace = useCallback(
    (html: string): boolean => {
      if (!editor || editor.isDestroyed) return false;
      try {
        return editor.chain().focus().setContent(html, { emitUpdate: true }).run();
      } catch (err) {
        console.error(AI_APPLY_FAILED, err);
        return false;
      }
    },
    [editor],
  );

  const mutation = useMutation({
    mutationFn: (input: { action: NoteAssistAction; message: string; context: string }) => assistNote(input),
    retry: false,
  });

  const run = useCallback(
    (action: NoteAssistAction, message: string, label: string) => {
      if (!editor || !message.trim()) return;
      if (askTimer.current) clearTimeout(askTimer.current);
      setAsking(false);
      const context = editor.getHTML();
      setState({ phase: 'working', label });
      mutation.mutate(
        { action, message: message.trim(), context },
        {
          onSuccess: (raw) => {
            let result: NoteAssistResponse;
            try {
              result = checkAssistResponse(raw);
            } catch (err) {
              setState({ phase: 'error', message: aiErrorText(err) });
              return;
            }
            if (applyModeFor(editor.getHTML()) === 'replace') {
              if (replace(result.response)) setState({ phase: 'applied', label, result });
              else setState({ phase: 'error', message: AI_APPLY_FAILED });
              return;
            }
            setState({ phase: 'suggested', label, result });
            askTimer.current = setTimeout(() => setAsking(true), AI_SUGGESTION_DELAY_MS);
          },
          onError: (err) => setState({ phase: 'error', message: aiErrorText(err) }),
        },
      );
    },
    [editor, mutation, replace, setState],
  );

  const apply = useCallback(() => {
    setAsking(false);
    const s = stateRef.current;
    if (s.phase !== 'suggested' && s.phase !== 'declined') return;
    setState(replace(s.result.response) ? { phase: 'applied', label: s.label, result: s.result } : { phase: 'error', message: AI_APPLY_FAILED });
  }, [replace, setState]);

  const decline = useCallback(() => {
    setAsking(false);
    const s = stateRef.current;
    if (s.phase === 'suggested') setState({ phase: 'declined', label: s.label, result: s.result });
  }, [setState]);

  const reset = useCallback(() => {
    if (askTimer.current) clearTimeout(askTimer.current);
    setAsking(false);
    setState({ phase: 'idle' });
  }, [setState]);

  useEffect(
    () => () => {
      if (askTimer.current) clearTimeout(askTimer.current);
    },
    [],
  );

  return { state, asking, run, apply, decline, reset };
}
