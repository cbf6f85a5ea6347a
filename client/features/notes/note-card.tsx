import { readingMinutes } from '@common/note-text';
import { Star } from 'lucide-react';
import { cn } from '@client/lib/utils';
import type { NoteListItem } from '@common/schemas/notes';
import { UNTITLED_CARD } from './note-constants';
import { formatUpdated } from './relative-time';

/**
 * One note in the list (spec-2 §2): title (or Untitled Note), the start of its text, subject,
 * updated date, word count, minutes to read and the favourite star. The card opens the note; the star is its own button.
 */
export function NoteCard({
  note,
  active,
  onOpen,
  onToggleFavorite,
}: {
  note: NoteListItem;
  active: boolean;
  onOpen: () => void;
  onToggleFavorite: () => void;
}) {
  const title = note.title.trim() || UNTITLED_CARD;
  return (
    <div
      className={cn(
        'group relative rounded-lg border border-border bg-background transition-colors hover:border-primary/50',
        active && 'border-primary bg-secondary text-secondary-foreground',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className="flex w-full flex-col gap-1.5 rounded-lg p-3 pr-12 text-left"
      >
        <span className="line-clamp-2 font-semibold leading-snug">{title}</span>
        {note.excerpt && <span className="line-clamp-2 text-xs text-muted-foreground">{note.excerpt}</span>}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">{note.subject}</span>
          <span>{formatUpdated(note.updatedAt)}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          {note.wordCount.toLocaleString()} {note.wordCount === 1 ? 'word' : 'words'} · {readingMinutes(note.wordCount)} min read
        </span>
      </button>
      <button
        type="button"
        onClick={onToggleFavorite}
        aria-pressed={note.isFavorite}
        aria-label={`Favorite “${title}”`}
        title={note.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-amber-600"
      >
        <Star className={cn('size-4', note.isFavorite && 'fill-amber-400 text-amber-500')} aria-hidden />
      </button>
    </div>
  );
}
