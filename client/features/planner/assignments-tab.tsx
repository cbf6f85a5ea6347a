import type { AssignmentDto } from '@common/schemas/planner';
import { Download, Plus, Search, SearchX, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { VirtualList } from '@client/components/ui/virtual-list';
import { usePagedList } from '@client/lib/paged-list';
import { useGridColumns } from '@client/lib/use-media-query';
import { Button } from '@client/components/ui/button';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/utils';
import { AssignmentCard } from './assignment-card';
import { DEFAULT_FILTERS, asPriorityFilter, asStatusFilter, filterAssignments, isFiltering, type AssignmentFilters } from './filters';
import { ASSIGNMENTS_ICS_URL, ASSIGNMENTS_PATH, ASSIGNMENT_PAGE_SIZE } from './planner-api';

/** Typing pauses this long before the search goes to the server (a long list only). */
const SEARCH_DELAY_MS = 250;

function LoadingSkeleton() {
  return (
    <div role="status" aria-label="Loading assignments" className="flex flex-col gap-4">
      <div className="h-12 animate-pulse rounded-xl bg-muted" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    </div>
  );
}

/**
 * The Assignments tab (spec-1 §2): search, status and priority filters, 'AI Optimize', and the card
 * grid with complete / edit / delete; 'No assignments found' when nothing matches.
 *
 * The list pages from the server, pending first, each by due date. While every assignment fits in
 * the first page (most students), filters run on it at once as the student types; a longer list is
 * filtered and searched on the server, page by page as the student scrolls.
 */
export function AssignmentsTab({
  todayKey,
  optimizing,
  onOptimize,
  onCreate,
  onEdit,
  onDelete,
  onToggle,
  isBusy,
}: {
  todayKey: string;
  optimizing: boolean;
  onOptimize: () => void;
  onCreate: () => void;
  onEdit: (a: AssignmentDto) => void;
  onDelete: (a: AssignmentDto) => void;
  onToggle: (a: AssignmentDto) => void;
  isBusy: (id: string) => boolean;
}) {
  const [filters, setFilters] = useState<AssignmentFilters>(DEFAULT_FILTERS);
  const [serverSearch, setServerSearch] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setServerSearch(filters.search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [filters.search]);
  const columns = useGridColumns({ medium: 640, wide: 1280 });
  const filtering = isFiltering(filters);

  const all = usePagedList<AssignmentDto>(ASSIGNMENTS_PATH, { sort: 'status', limit: ASSIGNMENT_PAGE_SIZE });
  const complete = all.data !== undefined && !all.hasNextPage;
  const narrowed = usePagedList<AssignmentDto>(
    ASSIGNMENTS_PATH,
    { sort: 'status', status: filters.status, priority: filters.priority, search: serverSearch || undefined, limit: ASSIGNMENT_PAGE_SIZE },
    { enabled: all.data !== undefined && !complete && filtering, keepPrevious: true },
  );
  const list = complete || !filtering ? all : narrowed;
  const shown = complete ? filterAssignments(all.items, filters) : list.items;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (all.isPending) return <LoadingSkeleton />;
  if (all.isError) {
    return <LoadError message="Could not load your assignments. Check your connection and try again." onRetry={() => void all.refetch()} retrying={all.isFetching} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor="assignment-search">Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="assignment-search"
              type="search"
              placeholder="Search by title or subject..."
              value={filters.search}
              onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
              className="pl-9"
              maxLength={200}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <div className="grid gap-2 lg:w-40">
            <Label htmlFor="assignment-status-filter">Status</Label>
            <NativeSelect
              id="assignment-status-filter"
              value={filters.status}
              onChange={(e) => setFilters((f) => ({ ...f, status: asStatusFilter(e.target.value) }))}
            >
              <option value="all">All Status</option>
              <option value="pending">Pending</option>
              <option value="completed">Completed</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2 lg:w-40">
            <Label htmlFor="assignment-priority-filter">Priority</Label>
            <NativeSelect
              id="assignment-priority-filter"
              value={filters.priority}
              onChange={(e) => setFilters((f) => ({ ...f, priority: asPriorityFilter(e.target.value) }))}
            >
              <option value="all">All Priorities</option>
              <option value="high">High</option>
              <option value="medium">Medium</option>
              <option value="low">Low</option>
            </NativeSelect>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <Button type="button" onClick={onOptimize} disabled={optimizing}>
            <Sparkles aria-hidden />
            {optimizing ? 'Optimizing...' : 'AI Optimize'}
          </Button>
          <a href={ASSIGNMENTS_ICS_URL} download className={cn(buttonVariants({ variant: 'outline' }))}>
            <Download aria-hidden />
            Download .ics
          </a>
        </div>
      </div>

      <p className="sr-only" role="status">
        {shown.length === 1 ? '1 assignment shown' : `${shown.length} assignments shown`}
      </p>

      {shown.length === 0 && !(narrowed.isFetching && !complete && filtering) ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
            <SearchX className="size-7" />
          </span>
          <h3 className="text-lg font-semibold">No assignments found</h3>
          {filtering ? (
            <>
              <p className="text-sm text-muted-foreground">Try adjusting your search or filters</p>
              <Button type="button" variant="outline" onClick={() => setFilters(DEFAULT_FILTERS)}>
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <p className="max-w-md text-sm text-muted-foreground">Add your homework, projects and exams to see them here and plan your study time.</p>
              <Button type="button" onClick={onCreate}>
                <Plus aria-hidden />
                New Assignment
              </Button>
            </>
          )}
        </Card>
      ) : (
        <>
          <VirtualList
            items={shown}
            getKey={(a) => a.id}
            columns={columns}
            gap={16}
            estimateSize={190}
            label="Assignments"
            onEndReached={loadMore}
            renderItem={(a) => (
              <div className="flex h-full min-w-0">
                <AssignmentCard assignment={a} todayKey={todayKey} busy={isBusy(a.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
              </div>
            )}
          />
          {hasNextPage ? (
            <Button type="button" variant="outline" className="self-center" onClick={loadMore} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading more assignments...' : 'Load more assignments'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
