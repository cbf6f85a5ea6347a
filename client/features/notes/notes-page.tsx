import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus2, NotebookPen, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import type { NoteListItem, NoteSort } from '@common/schemas/notes';
import { ApiError } from '@client/lib/api';
import { usePagedList } from '@client/lib/paged-list';
import { cn } from '@client/lib/utils';
import { SEARCH_DEBOUNCE_MS, type FolderFilter, type NoteDto } from './note-constants';
import { NoteEditor, type NoteEditorProps } from './note-editor';
import { NotesList } from './notes-list';
import {
  NOTES_LIST_RETRY,
  NOTES_LIST_RETRY_DELAY_MS,
  NOTES_PATH,
  NOTES_ROOT_KEY,
  fetchNote,
  noteQueryKey,
  patchNoteInCache,
  setFavorite,
  type NotesListParams,
  type NotesPages,
} from './notes-api';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

/**
 * One open editor: `key` stays the same when a new note is created, so typing is never interrupted.
 * A note opened from the list or the URL is loaded first (`load`): the list carries no HTML.
 */
interface OpenSession {
  key: string;
  noteId: string | null;
  initial: NoteDto | null;
  load: boolean;
}

let sessionCounter = 0;
const newSession = (note: NoteDto | null): OpenSession => {
  sessionCounter += 1;
  return { key: `s${sessionCounter}`, noteId: note?.id ?? null, initial: note, load: false };
};
const loadSession = (id: string): OpenSession => {
  sessionCounter += 1;
  return { key: `s${sessionCounter}`, noteId: id, initial: null, load: true };
};

/**
 * The editor of a note opened by id: the whole note is fetched fresh (GET /api/notes/{id}), so the
 * editor starts from the stored version; a note that is gone (404) closes.
 */
function LoadedNoteEditor({ id, onGone, ...props }: Omit<NoteEditorProps, 'initial'> & { id: string; onGone: () => void }) {
  const note = useQuery({
    queryKey: noteQueryKey(id),
    queryFn: () => fetchNote(id),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: listRetry,
    retryDelay: NOTES_LIST_RETRY_DELAY_MS,
  });
  const gone = note.error instanceof ApiError && note.error.status === 404;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  // The first answer is the editor's starting point; later cache updates come from its own saves.
  const [initial, setInitial] = useState<NoteDto | null>(null);
  if (!initial && note.data && note.isFetchedAfterMount) setInitial(note.data);
  if (initial) return <NoteEditor {...props} initial={initial} />;
  return (
    <div className="flex min-h-[24rem] flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-border p-8 text-center">
      {note.isError && !gone ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="text-sm font-medium text-destructive">Failed to load the note</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void note.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading note...
        </p>
      )}
    </div>
  );
}

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
  const [sort, setSort] = useState<NoteSort>('updated');
  const [aiOpen, setAiOpen] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const [session, setSession] = useState<OpenSession | null>(null);

  const listParams: NotesListParams = { q: q || undefined, folder: folder === 'All' ? undefined : folder, sort: sort === 'updated' ? undefined : sort };
  const list = usePagedList<NoteListItem>(NOTES_PATH, listParams, { keepPrevious: true, retry: listRetry, retryDelay: NOTES_LIST_RETRY_DELAY_MS });
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

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

  /** Opens a note from the list (loaded by id) or a whole note at hand (the copy made from a conflict). */
  const openNote = useCallback(
    (note: NoteListItem | NoteDto) => {
      setSession((s) => (s?.noteId === note.id ? s : 'content' in note ? newSession(note) : loadSession(note.id)));
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
  // action's "New Note" or a dashboard note). Our own navigations may land a render after the state
  // they go with, so they are recognised by `wanted` and left alone.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  useEffect(() => {
    const current = sessionRef.current;
    if (selected === lastSelected.current) return;
    lastSelected.current = selected;
    if (selected === wanted.current) return;
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
    setSession(loadSession(selected));
  }, [selected]);

  /** The note named in the URL is not the student's (or was deleted): back to the list. */
  const onGone = useCallback(() => {
    setSession(null);
    go(null, true);
  }, [go]);

  const favorite = useMutation({
    mutationFn: (note: NoteListItem) => setFavorite(note.id, !note.isFavorite),
    onMutate: async (note) => {
      await queryClient.cancelQueries({ queryKey: NOTES_ROOT_KEY });
      const before = queryClient.getQueriesData<NotesPages>({ queryKey: NOTES_ROOT_KEY });
      patchNoteInCache(queryClient, note.id, { isFavorite: !note.isFavorite });
      return { before };
    },
    onError: (err, _note, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      console.error('Failed to update favorite', err);
      toast({ title: 'Could not update favorite', description: 'Please try again.', variant: 'destructive' });
    },
    onSuccess: (saved) => {
      // Only the flag: the editor may hold newer text than this answer.
      patchNoteInCache(queryClient, saved.id, { isFavorite: saved.isFavorite });
    },
  });

  const noNotesAtAll = list.isSuccess && !list.isPlaceholderData && list.items.length === 0 && !q && !search.trim() && folder === 'All';
  const editorOpen = Boolean(session);
  // What both editors (a note loading by id, or a new or restored one) take from the page.
  const editorProps = { aiOpen, onAiOpenChange: setAiOpen, focusMode, onFocusModeChange: setFocusMode, onCreated, onOpenNote: openNote, onClose: close };

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
              // A bounded height on every screen: the list scrolls (and is virtualised) inside it.
              'max-h-[calc(100dvh-9rem)] w-full lg:sticky lg:top-4 lg:max-h-[calc(100dvh-8rem)] lg:w-80 lg:shrink-0',
              editorOpen && 'hidden lg:flex',
              // The AI panel takes the list's place beside the note, unless the screen is very wide.
              (focusMode || aiOpen) && editorOpen && 'lg:hidden',
              aiOpen && !focusMode && editorOpen && '2xl:flex',
            )}
            notes={list.data ? list.items : undefined}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={loadMore}
            loading={list.isPending && list.fetchStatus !== 'idle'}
            failed={list.isError && !list.data}
            searching={list.isFetching && !list.isFetchingNextPage}
            search={search}
            onSearch={setSearch}
            folder={folder}
            onFolder={setFolder}
            sort={sort}
            onSort={setSort}
            activeId={session?.noteId ?? null}
            onOpen={openNote}
            onNew={startNew}
            onToggleFavorite={(note) => favorite.mutate(note)}
          />
          {session?.load && session.noteId ? (
            <LoadedNoteEditor key={session.key} id={session.noteId} onGone={onGone} {...editorProps} />
          ) : session ? (
            <NoteEditor key={session.key} initial={session.initial} {...editorProps} />
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
