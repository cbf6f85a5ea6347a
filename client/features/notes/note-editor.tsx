import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { countWords, readingMinutes } from '@common/note-text';
import { ArrowLeft, Focus, History, Loader2, Save, Sparkles, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Kbd } from '@client/components/ui/kbd';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { AiPanel } from './ai-panel';
import { SLASH_AI_MESSAGES } from './ai-actions';
import { EditorToolbar } from './editor-toolbar';
import { noteExtensions } from './editor-extensions';
import { ApplySuggestionDialog, ConflictDialog, DeleteNoteDialog } from './note-dialogs';
import { NOTE_FOLDER_OPTIONS, NOTE_SUBJECT_OPTIONS, TITLE_MAX, type NoteAssistAction, type NoteDto, type NoteFolder, type NoteSubject } from './note-constants';
import { deleteNote, removeNoteFromCache } from './notes-api';
import { savedAgoText } from './relative-time';
import { SlashMenu } from './slash-menu';
import type { SlashKeyHandler } from './slash-extension';
import { useNoteAssistant } from './use-note-assistant';
import { useNoteSession, type SaveStatus } from './use-note-session';
import './notes.css';

function statusText(status: SaveStatus, now: number): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving...';
    case 'saved':
      return savedAgoText(status.at, now);
    case 'offline':
      return 'Offline — will retry';
    case 'blocked':
      return 'Add a title to save your changes';
    case 'conflict':
      return 'This note changed elsewhere';
    case 'error':
      return status.message;
    default:
      return 'Auto-save enabled';
  }
}

const HINTS: Array<[string[], string]> = [
  [['Ctrl', 'S'], 'Save'],
  [['Ctrl', 'B'], 'Bold'],
  [['Ctrl', 'I'], 'Italic'],
  [['Ctrl', 'U'], 'Underline'],
  [['Ctrl', 'K'], 'AI assistant'],
  [['Ctrl', '.'], 'Focus mode'],
  [['/'], 'Commands'],
];

export interface NoteEditorProps {
  initial: NoteDto | null;
  aiOpen: boolean;
  onAiOpenChange: (open: boolean) => void;
  focusMode: boolean;
  onFocusModeChange: (on: boolean) => void;
  onCreated: (note: NoteDto) => void;
  onOpenNote: (note: NoteDto) => void;
  onClose: () => void;
}

/**
 * The note editor of spec-2 §2: title, subject and folder, the AI and focus toggles, Save and
 * Delete, the formatting toolbar, shortcut hints, the TipTap body with its slash menu, the save
 * status and the word count; the AI Note Assistant panel sits beside it.
 */
