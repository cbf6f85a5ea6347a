import { ChevronRight, NotebookPen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { NoteListItem } from '@common/schemas/notes';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError } from '@client/lib/api';
import { usePagedList } from '@client/lib/paged-list';
import { UNTITLED_CARD } from './note-constants';
import { NOTES_LIST_RETRY, NOTES_LIST_RETRY_DELAY_MS, NOTES_PATH } from './notes-api';
import { formatUpdated } from './relative-time';

/** How many notes the dashboard card lists (spec-1 §2 "Dashboard"). */
const RECENT_COUNT = 3;
/** One small page: the card asks the server for just the newest notes. */
const RECENT_PARAMS = { limit: RECENT_COUNT };
/** The dashboard's preview length (spec-1 §2: the first 60 characters). */
const PREVIEW_CHARS = 60;

/**
 * The dashboard's "Recent Notes" card: the three newest notes with a 60-character preview, View
 * All, and an empty state with a create button. One page of three from GET /api/notes; saves in the
 * editor update it through the shared notes cache.
 */
export function RecentNotesCard() {
  const notes = usePagedList<NoteListItem>(NOTES_PATH, RECENT_PARAMS, {
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < NOTES_LIST_RETRY,
    retryDelay: NOTES_LIST_RETRY_DELAY_MS,
  });
  const recent = notes.items.slice(0, RECENT_COUNT);

  return (
    // min-w-0: a long preview must truncate, not widen the dashboard's grid column.
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <NotebookPen className="size-5 text-muted-foreground" aria-hidden />
          Recent Notes
        </CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to="/notes" aria-label="View All notes">
            View All
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {notes.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading notes...
          </p>
        ) : notes.isError ? (
          <LoadError message="Failed to load notes" onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/50 p-4">
            <p className="text-sm text-muted-foreground">No notes yet. Write your first one and it shows up here.</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/notes?note=new">
                <Plus aria-hidden />
                Create Note
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="-mx-2 flex flex-col divide-y divide-border">
            {recent.map((note) => (
              <li key={note.id}>
                <Link
                  to={`/notes?note=${encodeURIComponent(note.id)}`}
                  className="flex min-w-0 flex-col gap-0.5 rounded-md px-2 py-2.5 transition-colors hover:bg-accent"
                >
                  <span className="flex min-w-0 items-baseline justify-between gap-3">
                    <span className="truncate font-medium">{note.title.trim() || UNTITLED_CARD}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatUpdated(note.updatedAt)}</span>
                  </span>
                  <span className="truncate text-sm text-muted-foreground">{note.excerpt.slice(0, PREVIEW_CHARS) || 'Empty note'}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
