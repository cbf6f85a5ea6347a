import { DIFFICULTIES, FLASHCARD_SUBJECTS } from '@common/schemas/flashcards';
import { DIFFICULTY_LABELS } from './flashcards-api';

/** The <option>s of the subject select (spec-2 §9 value/label pairs). */
export function SubjectOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {FLASHCARD_SUBJECTS.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </>
  );
}

export function DifficultyOptions() {
  return (
    <>
      {DIFFICULTIES.map((d) => (
        <option key={d} value={d}>
          {DIFFICULTY_LABELS[d]}
        </option>
      ))}
    </>
  );
}
