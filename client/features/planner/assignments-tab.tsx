import type { AssignmentDto } from '@common/schemas/planner';
import { Download, Plus, Search, SearchX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/utils';
import { AssignmentCard } from './assignment-card';
import { DEFAULT_FILTERS, asPriorityFilter, asStatusFilter, filterAssignments, isFiltering, type AssignmentFilters } from './filters';
import { ASSIGNMENTS_ICS_URL } from './planner-api';

/**
 * The Assignments tab (spec-1 §2): search, status and priority filters, 'AI Optimize', and the card
 * grid with complete / edit / delete; 'No assignments found' when nothing matches.
 */
export function AssignmentsTab({
  assignments,
  todayKey,
  optimizing,
  onOptimize,
  onCreate,
  onEdit,
  onDelete,
  onToggle,
  isBusy,
}: {
  assignments: AssignmentDto[];
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
  const shown = filterAssignments(assignments, filters);
  const filtering = isFiltering(filters);

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

      {shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
            <SearchX className="size-7" />
          </span>
          <h3 className="text-lg font-semibold">No assignments found</h3>
          {filtering || assignments.length > 0 ? (
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
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Assignments">
          {shown.map((a) => (
            <li key={a.id} className="flex min-w-0">
              <AssignmentCard assignment={a} todayKey={todayKey} busy={isBusy(a.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
