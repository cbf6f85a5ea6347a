import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyPlanDto } from '@common/schemas/planner';
import { FolderOpen, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { usePagedList } from '@client/lib/paged-list';
import { STUDY_PLANS_PATH, STUDY_PLANS_QUERY_KEY, deleteStudyPlan } from './planner-api';

/** Saved plans per page (each carries its schedule); older ones load on demand. */
const PLANS_PAGE_SIZE = 10;
import { sessionCount } from './schedule';

/** Asks before a saved plan is deleted; the Radix trigger gets the focus back when it closes. */
function DeletePlanButton({ plan, created, onDeleted }: { plan: StudyPlanDto; created: string; onDeleted: (planId: string) => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteStudyPlan(plan.id),
    onSuccess: async () => {
      onDeleted(plan.id);
      toast({ title: 'Plan Deleted', description: 'The saved study plan has been deleted.' });
      await queryClient.invalidateQueries({ queryKey: STUDY_PLANS_QUERY_KEY });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete the plan. Please try again.', variant: 'destructive' }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" size="icon" variant="ghost" disabled={remove.isPending} aria-label={`Delete ${plan.title}, saved ${created}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Plan</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &ldquo;{plan.title}&rdquo;? Your assignments stay; only this schedule is removed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Saved plans (GET /api/study-plans), newest first, each of which can be reopened or deleted. */
export function SavedPlans({
  openPlanId,
  onOpen,
  onDeleted,
}: {
  openPlanId: string | null;
  onOpen: (plan: StudyPlanDto) => void;
  onDeleted: (planId: string) => void;
}) {
  const plans = usePagedList<StudyPlanDto>(STUDY_PLANS_PATH, { limit: PLANS_PAGE_SIZE });
  const list = plans.items;

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg" id="saved-plans-heading">
          Saved Plans
        </CardTitle>
        <CardDescription>Every optimized schedule is saved so you can come back to it.</CardDescription>
      </CardHeader>
      <CardContent>
        {plans.isPending ? (
          <div role="status" aria-label="Loading saved plans" className="flex flex-col gap-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : plans.isError ? (
          <LoadError message="Could not load your saved plans." onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved plans yet. Optimize your schedule to create one.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-labelledby="saved-plans-heading">
            {list.map((plan) => {
              const count = sessionCount(plan.schedule);
              const open = plan.id === openPlanId;
              const created = new Date(plan.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
              return (
                // The buttons wrap below the title when the column is narrow (the 20rem side column of
                // a desktop), so the title is never squeezed into a word-breaking sliver.
                <li key={plan.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border p-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="break-words text-sm font-medium">{plan.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {created} · {count}{' '}
                      {count === 1 ? 'session' : 'sessions'}
                    </p>
                  </div>
                  <div className="ml-auto flex items-center gap-2">
                    <Button type="button" size="sm" variant={open ? 'secondary' : 'outline'} onClick={() => onOpen(plan)} disabled={open}>
                      <FolderOpen aria-hidden />
                      {open ? 'Showing' : 'Open'}
                      <span className="sr-only">
                        {' '}
                        {plan.title}, saved {created}
                      </span>
                    </Button>
                    <DeletePlanButton plan={plan} created={created} onDeleted={onDeleted} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {plans.hasNextPage ? (
          <Button type="button" variant="outline" size="sm" className="mt-3 w-full" onClick={() => void plans.fetchNextPage()} disabled={plans.isFetchingNextPage}>
            {plans.isFetchingNextPage ? 'Loading older plans...' : 'Show older plans'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
