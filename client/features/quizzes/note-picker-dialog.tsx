import type { NoteListItem } from '@common/schemas/notes';
import { FileText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { usePagedList } from '@client/lib/paged-list';

/** The wait after the last keystroke before the server is asked (the previous results stay meanwhile). */
const SEARCH_DELAY_MS = 250;
/** Notes per page in the picker. */
const PICKER_PAGE = 30;

/** "Use one of my notes": pick a note whose text becomes the quiz material (sent as noteId). */
export function NotePickerDialog({ open, onOpenChange, onPick }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (note: { id: string; title: string }) => void;
}) {
  const [filter, setFilter] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(filter.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  // Searched and paged on the server: a student with thousands of notes finds one by typing.
  const notes = usePagedList<NoteListItem>('/api/notes', { q: q || undefined, limit: PICKER_PAGE }, { enabled: open, keepPrevious: true });
  const shown = notes.items;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Use one of my notes</DialogTitle>
          <DialogDescription>The quiz is built from the note's text.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Search notes..." aria-label="Search notes" className="pl-9" />
        </div>
        {notes.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading notes" />
          </div>
        ) : notes.isError ? (
          <p className="py-6 text-center text-sm text-destructive">Failed to load notes</p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {q ? 'No notes match your search.' : 'You have no notes yet. Write some in Smart Notes first.'}
          </p>
        ) : (
          <div className="flex max-h-80 flex-col gap-2 overflow-y-auto pr-1">
            <ul className="flex flex-col gap-2" aria-label="Your notes" aria-busy={notes.isFetching || undefined}>
              {shown.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    onClick={() => onPick({ id: note.id, title: note.title.trim() || 'Untitled Note' })}
                    className="flex w-full items-start gap-3 rounded-lg border border-border p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent"
                  >
                    <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{note.title.trim() || 'Untitled Note'}</span>
                      <span className="line-clamp-2 text-xs text-muted-foreground">{note.excerpt || 'Empty note'}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {notes.hasNextPage && (
              <Button type="button" variant="outline" size="sm" className="self-center" disabled={notes.isFetchingNextPage} onClick={() => void notes.fetchNextPage()}>
                {notes.isFetchingNextPage ? 'Loading...' : 'Show more notes'}
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
