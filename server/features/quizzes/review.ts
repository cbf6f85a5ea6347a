import type { Difficulty } from '@common/schemas/flashcards';
import type { QuestionType } from '@common/schemas/quizzes';

/** One submitted attempt as the review reads it. */
export interface ReviewAttempt {
  /** The quiz's subject; '' is General. */
  subject: string;
  difficulty: Difficulty;
  score: number;
  late: boolean;
  questions: Array<{ type: QuestionType; correct: boolean }>;
}

const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'multiple-choice',
  'true-false': 'true/false',
  'short-answer': 'short-answer',
  'fill-blank': 'fill-in-the-blank',
};
/** A subject average at or above this is a strength; below WEAK it is a recommendation. */
const STRONG = 80;
const WEAK = 60;
/** Question types are judged only on enough answers to mean something. */
const MIN_TYPE_ANSWERS = 5;
const MAX_ITEMS = 5;

export const NO_ATTEMPTS_REVIEW = 'Take a quiz to get your first performance review.';

function quizzes(n: number): string {
  return `${n} quiz${n === 1 ? '' : 'zes'}`;
}

function average(values: number[]): number {
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

/**
 * The AI Performance Review of the stats view, computed from the attempts (works with no model):
 * strengths and recommendations by subject (average score) and by question type (share of correct
 * answers), plus pacing in timed mode and a nudge to harder quizzes when easy ones are mastered.
 */
export function performanceReview(attempts: ReviewAttempt[]): { strengths: string[]; recommendations: string[] } {
  if (attempts.length === 0) return { strengths: [], recommendations: [NO_ATTEMPTS_REVIEW] };
  const strengths: Array<{ text: string; rank: number }> = [];
  const recommendations: Array<{ text: string; rank: number }> = [];

  const bySubject = new Map<string, number[]>();
  for (const a of attempts) {
    const subject = a.subject.trim() || 'General';
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), a.score]);
  }
  for (const [subject, scores] of bySubject) {
    const avg = average(scores);
    if (avg >= STRONG) strengths.push({ text: `Strong in ${subject} (${avg}% over ${quizzes(scores.length)})`, rank: avg });
    else if (avg < WEAK) recommendations.push({ text: `Review ${subject}: ${avg}% over ${quizzes(scores.length)}. Retake those quizzes and read the explanations of the questions you missed.`, rank: avg });
  }

  const byType = new Map<QuestionType, { correct: number; total: number }>();
  for (const a of attempts) {
    for (const q of a.questions) {
      const t = byType.get(q.type) ?? { correct: 0, total: 0 };
      t.total++;
      if (q.correct) t.correct++;
      byType.set(q.type, t);
    }
  }
  for (const [type, t] of byType) {
    if (t.total < MIN_TYPE_ANSWERS) continue;
    const pct = Math.round((t.correct / t.total) * 100);
    if (pct >= STRONG) strengths.push({ text: `Strong at ${TYPE_LABELS[type]} questions: ${pct}% correct`, rank: pct });
    else if (pct < WEAK) recommendations.push({ text: `Practise ${TYPE_LABELS[type]} questions: ${pct}% correct`, rank: pct });
  }

  const late = attempts.filter((a) => a.late).length;
  if (late > 0) {
    recommendations.push({ text: `Pacing: ${late} timed ${quizzes(late)} went past the time limit. Answer the questions you know first, or choose a longer limit.`, rank: -1 });
  }
  const easy = attempts.filter((a) => a.difficulty === 'easy').map((a) => a.score);
  const harder = attempts.some((a) => a.difficulty !== 'easy');
  if (easy.length >= 2 && average(easy) >= 85 && !harder) {
    recommendations.push({ text: `Ready for more: ${average(easy)}% on easy quizzes. Try medium or hard difficulty.`, rank: 101 });
  }
  if (recommendations.length === 0) {
    // never the "take a quiz" empty state after quizzes were taken: the next step from the weakest subject
    const [weakest] = [...bySubject].map(([subject, scores]) => ({ subject, avg: average(scores) })).sort((a, b) => a.avg - b.avg);
    recommendations.push({
      text:
        weakest.avg < STRONG
          ? `Aim for ${STRONG}% in ${weakest.subject} (now ${weakest.avg}%): retake those quizzes and read the explanations of the questions you missed.`
          : 'Keep it up: try a harder difficulty or a new topic to stretch yourself.',
      rank: 0,
    });
  }
  return {
    strengths: strengths.sort((a, b) => b.rank - a.rank).slice(0, MAX_ITEMS).map((s) => s.text),
    recommendations: recommendations.sort((a, b) => a.rank - b.rank).slice(0, MAX_ITEMS).map((r) => r.text),
  };
}
