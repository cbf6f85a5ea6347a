import { gradeTypedAnswer } from '@common/answer-grading';
import type { QuestionDto, QuestionType } from '@common/schemas/quizzes';

/** Spec-2 §9: learn-mode feedback appears this long after an answer is chosen. */
export const LEARN_FEEDBACK_DELAY_MS = 500;

/** Radio options (multiple choice, true/false) versus a typed answer (short answer, fill in the blank). */
export function isChoiceType(type: QuestionType): boolean {
  return type === 'multiple-choice' || type === 'true-false';
}

/** The options a choice question shows: its own, or True and False (spec-2 §9). */
export function choiceOptions(question: QuestionDto): string[] {
  if (question.options?.length) return question.options;
  return question.type === 'true-false' ? ['True', 'False'] : [];
}

/**
 * Whether choosing or checking this answer should start the feedback delay: learn mode only, a
 * non-empty answer, and a question that carries its correct answer (learn-mode quizzes do).
 */
export function shouldScheduleFeedback(learnMode: boolean, question: QuestionDto | undefined, answer: string | undefined): boolean {
  return learnMode && !!question && question.correct !== undefined && (answer ?? '').trim() !== '';
}

export interface LearnFeedback {
  isCorrect: boolean;
  /** The correct answer text to show. */
  correct: string;
  explanation?: string;
  /** For a typed answer accepted with a difference: the slip, or the full answer ("Full answer: …"). */
  note?: string;
}

/**
 * Feedback for one answer with the same marking rules as the server (common/quiz-grading), so
 * "Correct!" here is never marked wrong in the results: exact for choices, forgiving for typing.
 */
export function feedbackFor(question: QuestionDto, answer: string): LearnFeedback | null {
  if (question.correct === undefined) return null;
  const explanation = question.explanation?.trim() || undefined;
  if (isChoiceType(question.type)) return { isCorrect: answer.trim() === question.correct, correct: question.correct, explanation };
  const grade = gradeTypedAnswer(answer.trim(), question.correct, question.accepted ?? []);
  return { isCorrect: grade.verdict !== 'wrong', correct: question.correct, explanation, ...(grade.note ? { note: grade.note } : {}) };
}

/**
 * How an option is marked once feedback shows: the correct one green, a wrong chosen one red,
 * the rest plain. Before feedback only the chosen one is highlighted.
 */
export function optionTone(option: string, chosen: string | undefined, correct: string | undefined, feedbackVisible: boolean): 'correct' | 'wrong' | 'selected' | 'plain' {
  if (feedbackVisible && correct !== undefined) {
    if (option === correct) return 'correct';
    if (option === chosen) return 'wrong';
    return 'plain';
  }
  return option === chosen ? 'selected' : 'plain';
}

/**
 * The hint to show: the question's own, or one made from what the quiz knows without giving the
 * answer away — for typed answers its first letter and length, for choices a way to narrow them.
 */
export function hintFor(question: QuestionDto): string {
  const own = question.hint?.trim();
  if (own) return own;
  const correct = question.correct?.trim();
  if (!isChoiceType(question.type) && correct) {
    const words = correct.split(/\s+/);
    if (words.length > 1) return `The answer is ${words.length} words; the first starts with "${words[0].charAt(0).toUpperCase()}".`;
    return `The answer starts with "${correct.charAt(0).toUpperCase()}" and has ${[...correct].length} letters.`;
  }
  if (question.type === 'true-false') return 'Look for the one word that would make the statement false.';
  return 'Rule out the options you know are wrong, then compare the rest with the key words of the question.';
}