export function NoteEditor({ initial, aiOpen, onAiOpenChange, focusMode, onFocusModeChange, onCreated, onOpenNote, onClose }: NoteEditorProps) {
  const queryClient = useQueryClient();
  const slashKeys = useRef<SlashKeyHandler>({ current: null }).current;
  const handlers = useRef<{ change: (html: string) => void; blur: () => void }>({ change: () => {}, blur: () => {} });

  const editor = useEditor({
    extensions: noteExtensions(slashKeys),
    content: initial?.content ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Note content',
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: e }) => handlers.current.change(e.getHTML()),
    onBlur: () => handlers.current.blur(),
  });

  const session = useNoteSession({ initial, editor, onCreated, onOpenNote });
  handlers.current = { change: session.contentChanged, blur: () => void session.save() };
  const assistant = useNoteAssistant(editor);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  const words = useEditorState({ editor, selector: ({ editor: e }) => (e ? countWords(e.getText()) : 0) }) ?? 0;
  const locked = Boolean(session.offer);

  useEffect(() => {
    if (!initial) titleRef.current?.focus();
  }, [initial]);

  const { save } = session;
  const back = useCallback(async () => {
    // Spec-2 §4: the back button saves, then closes (a conflict keeps the note open to decide).
    const result = await save();
    if (result !== 'conflict') onClose();
  }, [onClose, save]);

  const runAi = useCallback(
    (action: NoteAssistAction, message: string, label: string) => {
      onAiOpenChange(true);
      assistant.run(action, message, label);
    },
    [assistant, onAiOpenChange],
  );

  const runSlashAi = useCallback(
    (action: NoteAssistAction) => {
      const key = action as keyof typeof SLASH_AI_MESSAGES;
      const label = action === 'summarize' ? 'Summarize' : action === 'improve' ? 'Improve Writing' : 'Expand Content';
      runAi(action, SLASH_AI_MESSAGES[key] ?? label, label);
    },
    [runAi],
  );

  // Ctrl/Cmd+S saves, Ctrl+K toggles the AI panel, Ctrl+. toggles focus mode (spec-2 §4), also while typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if (key === 'k') {
        event.preventDefault();
        onAiOpenChange(!aiOpen);
      } else if (key === '.' || event.code === 'Period') {
        event.preventDefault();
        onFocusModeChange(!focusMode);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [aiOpen, focusMode, onAiOpenChange, onFocusModeChange, save]);

  const confirmDelete = async () => {
    const id = session.noteId;
    setDeleting(true);
    try {
      if (id) await deleteNote(id);
      session.markDeleted();
      if (id) removeNoteFromCache(queryClient, id);
      setDeleteOpen(false);
      toast({ title: id ? 'Note deleted' : 'Draft discarded' });
      onClose();
    } catch (err) {
      console.error(`Failed to delete note: ${err instanceof Error ? err.message : String(err)}`);
      toast({ title: 'Could not delete the note', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  if (!editor) return null;
  const minutes = readingMinutes(words);
  const status = statusText(session.status, session.now);
  const statusTone =
    session.status.kind === 'offline' || session.status.kind === 'conflict' || session.status.kind === 'error' || session.status.kind === 'blocked'
      ? 'text-amber-700 dark:text-amber-300'
      : 'text-muted-foreground';

  return (
    <div className={cn('@container flex min-w-0 flex-1 gap-4', focusMode && 'note-focus')}>
      <section
        aria-label="Note editor"
        className={cn(
          '@container flex min-w-0 flex-1 flex-col rounded-xl border border-border bg-card text-card-foreground shadow-sm',
          focusMode && 'mx-auto w-full max-w-3xl',
        )}
      >
        <div className="flex flex-col gap-3 border-b border-border p-3 sm:p-4">
          <div className="flex items-center gap-2">
            <Button type="button" variant="ghost" size="icon" className="shrink-0" aria-label="Back to notes" title="Back to notes" onClick={() => void back()}>
              <ArrowLeft aria-hidden />
            </Button>
            <input
              ref={titleRef}
              value={session.fields.title}
              onChange={(e) => session.setField('title', e.target.value)}
              onBlur={() => void session.save()}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  editor.commands.focus('start');
                }
              }}
              placeholder="Untitled Document"
              aria-label="Note title"
              maxLength={TITLE_MAX}
              disabled={locked}
              className="min-w-0 flex-1 rounded-md bg-transparent px-2 py-1 text-xl font-bold tracking-tight text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-2xl"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex min-w-0 flex-[1_1_15rem] gap-2 @xl:flex-none">
              <NativeSelect
                aria-label="Subject"
                value={session.fields.subject}
                onChange={(e) => session.setField('subject', e.target.value as NoteSubject)}
                disabled={locked}
                className="h-9 min-w-0 flex-1 @xl:w-40 @xl:flex-none"
              >
                {NOTE_SUBJECT_OPTIONS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label="Folder"
                value={session.fields.folder}
                onChange={(e) => session.setField('folder', e.target.value as NoteFolder)}
                disabled={locked}
                className="h-9 min-w-0 flex-1 @xl:w-36 @xl:flex-none"
              >
                {NOTE_FOLDER_OPTIONS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="ml-auto flex items-center gap-2">
              <Button type="button" variant={aiOpen ? 'secondary' : 'outline'} size="sm" aria-pressed={aiOpen} title="AI Assistant (Ctrl+K)" onClick={() => onAiOpenChange(!aiOpen)}>
                <Sparkles aria-hidden />
                <span className="sr-only @2xl:not-sr-only">AI Assistant</span>
              </Button>
              <Button type="button" variant={focusMode ? 'secondary' : 'outline'} size="sm" aria-pressed={focusMode} title="Focus Mode (Ctrl+.)" onClick={() => onFocusModeChange(!focusMode)}>
                <Focus aria-hidden />
                <span className="sr-only @2xl:not-sr-only">Focus Mode</span>
              </Button>
              <Button type="button" size="sm" onClick={() => void save()} disabled={session.status.kind === 'saving' || locked}>
                {session.status.kind === 'saving' ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
                Save
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground hover:text-destructive"
                aria-label="Delete note"
                title="Delete note"
                onClick={() => setDeleteOpen(true)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
        </div>

        {session.offer && (
          <div role="alert" className="flex flex-col gap-2 border-b border-amber-600/40 bg-amber-500/10 px-4 py-3 text-sm sm:flex-row sm:items-center">
            <History className="hidden size-4 shrink-0 text-amber-700 sm:block dark:text-amber-300" aria-hidden />
            <p className="flex-1">
              This device has unsaved changes to this note from {new Date(session.offer.savedAt).toLocaleString()}.
              {initial && session.offer.baseVersion !== null && session.offer.baseVersion < initial.version && ' The note has been saved elsewhere since.'}
            </p>
            <div className="flex gap-2">
              <Button type="button" size="sm" onClick={session.restoreDraft}>
                Restore my changes
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={session.discardDraft}>
                Discard
              </Button>
            </div>
          </div>
        )}

        <div className="sticky top-14 z-10 rounded-none bg-card md:top-0">
          <EditorToolbar editor={editor} disabled={locked} />
        </div>
        <div className="hidden flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-4 py-1.5 text-xs text-muted-foreground sm:flex">
          <span className="sr-only">Keyboard shortcuts:</span>
          {HINTS.map(([keys, label]) => (
            <span key={label} className="inline-flex items-center gap-1">
              {keys.map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
              <span>{label}</span>
            </span>
          ))}
        </div>

        <div className="note-content flex-1 cursor-text px-4 py-4 sm:px-6" onClick={(e) => e.target === e.currentTarget && editor.commands.focus('end')}>
          <EditorContent editor={editor} />
          <SlashMenu editor={editor} keys={slashKeys} onAiAction={runSlashAi} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-2 text-xs">
          <span role="status" aria-live="polite" className={cn('inline-flex items-center gap-1.5', statusTone)}>
            {session.status.kind === 'saving' && <Loader2 className="size-3 animate-spin" aria-hidden />}
            {status}
          </span>
          <span className="text-muted-foreground">
            {words.toLocaleString()} {words === 1 ? 'word' : 'words'} · {minutes} min read
          </span>
        </div>
      </section>

      {aiOpen && <AiPanel assistant={assistant} onClose={() => onAiOpenChange(false)} disabled={locked} />}

      <ConflictDialog theirs={session.conflict} busy={session.resolving} onChoose={(c) => void session.resolve(c)} />
      <DeleteNoteDialog open={deleteOpen} title={session.fields.title} busy={deleting} onOpenChange={setDeleteOpen} onConfirm={() => void confirmDelete()} />
      <ApplySuggestionDialog
        open={assistant.asking}
        onApply={assistant.apply}
        onDecline={assistant.decline}
        onClosed={() => editor.commands.focus()}
      />
    </div>
  );
}
