import { useQuery } from '@tanstack/react-query';
import type { NoteDto } from '@common/schemas/notes';
import { htmlToText } from '@common/note-text';
import { FileText, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { apiJson } from '@client/lib/api';
import { NOTES_FOR_QUIZ_QUERY_KEY } from './quizzes-api';

/** "Use one of my notes": pick a note whose text becomes the quiz material (sent as noteId). */
export function NotePickerDialog({ open, onOpenChange, onPick }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (note: { id: string; title: string }) => void;
}) {
  const notes = useQuery<NoteDto[]>({
    queryKey: NOTES_FOR_QUIZ_QUERY_KEY,
    queryFn: () => apiJson<NoteDto[]>('GET', '/api/notes'),
    enabled: open,
  });
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = (notes.data ?? []).map((n) => ({ note: n, text: htmlToText(n.content).replace(/\s+/g, ' ').trim() }));
    return q ? list.filter((x) => x.note.title.toLowerCase().includes(q) || x.text.toLowerCase().includes(q)) : list;
  }, [notes.data, filter]);

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
            {notes.data?.length ? 'No notes match your search.' : 'You have no notes yet. Write some in Smart Notes first.'}
          </p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto pr-1" aria-label="Your notes">
            {shown.map(({ note, text }) => (
              <li key={note.id}>
                <button
                  type="button"
                  onClick={() => onPick({ id: note.id, title: note.title.trim() || 'Untitled Note' })}
                  className="flex w-full items-start gap-3 rounded-lg border border-border p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent"
                >
                  <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{note.title.trim() || 'Untitled Note'}</span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{text || 'Empty note'}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
