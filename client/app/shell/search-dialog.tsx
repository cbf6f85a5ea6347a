import { Dialog as DialogPrimitive } from 'radix-ui';
import { CornerDownLeft, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { groupByCategory, searchIndex, type SearchEntry } from '@common/search-index';
import { DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Kbd } from '@client/components/ui/kbd';
import { cn } from '@client/lib/utils';
import { focusMain } from './focus-main';
import { SEARCH_ICONS } from './search-icons';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Global search (spec-1 §2 "Global overlays"): a combobox over the search index, results grouped by
 * category, arrow keys move the active option, Enter or a click opens it; choosing navigates, closes
 * the dialog and clears the query.
 */
export function SearchDialog({ open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const optionRefs = useRef<Array<HTMLDivElement | null>>([]);
  const choseRef = useRef(false);

  const groups = useMemo(() => groupByCategory(searchIndex(query)), [query]);
  const flat = useMemo(() => groups.flatMap((g) => g.entries), [groups]);
  const trimmed = query.trim();

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setQuery('');
      setActive(0);
    }
    onOpenChange(next);
  };

  const choose = (entry: SearchEntry) => {
    choseRef.current = true;
    handleOpenChange(false);
    navigate(entry.url);
  };

  const moveTo = (index: number) => {
    if (flat.length === 0) return;
    const next = (index + flat.length) % flat.length;
    setActive(next);
    optionRefs.current[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(active - 1);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      moveTo(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      moveTo(flat.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = flat[active];
      if (entry) choose(entry);
    }
  };

  const optionId = (index: number) => `${baseId}-option-${index}`;
  const groupOffsets = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.entries.length, 0));

  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        hideClose
        onCloseAutoFocus={(event) => {
          if (!choseRef.current) return;
          choseRef.current = false;
          event.preventDefault();
          focusMain();
        }}
        className="top-[8vh] max-h-[84vh] max-w-xl translate-y-0 grid-cols-1 gap-0 p-0"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b-2 border-border bg-card px-4 focus-within:border-ring">
          <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <label htmlFor={inputId} className="sr-only">
            Search features, pages, or tools
          </label>
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={flat.length > 0}
            aria-controls={flat.length > 0 ? listboxId : undefined}
            aria-activedescendant={flat.length > 0 ? optionId(active) : undefined}
            placeholder="Search features, pages, or tools..."
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none! placeholder:text-muted-foreground"
          />
          <DialogPrimitive.Close
            aria-label="Close search"
            className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            <Kbd aria-hidden>Esc</Kbd>
          </DialogPrimitive.Close>
        </div>

        <div role="status" className="sr-only">
          {flat.length > 0 ? `${flat.length} results` : `No results found for "${trimmed}"`}
        </div>
        <div className="p-2">
          {flat.length === 0 ? (
            <p className="px-3 py-10 text-center text-sm text-muted-foreground">
              No results found for "{trimmed}"
            </p>
          ) : (
            <div role="listbox" id={listboxId} aria-label="Search results">
              {groups.map((group, groupIndex) => {
                const headingId = `${baseId}-group-${group.category}`;
                return (
                  <div role="presentation" key={group.category} className="pb-1">
                    <div
                      id={headingId}
                      aria-hidden
                      className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                    >
                      {group.category}
                    </div>
                    <div role="group" aria-labelledby={headingId}>
                      {group.entries.map((entry, entryIndex) => {
                        const index = groupOffsets[groupIndex] + entryIndex;
                        const Icon = SEARCH_ICONS[entry.icon];
                        const isActive = index === active;
                        return (
                          <div
                            key={`${entry.title}-${entry.url}`}
                            id={optionId(index)}
                            ref={(el) => {
                              optionRefs.current[index] = el;
                            }}
                            role="option"
                            aria-selected={isActive}
                            onMouseMove={() => {
                              if (!isActive) setActive(index);
                            }}
                            onMouseDown={(e) => e.preventDefault()}
                            onClick={() => choose(entry)}
                            className={cn(
                              'flex scroll-mb-14 scroll-mt-16 cursor-pointer items-center gap-3 rounded-md px-3 py-2.5',
                              isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
                            )}
                          >
                            <span
                              className={cn(
                                'flex size-9 shrink-0 items-center justify-center rounded-md border border-border',
                                isActive ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                              )}
                              aria-hidden
                            >
                              <Icon className="size-4" />
                            </span>
                            <span className="min-w-0 flex-1">
                              <span className="block truncate text-sm font-medium">{entry.title}</span>
                              <span className="line-clamp-2 block text-xs text-muted-foreground">{entry.description}</span>
                            </span>
                            {isActive && <CornerDownLeft className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
                          </div>
                        );
                      })}
                    </div>
                  </div>
                );
              })}
            </div>
          )}
        </div>

        <DialogDescription className="sticky bottom-0 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border bg-card px-4 py-2.5 text-xs">
          <span className="inline-flex items-center gap-1">
            <Kbd>/</Kbd> to search
          </span>
          <span className="inline-flex items-center gap-1">
            <Kbd>
              <span aria-hidden>↑</span>
              <span className="sr-only">Up arrow</span>
            </Kbd>
            <Kbd>
              <span aria-hidden>↓</span>
              <span className="sr-only">Down arrow</span>
            </Kbd>{' '}
            to navigate
          </span>
          <span className="inline-flex items-center gap-1">
            <Kbd>Enter</Kbd> to select
          </span>
        </DialogDescription>
      </DialogContent>
    </DialogPrimitive.Root>
  );
}
