import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentDto } from '@common/schemas/planner';
import { toast } from '@client/components/ui/use-toast';
import { toggledCompletion } from './assignment-form';
import {
  ASSIGNMENTS_QUERY_KEY,
  deleteAssignment,
  refreshAssignments,
  restoreAssignments,
  snapshotAssignments,
  updateAssignment,
  updateCachedAssignments,
} from './planner-api';
import { PLANNER_TOASTS } from './planner-messages';

/**
 * The completion toggle and delete used by both the calendar and the card grid. The toggle flips at
 * once (optimistic) and rolls back with the spec's 'Error Updating Assignment' toast if the server
 * says no; both refresh the list afterwards (spec-1 §7).
 */
export function useAssignmentActions() {
  const queryClient = useQueryClient();

  const toggle = useMutation({
    mutationFn: (a: AssignmentDto) => updateAssignment(a.id, toggledCompletion(a)),
    onMutate: async (a) => {
      await queryClient.cancelQueries({ queryKey: ASSIGNMENTS_QUERY_KEY });
      const previous = snapshotAssignments(queryClient);
      updateCachedAssignments(queryClient, (list) => list.map((x) => (x.id === a.id ? { ...x, completed: !a.completed } : x)));
      return { previous };
    },
    onSuccess: (saved) => {
      updateCachedAssignments(queryClient, (list) => list.map((x) => (x.id === saved.id ? saved : x)));
      toast(PLANNER_TOASTS.updated);
    },
    onError: (_err, _a, context) => {
      if (context?.previous) restoreAssignments(queryClient, context.previous);
      toast({ ...PLANNER_TOASTS.updateFailed, variant: 'destructive' });
    },
    onSettled: () => refreshAssignments(queryClient),
  });

  const remove = useMutation({
    mutationFn: (a: AssignmentDto) => deleteAssignment(a.id),
    onSuccess: (_data, a) => {
      updateCachedAssignments(queryClient, (list) => list.filter((x) => x.id !== a.id));
      toast(PLANNER_TOASTS.deleted);
    },
    onError: () => toast({ ...PLANNER_TOASTS.deleteFailed, variant: 'destructive' }),
    onSettled: () => refreshAssignments(queryClient),
  });

  /** Whether this assignment has a change on its way to the server (its controls are disabled). */
  const isBusy = (id: string) =>
    (toggle.isPending && toggle.variables?.id === id) || (remove.isPending && remove.variables?.id === id);

  return { toggle, remove, isBusy };
}
