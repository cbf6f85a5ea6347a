import type { Difficulty } from '@common/schemas/flashcards';
import type { QuestionType, QuizDto } from '@common/schemas/quizzes';

/** How each question type is named to students (the API values stay kebab-case). */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple Choice',
  'true-false': 'True / False',
  'short-answer': 'Short Answer',
  'fill-blank': 'Fill in the Blank',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** Spec-2 §2: a quiz without a subject is shown as General. */
export function subjectLabel(subject: string): string {
  return subject.trim() || 'General';
}

/** Spec-2 §2: the latest score in percent, or Not taken. */
export function scoreLabel(score: number | null): string {
  return score === null ? 'Not taken' : `${score}%`;
}

/** "1 question" / "10 questions". */
export function questionCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'question' : 'questions'}`;
}

/** A practice quiz: marked here, results shown at once and never submitted or saved (spec-2 §4). */
export function isPracticeQuiz(quiz: Pick<QuizDto, 'isPracticeMode'>): boolean {
  return quiz.isPracticeMode;
}

/**
 * Hints and the 500 ms answer feedback: learn mode, and practice (the server sends the answers
 * with both). A learn-mode quiz is still submitted and saved; a practice one is not.
 */
export function hasInstantFeedback(quiz: Pick<QuizDto, 'isPracticeMode' | 'learnMode'>): boolean {
  return quiz.learnMode || quiz.isPracticeMode;
}
