import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, gradeLabel } from './grades';
import { FLASHCARD_SUBJECTS } from './schemas/flashcards';
import { NOTE_FOLDERS, NOTE_SUBJECTS } from './schemas/notes';
import { ASSIGNMENT_SUBJECTS } from './schemas/planner';
import { SUBJECT_INTERESTS } from './schemas/profile';
import { QUIZ_SUBJECTS } from './schemas/quizzes';
import { LANGUAGES } from './schemas/settings';

// The select lists the spec fixes word for word; the forms render these labels as they are.
describe('the spec’s fixed lists', () => {
  it('grade levels (spec-1 §3)', () => {
    expect(GRADE_LEVELS.map((g) => [g.value, g.label])).toEqual([
      [6, '6th Grade'], [7, '7th Grade'], [8, '8th Grade'], [9, '9th Grade'], [10, '10th Grade'], [11, '11th Grade'],
      [12, '12th Grade'], [13, 'College Freshman'], [14, 'College Sophomore'], [15, 'College Junior'],
      [16, 'College Senior'], [17, 'Graduate Student'],
    ]);
    expect(gradeLabel(17)).toBe('Graduate Student');
  });

  it('assignment subjects (spec-1 §9)', () => {
    expect(ASSIGNMENT_SUBJECTS).toEqual([
      'Mathematics', 'Science', 'English', 'History', 'Geography', 'Physics', 'Chemistry', 'Biology',
      'Computer Science', 'Art', 'Music', 'Literature', 'Psychology', 'Economics', 'Philosophy',
    ]);
  });

  it('quiz subjects (spec-2 §9)', () => {
    expect(QUIZ_SUBJECTS).toEqual([
      'Mathematics', 'Science', 'English', 'History', 'Geography', 'Physics', 'Chemistry', 'Biology',
      'Computer Science', 'Art', 'Music', 'Literature',
    ]);
  });

  it('flashcard subjects, value: label (spec-2 §9)', () => {
    expect(FLASHCARD_SUBJECTS.map((s) => [s.value, s.label])).toEqual([
      ['math', 'Math'], ['science', 'Science'], ['history', 'History'], ['english', 'English'],
      ['language', 'Foreign Language'], ['other', 'Other'],
    ]);
  });

  it('note subjects and folders (spec-2 §9)', () => {
    expect(NOTE_SUBJECTS).toEqual([
      'General', 'Mathematics', 'Science', 'English', 'History', 'Language Arts', 'Social Studies', 'Art', 'Music',
      'Physical Education',
    ]);
    expect(NOTE_FOLDERS).toEqual(['Personal', 'School', 'Projects', 'Research', 'AI Generated']);
  });

  it('profile interests and languages (spec-2 §9)', () => {
    expect(SUBJECT_INTERESTS).toEqual([
      'Math', 'Science', 'English', 'History', 'Biology', 'Chemistry', 'Physics', 'Geography', 'Art', 'Music',
      'Literature', 'Psychology', 'Computer Science',
    ]);
    expect(LANGUAGES).toEqual(['English', 'Spanish', 'French', 'German']);
  });
});
