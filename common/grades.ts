/** Grade levels offered at sign-up (spec-1 §3). Kept in one place so the select and the server agree. */
export const GRADE_LEVELS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 6, label: '6th Grade' },
  { value: 7, label: '7th Grade' },
  { value: 8, label: '8th Grade' },
  { value: 9, label: '9th Grade' },
  { value: 10, label: '10th Grade' },
  { value: 11, label: '11th Grade' },
  { value: 12, label: '12th Grade' },
  { value: 13, label: 'College Freshman' },
  { value: 14, label: 'College Sophomore' },
  { value: 15, label: 'College Junior' },
  { value: 16, label: 'College Senior' },
  { value: 17, label: 'Graduate Student' },
];

export const MIN_GRADE = 6;
export const MAX_GRADE = 17;

/** Label for a grade value, for the navigation and the profile. */
export function gradeLabel(value: number): string {
  return GRADE_LEVELS.find((g) => g.value === value)?.label ?? `Grade ${value}`;
}
