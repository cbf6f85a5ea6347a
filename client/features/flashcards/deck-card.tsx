import { BookOpen, ChevronDown, Download, ListChecks, Pencil, Repeat, Rows3, Trash2 } from 'lucide-react';
import type { DeckSummaryDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/utils';
import { dueDateTitle, nextDueLabel } from './due-labels';
import { exportUrl, subjectLabel } from './flashcards-api';

interface DeckCardProps {
  deck: DeckSummaryDto;
  converting: boolean;
  onStudy: () => void;
  onReview: () => void;
  onBrowse: () => void;
  onConvert: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function Stat({ label, value, title, accent }: { label: string; value: string | number; title?: string; accent?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('truncate text-sm font-semibold tabular-nums', accent && 'text-primary')} title={title}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The spaced-repetition button: cards due for review, and new cards waiting for their first review
 * (the server's queue introduces up to 20 new cards a day, as Anki does).
 */
function reviewLabel(deck: DeckSummaryDto): string {
  const parts = [deck.dueNow > 0 && `${deck.dueNow} due`, deck.newCount > 0 && `${deck.newCount} new`].filter(Boolean);
  return `Review (${parts.join(', ')})`;
}

/**
 * One deck in the Library: name, subject, cards / due now / new / next due, and its actions —
 * Study Deck, Review (when cards are due or new), Browse (the deck's cards), Convert to Quiz, Export (CSV or Anki), Rename and
 * Delete Deck.
 */
export function DeckCard({ deck, converting, onStudy, onReview, onBrowse, onConvert, onRename, onDelete }: DeckCardProps) {
  const headingId = `deck-${deck.id}`;
  const next = nextDueLabel(deck.nextDue, deck.dueNow);
  const reviewable = deck.dueNow > 0 || deck.newCount > 0;
  return (
    <article aria-labelledby={headingId} className="flex h-full min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-semibold leading-tight">
            {deck.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{subjectLabel(deck.subject)}</p>
          {deck.description && <p className="mt-1 line-clamp-2 break-words text-sm text-muted-foreground">{deck.description}</p>}
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
          <BookOpen className="size-3.5" aria-hidden />
          {deck.cardCount} {deck.cardCount === 1 ? 'card' : 'cards'}
        </span>
      </div>

      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Due now" value={deck.dueNow} accent={deck.dueNow > 0} />
        <Stat label="New" value={deck.newCount} />
        <Stat label="Next due" value={next ?? '—'} title={deck.nextDue ? dueDateTitle(deck.nextDue) : undefined} />
      </dl>

      <div className="mt-auto flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" className="flex-1" onClick={onStudy}>
            <BookOpen aria-hidden />
            Study Deck
          </Button>
          {reviewable && (
            <Button type="button" size="sm" variant="secondary" className="flex-1" onClick={onReview}>
              <Repeat aria-hidden />
              {reviewLabel(deck)}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button type="button" size="sm" variant="ghost" onClick={onBrowse}>
            <Rows3 aria-hidden />
            Browse
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onConvert} disabled={converting}>
            <ListChecks aria-hidden />
            {converting ? 'Converting...' : 'Convert to Quiz'}
          </Button>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button type="button" size="sm" variant="ghost">
                <Download aria-hidden />
                Export
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem asChild>
                <a href={exportUrl(deck.id, 'csv')} download>
                  CSV (spreadsheets, Quizlet)
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href={exportUrl(deck.id, 'anki')} download>
                  Anki (plain text)
                </a>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button type="button" size="sm" variant="ghost" onClick={onRename}>
            <Pencil aria-hidden />
            Rename
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
            Delete Deck
          </Button>
        </div>
      </div>
    </article>
  );
}
