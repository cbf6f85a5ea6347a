import {
  ASSIGNMENT_SUBJECTS,
  ESTIMATED_HOURS_DEFAULT,
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  type AssignmentDto,
  type AssignmentSubject,
  type Importance,
  type UpdateAssignmentInput,
} from '@common/schemas/planner';
import { dueDateKey, isDateKey } from './planner-dates';

/** What the Create / Edit Assignment form holds: strings as the inputs give them. */
export interface AssignmentFormValues {
  title: string;
  description: string;
  /** '' until the student picks one of the spec's subjects. */
  subject: AssignmentSubject | '';
  /** `YYYY-MM-DD` from the date input, '' when empty. */
  dueDate: string;
  importance: Importance;
  estimatedHours: string;
}

/** The fields spec-1 §5 requires before an assignment can be saved. */
export type RequiredField = 'title' | 'subject' | 'dueDate';

/** A cleared create form: priority medium and 2 hours by default (spec-1 §3). */
export const EMPTY_ASSIGNMENT_FORM: AssignmentFormValues = {
  title: '',
  description: '',
  subject: '',
  dueDate: '',
  importance: 'medium',
  estimatedHours: String(ESTIMATED_HOURS_DEFAULT),
};

/** Whether a string is one of the fixed subjects (spec-1 §9). */
export function isAssignmentSubject(value: string): value is AssignmentSubject {
  return (ASSIGNMENT_SUBJECTS as readonly string[]).includes(value);
}

/** The edit form's starting values; the date input takes the part of dueDate before 'T' (spec-1 §3). */
export function formValuesFrom(a: AssignmentDto): AssignmentFormValues {
  return {
    title: a.title,
    description: a.description,
    subject: a.subject,
    dueDate: dueDateKey(a.dueDate),
    importance: a.importance,
    estimatedHours: String(a.estimatedHours),
  };
}

/**
 * Estimated hours as typed (spec-1 §5): a non-numeric entry falls back to 2, anything outside 1–50
 * is brought to the nearest limit, and halves are kept (a 1.5-hour essay is a real thing).
 */
export function parseEstimatedHours(raw: string): number {
  const trimmed = raw.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return ESTIMATED_HOURS_DEFAULT;
  const halves = Math.round(n * 2) / 2;
  return Math.min(ESTIMATED_HOURS_MAX, Math.max(ESTIMATED_HOURS_MIN, halves));
}

/** The required fields still empty (title blank, no subject, no valid date), in form order. */
export function missingRequiredFields(v: AssignmentFormValues): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!v.title.trim()) missing.push('title');
  if (!isAssignmentSubject(v.subject)) missing.push('subject');
  if (!isDateKey(v.dueDate.trim())) missing.push('dueDate');
  return missing;
}

/**
 * The request body for POST /api/assignments or PUT /api/assignments/{id}; null while a required
 * field is missing, so the caller shows the spec's 'Validation Error' toast instead of calling.
 */
export function toAssignmentInput(v: AssignmentFormValues, completed = false): UpdateAssignmentInput | null {
  if (missingRequiredFields(v).length > 0 || !isAssignmentSubject(v.subject)) return null;
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    subject: v.subject,
    dueDate: v.dueDate.trim(),
    importance: v.importance,
    estimatedHours: parseEstimatedHours(v.estimatedHours),
    completed,
  };
}

/**
 * The due date to send back unchanged. A date the student picked is stored as that day at 00:00Z
 * and means "by the end of that day", so it goes back as the same calendar date; a due date with a
 * real time of day (set through the API) goes back as the exact instant.
 */
export function dueDateForUpdate(dueDate: string): string {
  return /T00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/.test(dueDate) ? dueDateKey(dueDate) : dueDate;
}

/**
 * The completion toggle's PUT body: the whole assignment with `completed` flipped (spec-1 §4),
 * its due date sent back so that a toggle can never move the deadline.
 */
export function toggledCompletion(a: AssignmentDto): UpdateAssignmentInput {
  return {
    title: a.title,
    description: a.description,
    subject: a.subject,
    dueDate: dueDateForUpdate(a.dueDate),
    importance: a.importance,
    estimatedHours: a.estimatedHours,
    completed: !a.completed,
  };
}
