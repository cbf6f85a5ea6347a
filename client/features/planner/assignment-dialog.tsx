import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  ASSIGNMENT_DESCRIPTION_MAX,
  ASSIGNMENT_SUBJECTS,
  ASSIGNMENT_TITLE_MAX,
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  IMPORTANCES,
  updateAssignmentSchema,
  type AssignmentDto,
  type UpdateAssignmentInput,
} from '@common/schemas/planner';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';
import {
  EMPTY_ASSIGNMENT_FORM,
  formValuesFrom,
  missingRequiredFields,
  toAssignmentInput,
  type AssignmentFormValues,
  type RequiredField,
} from './assignment-form';
import { createAssignment, refreshAssignments, updateAssignment, updateCachedAssignments } from './planner-api';
import { PLANNER_TOASTS } from './planner-messages';
import { PRIORITY_LABEL } from './priority';
import { useReturnFocus } from './use-return-focus';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  title: 'Title is required',
  subject: 'Choose a subject',
  dueDate: 'Pick a due date',
};

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function RequiredMark() {
  return (
    <span className="text-destructive" aria-hidden>
      {' '}
      *
    </span>
  );
}

function AssignmentForm({ assignment, onDone }: { assignment: AssignmentDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const editing = assignment !== null;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<AssignmentFormValues>({
    defaultValues: assignment ? formValuesFrom(assignment) : EMPTY_ASSIGNMENT_FORM,
  });

  const save = useMutation({
    mutationFn: (input: UpdateAssignmentInput) => (assignment ? updateAssignment(assignment.id, input) : createAssignment(input)),
    onSuccess: (saved) => {
      // An edit shows at once wherever the assignment is listed; a new one appears with the refresh
      // (the server knows which page and week it belongs to).
      if (assignment) updateCachedAssignments(queryClient, (list) => list.map((a) => (a.id === saved.id ? saved : a)));
      void refreshAssignments(queryClient);
      toast(editing ? PLANNER_TOASTS.updated : PLANNER_TOASTS.created);
      reset(EMPTY_ASSIGNMENT_FORM);
      onDone();
    },
    onError: () => toast({ ...(editing ? PLANNER_TOASTS.updateFailed : PLANNER_TOASTS.createFailed), variant: 'destructive' }),
  });

  const onSubmit = handleSubmit((values) => {
    const missing = missingRequiredFields(values);
    const input = toAssignmentInput(values, assignment?.completed ?? false);
    if (missing.length > 0 || !input) {
      for (const field of missing) setError(field, { type: 'required', message: REQUIRED_MESSAGES[field] });
      toast({ ...PLANNER_TOASTS.validation, variant: 'destructive' });
      if (missing[0]) setFocus(missing[0]);
      return;
    }
    // The server's own schema: catches what the inputs cannot (a title over the length limit…).
    const parsed = updateAssignmentSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      if (field === 'title' || field === 'description' || field === 'dueDate' || field === 'subject' || field === 'estimatedHours') {
        setError(field, { type: 'validate', message: issue.message });
        setFocus(field);
      }
      toast({ ...PLANNER_TOASTS.validation, variant: 'destructive' });
      return;
    }
    save.mutate(parsed.data);
  });

  const aria = (field: keyof AssignmentFormValues) =>
    ({
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `assignment-${field}-error` : undefined,
    }) as const;
  const prefix = editing ? 'edit-assignment' : 'new-assignment';

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-title`}>
          Title
          <RequiredMark />
        </Label>
        <Input
          id={`${prefix}-title`}
          placeholder="e.g. Chapter 5 lab report"
          maxLength={ASSIGNMENT_TITLE_MAX}
          autoComplete="off"
          aria-required
          {...aria('title')}
          {...register('title')}
        />
        <FieldError id="assignment-title-error" message={errors.title?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-description`}>Description</Label>
        <Textarea
          id={`${prefix}-description`}
          rows={3}
          placeholder="What needs to be done? (optional)"
          maxLength={ASSIGNMENT_DESCRIPTION_MAX}
          {...aria('description')}
          {...register('description')}
        />
        <FieldError id="assignment-description-error" message={errors.description?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-subject`}>
            Subject
            <RequiredMark />
          </Label>
          <NativeSelect id={`${prefix}-subject`} aria-required {...aria('subject')} {...register('subject')}>
            <option value="">Select a subject</option>
            {ASSIGNMENT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="assignment-subject-error" message={errors.subject?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-due`}>
            Due Date
            <RequiredMark />
          </Label>
          <Input id={`${prefix}-due`} type="date" aria-required {...aria('dueDate')} {...register('dueDate')} />
          <FieldError id="assignment-dueDate-error" message={errors.dueDate?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-priority`}>Priority</Label>
          <NativeSelect id={`${prefix}-priority`} {...register('importance')}>
            {[...IMPORTANCES].reverse().map((i) => (
              <option key={i} value={i}>
                {PRIORITY_LABEL[i]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-hours`}>Estimated Hours</Label>
          <Input
            id={`${prefix}-hours`}
            type="number"
            inputMode="decimal"
            min={ESTIMATED_HOURS_MIN}
            max={ESTIMATED_HOURS_MAX}
            step={0.5}
            aria-describedby={errors.estimatedHours ? 'assignment-estimatedHours-error' : `${prefix}-hours-hint`}
            aria-invalid={errors.estimatedHours ? true : undefined}
            {...register('estimatedHours')}
          />
          <p id={`${prefix}-hours-hint`} className={cn('text-xs text-muted-foreground', errors.estimatedHours && 'sr-only')}>
            {ESTIMATED_HOURS_MIN} to {ESTIMATED_HOURS_MAX} hours.
          </p>
          <FieldError id="assignment-estimatedHours-error" message={errors.estimatedHours?.message} />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Update Assignment' : 'Create Assignment'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The 'Create New Assignment' and 'Edit Assignment' dialogs (spec-1 §2, §4): the create form is
 * cleared and closed on success; the edit form opens on the chosen assignment with its date's part
 * before 'T'. Required fields missing give the spec's 'Validation Error' toast.
 */
export function AssignmentDialog({
  open,
  assignment,
  onOpenChange,
}: {
  open: boolean;
  /** The assignment to edit; null for a new one. */
  assignment: AssignmentDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = assignment !== null;
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" {...focus}>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Assignment' : 'Create New Assignment'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Change the details, the due date or the priority.' : 'Add homework, a project or an exam to plan your study time around.'}
          </DialogDescription>
        </DialogHeader>
        {open && <AssignmentForm key={assignment?.id ?? 'new'} assignment={assignment} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
