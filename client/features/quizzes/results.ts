import { isAnswerCorrect, scorePercent } from '@common/quiz-grading';
import type { AttemptResultDto, QuizDto } from '@common/schemas/quizzes';
import type { AnswerMap } from './answers';

export interface ReviewItem {
  index: number;
  question: string;
  /** What the student answered ('' when left blank). */
  answer: string;
  correct: string;
  isCorrect: boolean;
  explanation?: string;
}

/** Everything the results view shows, whether graded by the server or (practice) here. */
export interface QuizResults {
  practice: boolean;
  score: number;
  correctCount: number;
  incorrectCount: number;
  total: number;
  /** Seconds taken in timed mode; null when untimed (shown as N/A). */
  timeTakenSeconds: number | null;
  /** A timed attempt that arrived after the limit and grace: graded as at the limit. */
  late: boolean;
  review: ReviewItem[];
}

/** Results of a submitted attempt, as graded by the server; question texts come from the quiz. */
export function resultsFromAttempt(quiz: Pick<QuizDto, 'questions'>, result: AttemptResultDto): QuizResults {
  const byIndex = new Map(result.answers.map((a) => [a.index, a]));
  const review: ReviewItem[] = quiz.questions.map((q, index) => {
    const graded = byIndex.get(index);
    return {
      index,
      question: q.question,
      answer: graded?.answer ?? '',
      correct: graded?.correct ?? q.correct ?? '',
      isCorrect: graded?.isCorrect ?? false,
      explanation: graded?.explanation ?? q.explanation,
    };
  });
  return {
    practice: false,
    score: result.score,
    correctCount: result.correctCount,
    incorrectCount: Math.max(0, result.total - result.correctCount),
    total: result.total,
    timeTakenSeconds: result.timeTakenSeconds,
    late: result.late,
    review,
  };
}

/**
 * Practice results, marked here with the server's own rules (spec-2 §4: "a practice quiz shows
 * results immediately with no submit call"); unanswered questions count as wrong.
 */
export function gradePractice(quiz: Pick<QuizDto, 'questions'>, answers: AnswerMap, timeTakenSeconds: number | null): QuizResults {
  const review: ReviewItem[] = quiz.questions.map((q, index) => {
    const answer = (answers[index] ?? '').trim();
    const correct = q.correct ?? '';
    return {
      index,
      question: q.question,
      answer,
      correct,
      isCorrect: q.correct !== undefined && isAnswerCorrect(q.type, answer || undefined, correct),
      explanation: q.explanation,
    };
  });
  const correctCount = review.filter((r) => r.isCorrect).length;
  const total = review.length;
  return {
    practice: true,
    score: scorePercent(correctCount, total),
    correctCount,
    incorrectCount: total - correctCount,
    total,
    timeTakenSeconds,
    late: false,
    review,
  };
}

/** 'X out of N correct'. */
export function correctLine(r: Pick<QuizResults, 'correctCount' | 'total'>): string {
  return `${r.correctCount} out of ${r.total} correct`;
}

/** Time Taken: "4m 05s", "45s"; N/A when the quiz was not timed (spec-2 §2). */
export function formatTimeTaken(seconds: number | null): string {
  if (seconds === null) return 'N/A';
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m ? `${m}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** A short word of encouragement by score band, shown under the percent. */
export function scoreMessage(score: number): string {
  if (score >= 90) return 'Outstanding work!';
  if (score >= 75) return 'Great job!';
  if (score >= 50) return 'Good effort — review the questions you missed.';
  return 'Keep practising — the review below shows where to focus.';
}
