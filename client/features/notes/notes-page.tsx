import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus2, NotebookPen, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { SEARCH_DEBOUNCE_MS, type FolderFilter, type NoteDto } from './note-constants';
import { NoteEditor } from './note-editor';
import { NotesList } from './notes-list';
import { NOTES_LIST_RETRY, NOTES_LIST_RETRY_DELAY_MS, NOTES_ROOT_KEY, fetchNotes, notesQueryKey, setFavorite } from './notes-api';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

/** One open editor: `key` stays the same when a new note is created, so typing is never interrupted. */
interface OpenSession {
  key: string;
  noteId: string | null;
  initial: NoteDto | null;
}

let sessionCounter = 0;
const newSession = (note: NoteDto | null): OpenSession => {
  sessionCounter += 1;
  return { key: `s${sessionCounter}`, noteId: note?.id ?? null, initial: note };
};

/** Spec-2 §7: the list is retried 3 times, 1 second apart; a 4xx answer is final. */
const listRetry = (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < NOTES_LIST_RETRY;

function Welcome({ onCreate }: { onCreate: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground" aria-hidden>
        <NotebookPen className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold tracking-tight">Welcome to Smart Notes</h2>
        <p className="text-muted-foreground">
          Write rich notes that save themselves, and let the AI assistant summarise, organise and quiz you on them.
        </p>
      </div>
      <ul className="grid w-full gap-2 text-left text-sm sm:grid-cols-3">
        {['Auto-save every 5 seconds', 'Type / for quick commands', 'AI summaries and key points'].map((t) => (
          <li key={t} className="flex items-center gap-2 rounded-lg border border-border bg-background px-3 py-2">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden />
            {t}
          </li>
        ))}
      </ul>
      <Button type="button" size="lg" onClick={onCreate}>
        <FilePlus2 aria-hidden />
        Create Your First Note
      </Button>
    </section>
  );
}

/**
 * Smart Notes (/notes, spec-2 §2 and §4): the list with search and folders beside the editor; on a
 * phone the list, then the open note full-width with a back button. The open note is in the URL
 * (?note=<id> or ?note=new), so a reload or the browser's back button keeps its place.
 */
export default function NotesPage() {
  usePageTitle('Smart Notes');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('note');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [folder, setFolder] = useState<FolderFilter>('All');
  const [aiOpen, setAiOpen] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const [session, setSession] = useState<OpenSession | null>(null);

  const listOptions = { retry: listRetry, retryDelay: NOTES_LIST_RETRY_DELAY_MS };
  const all = useQuery({ queryKey: notesQueryKey(''), queryFn: () => fetchNotes(''), ...listOptions });
  const searched = useQuery({
    queryKey: notesQueryKey(q),
    queryFn: () => fetchNotes(q),
    placeholderData: keepPreviousData,
    enabled: q !== '',
    ...listOptions,
  });
  const list = q ? searched : all;

  // The URL this page last asked for; a URL change that matches it is our own navigation landing.
  const wanted = useRef<string | null | undefined>(undefined);
  const lastSelected = useRef<string | null | undefined>(undefined);
  const go = useCallback(
    (note: string | null, replace = false) => {
      wanted.current = note;
      setParams(note ? { note } : {}, { replace });
    },
    [setParams],
  );

  const openNote = useCallback(
    (note: NoteDto) => {
      setSession((s) => (s?.noteId === note.id ? s : newSession(note)));
      go(note.id);
    },
    [go],
  );
  const startNew = useCallback(() => {
    setSession(newSession(null));
    go('new');
  }, [go]);
  const close = useCallback(() => {
    setSession(null);
    setFocusMode(false);
    go(null);
  }, [go]);
  const onCreated = useCallback(
    (note: NoteDto) => {
      setSession((s) => (s ? { ...s, noteId: note.id } : s));
      go(note.id, true);
    },
    [go],
  );

  // Follow the URL when it changes from outside (reload, back/forward, a link such as the quick
  // action's "New Note"). Our own navigations may land a render after the state they go with, so
  // they are recognised by `wanted` and left alone.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  useEffect(() => {
    const current = sessionRef.current;
    const changed = selected !== lastSelected.current;
    lastSelected.current = selected;
    if (changed && selected === wanted.current) return;
    if (!changed) {
      // Only a note named in the URL and waiting for the list to arrive is still to be opened.
      if (current || !selected || selected === 'new' || wanted.current !== selected) return;
    }
    wanted.current = selected;
    if (!selected) {
      if (current) setSession(null);
      return;
    }
    if (selected === 'new') {
      if (!current || current.noteId !== null) setSession(newSession(null));
      return;
    }
    if (current?.noteId === selected) return;
    const note = all.data?.find((n) => n.id === selected) ?? searched.data?.find((n) => n.id === selected);
    if (note) setSession(newSession(note));
    else if (all.isSuccess) go(null, true);
    else if (current) setSession(null);
  }, [all.data, all.isSuccess, go, searched.data, selected]);

  const favorite = useMutation({
    mutationFn: (note: NoteDto) => setFavorite(note.id, !note.isFavorite),
    onMutate: async (note) => {
      await queryClient.cancelQueries({ queryKey: NOTES_ROOT_KEY });
      const before = queryClient.getQueriesData<NoteDto[]>({ queryKey: NOTES_ROOT_KEY });
      queryClient.setQueriesData<NoteDto[]>({ queryKey: NOTES_ROOT_KEY }, (data) =>
        data?.map((n) => (n.id === note.id ? { ...n, isFavorite: !note.isFavorite } : n)),
      );
      return { before };
    },
    onError: (err, _note, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      console.error('Failed to update favorite', err);
      toast({ title: 'Could not update favorite', description: 'Please try again.', variant: 'destructive' });
    },
    onSuccess: (saved) => {
      // Only the flag: the editor may hold newer text than this answer.
      queryClient.setQueriesData<NoteDto[]>({ queryKey: NOTES_ROOT_KEY }, (data) =>
        data?.map((n) => (n.id === saved.id ? { ...n, isFavorite: saved.isFavorite } : n)),
      );
    },
  });

  const noNotesAtAll = all.isSuccess && all.data.length === 0 && !search.trim();
  const editorOpen = Boolean(session);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className={cn('flex flex-wrap items-end justify-between gap-2', editorOpen && 'hidden lg:flex', focusMode && editorOpen && 'lg:hidden')}>
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Smart Notes</h1>
          <p className="text-sm text-muted-foreground">Write, organise and study your notes with AI help</p>
        </div>
      </header>
      {editorOpen && <h1 className={cn('sr-only', !focusMode && 'lg:hidden')}>Smart Notes</h1>}

      {noNotesAtAll && !editorOpen ? (
        <Welcome onCreate={startNew} />
      ) : (
        <div className="flex min-w-0 items-start gap-4">
          <NotesList
            className={cn(
              'w-full lg:sticky lg:top-4 lg:max-h-[calc(100dvh-8rem)] lg:w-80 lg:shrink-0',
              editorOpen && 'hidden lg:flex',
              // The AI panel takes the list's place beside the note, unless the screen is very wide.
              (focusMode || aiOpen) && editorOpen && 'lg:hidden',
              aiOpen && !focusMode && editorOpen && '2xl:flex',
            )}
            notes={list.data}
            loading={list.isPending && list.fetchStatus !== 'idle'}
            failed={list.isError && !list.data}
            searching={list.isFetching}
            search={search}
            onSearch={setSearch}
            folder={folder}
            onFolder={setFolder}
            activeId={session?.noteId ?? null}
            onOpen={openNote}
            onNew={startNew}
            onToggleFavorite={(note) => favorite.mutate(note)}
          />
          {session ? (
            <NoteEditor
              key={session.key}
              initial={session.initial}
              aiOpen={aiOpen}
              onAiOpenChange={setAiOpen}
              focusMode={focusMode}
              onFocusModeChange={setFocusMode}
              onCreated={onCreated}
              onOpenNote={openNote}
              onClose={close}
            />
          ) : (
            <div className="hidden min-h-[24rem] flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border p-8 text-center lg:flex">
              <NotebookPen className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">Select a note to edit it, or start a new one</p>
              <Button type="button" variant="outline" onClick={startNew}>
                <FilePlus2 aria-hidden />
                New Note
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
