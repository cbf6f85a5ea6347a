import { gradeTypedAnswer } from './answer-grading';
import type { QuestionType } from './schemas/quizzes';

const ARTICLES = /\b(a|an|the)\b/g;

/**
 * Text reduced to what matters for comparing questions and options: lower case, trimmed,
 * punctuation and the articles a/an/the removed, spaces collapsed. "The Mitochondria." and
 * "mitochondria" are equal. (Typed answers are graded by meaning: answer-grading.ts.)
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    // "1,000" is "1000", and a minus sign is part of its number ("-5" is not "5")
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])[-\u2212](?=\d)/gu, '$1 minus ')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(ARTICLES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec-2 §4 and issue 6: choices must match exactly; typed answers are graded by meaning (answer-grading). */
export function isAnswerCorrect(type: QuestionType, given: string | undefined, correct: string, accepted: readonly string[] = []): boolean {
  if (given === undefined) return false;
  if (type === 'multiple-choice' || type === 'true-false') return given === correct;
  return gradeTypedAnswer(given, correct, accepted).verdict !== 'wrong';
}

/** Percent of correct answers, rounded; 0 when there are no questions (spec-2 §4 "Scoring"). */
export function scorePercent(correctCount: number, total: number): number {
  return total === 0 ? 0 : Math.round((correctCount / total) * 100);
}
