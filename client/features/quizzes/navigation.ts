import { isAnswered, type AnswerMap } from './answers';

/** Spec-2 §4 "Navigation": the rules of Previous, Next and Submit on the question view. */

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function isLastQuestion(index: number, total: number): boolean {
  return index >= total - 1;
}

/** Next is disabled while the current question has no answer; on the last question Submit replaces it. */
export function canGoNext(answers: AnswerMap, index: number, total: number): boolean {
  return !isLastQuestion(index, total) && isAnswered(answers, index);
}

/** Submit (last question only) needs its answer too; the timer's auto-submit does not ask. */
export function canSubmit(answers: AnswerMap, index: number, total: number, submitting: boolean): boolean {
  return total > 0 && isLastQuestion(index, total) && isAnswered(answers, index) && !submitting;
}

/** 'Question X of N' and its percent complete, counting the question on screen. */
export function progress(index: number, total: number): { label: string; percent: number } {
  if (total <= 0) return { label: 'Question 0 of 0', percent: 0 };
  const n = Math.min(index + 1, total);
  return { label: `Question ${n} of ${total}`, percent: Math.round((n / total) * 100) };
}
