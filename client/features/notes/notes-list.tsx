import { Plus, RotateCw, Search, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { VirtualList } from '@client/components/ui/virtual-list';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/utils';
import { NoteCard } from './note-card';
import type { NoteListItem, NoteSort } from '@common/schemas/notes';
import { FOLDER_FILTERS, type FolderFilter } from './note-constants';

interface Props {
  /** The notes loaded so far (pages of the server's answer for this search and folder). */
  notes: NoteListItem[] | undefined;
  /** More pages wait on the server; asked for as the list scrolls near its end. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
  searching: boolean;
  search: string;
  onSearch: (q: string) => void;
  folder: FolderFilter;
  onFolder: (f: FolderFilter) => void;
  sort: NoteSort;
  onSort: (s: NoteSort) => void;
  activeId: string | null;
  onOpen: (note: NoteListItem) => void;
  onNew: () => void;
  onToggleFavorite: (note: NoteListItem) => void;
  className?: string;
}

/** The orders the list offers (sorted on the server). */
const SORT_OPTIONS: ReadonlyArray<{ value: NoteSort; label: string }> = [
  { value: 'updated', label: 'Recently updated' },
  { value: 'title', label: 'Title A–Z' },
];

/**
 * The list side of Smart Notes (spec-2 §2): search and folder filters All, School and Personal
 * (both on the server), the note cards in a virtualised list that loads the next page as it
 * scrolls, and the loading, error and empty-search states.
 */
export function NotesList({
  notes, hasMore, loadingMore, onLoadMore, loading, failed, searching, search, onSearch, folder, onFolder, sort, onSort, activeId, onOpen, onNew, onToggleFavorite, className,
}: Props) {
  const shown = notes ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const onEndReached = useCallback(() => {
    if (hasMore && !loadingMore) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore]);
  // Another search, folder or order starts at the top of its list.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [search, folder, sort]);
  return (
    <section aria-labelledby="notes-list-heading" className={cn('flex min-h-0 flex-col gap-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="notes-list-heading" className="text-lg font-semibold">
          My Notes
        </h2>
        <Button type="button" size="sm" onClick={onNew}>
          <Plus aria-hidden />
          New Note
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search notes..."
          aria-label="Search notes"
          maxLength={200}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label="Folder" className="flex gap-1.5">
        {FOLDER_FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={folder === f ? 'default' : 'outline'}
            aria-pressed={folder === f}
            className="h-8 flex-1 px-3"
            onClick={() => onFolder(f)}
          >
            {f}
          </Button>
        ))}
      </div>
      <NativeSelect
        aria-label="Sort notes"
        value={sort}
        onChange={(e) => onSort(SORT_OPTIONS.find((o) => o.value === e.target.value)?.value ?? 'updated')}
        className="h-9 py-1 text-sm"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>

      <div ref={scrollRef} data-testid="notes-scroll" className="min-h-0 flex-1 overflow-y-auto pr-0.5 lg:-mr-1 lg:pr-1" aria-busy={searching || undefined}>
        {loading ? (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
            <RotateCw className="size-4 animate-spin" aria-hidden />
            Loading notes...
          </p>
        ) : failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-8 text-center">
            <p className="text-sm font-medium text-destructive">Failed to load notes</p>
            <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden />
              Try Again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
            <SearchX className="size-6 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">
              {search.trim() ? `No notes match “${search.trim()}”` : `No notes in ${folder} yet`}
            </p>
            <p className="text-sm text-muted-foreground">
              {search.trim() ? 'Try other words, or clear the search.' : 'Create a note and choose this folder for it.'}
            </p>
            {search.trim() && (
              <Button type="button" variant="outline" size="sm" onClick={() => onSearch('')}>
                Clear search
              </Button>
            )}
          </div>
        ) : (
          <>
            <VirtualList
              items={shown}
              getKey={(note) => note.id}
              label="Notes"
              estimateSize={104}
              gap={8}
              getScrollElement={getScrollElement}
              onEndReached={onEndReached}
              renderItem={(note) => (
                <NoteCard note={note} active={note.id === activeId} onOpen={() => onOpen(note)} onToggleFavorite={() => onToggleFavorite(note)} />
              )}
            />
            {loadingMore && (
              <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted-foreground">
                <RotateCw className="size-4 animate-spin" aria-hidden />
                Loading more notes...
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
