import type { AssignmentDto } from '@common/schemas/planner';
import { Checkbox } from '@client/components/ui/checkbox';

/** The completion toggle of one assignment; its name says which assignment it completes. */
export function CompletionCheckbox({
  assignment,
  disabled,
  onToggle,
}: {
  assignment: AssignmentDto;
  disabled?: boolean;
  onToggle: (a: AssignmentDto) => void;
}) {
  return (
    <Checkbox
      checked={assignment.completed}
      disabled={disabled}
      onCheckedChange={() => onToggle(assignment)}
      aria-label={`Mark "${assignment.title}" as completed`}
      className="mt-0.5 size-5"
    />
  );
}
