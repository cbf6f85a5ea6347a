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

/**
 * Submitted attempts summed by what the review looks at: one row of the stats' grouped query
 * (subject, difficulty, question type), or one attempt.
 */
export interface ReviewGroup {
  subject: string;
  difficulty: Difficulty;
  attempts: number;
  /** Sum of the attempts' scores (percent). */
  scoreSum: number;
  /** Attempts that went past the time limit. */
  late: number;
  types: Array<{ type: QuestionType; correct: number; total: number }>;
}

/** Each attempt as a group of one (the review over single attempts, as the unit tests give them). */
function groupsOf(attempts: ReviewAttempt[]): ReviewGroup[] {
  return attempts.map((a) => {
    const types = new Map<QuestionType, { type: QuestionType; correct: number; total: number }>();
    for (const q of a.questions) {
      const t = types.get(q.type) ?? { type: q.type, correct: 0, total: 0 };
      t.total++;
      if (q.correct) t.correct++;
      types.set(q.type, t);
    }
    return { subject: a.subject, difficulty: a.difficulty, attempts: 1, scoreSum: a.score, late: a.late ? 1 : 0, types: [...types.values()] };
  });
}

/**
 * The AI Performance Review of the stats view, computed from the attempts (works with no model):
 * strengths and recommendations by subject (average score) and by question type (share of correct
 * answers), plus pacing in timed mode and a nudge to harder quizzes when easy ones are mastered.
 */
export function performanceReview(attempts: ReviewAttempt[]): { strengths: string[]; recommendations: string[] } {
  return performanceReviewOf(groupsOf(attempts));
}

/** The review from attempts already summed by the database (GET /api/quizzes/stats: one grouped query). */
export function performanceReviewOf(groups: ReviewGroup[]): { strengths: string[]; recommendations: string[] } {
  const attemptCount = groups.reduce((n, g) => n + g.attempts, 0);
  if (attemptCount === 0) return { strengths: [], recommendations: [NO_ATTEMPTS_REVIEW] };
  const strengths: Array<{ text: string; rank: number }> = [];
  const recommendations: Array<{ text: string; rank: number }> = [];

  const bySubject = new Map<string, { sum: number; n: number }>();
  for (const g of groups) {
    const subject = g.subject.trim() || 'General';
    const s = bySubject.get(subject) ?? { sum: 0, n: 0 };
    s.sum += g.scoreSum;
    s.n += g.attempts;
    bySubject.set(subject, s);
  }
  const avgOf = (s: { sum: number; n: number }) => Math.round(s.sum / s.n);
  for (const [subject, s] of bySubject) {
    if (s.n === 0) continue;
    const avg = avgOf(s);
    if (avg >= STRONG) strengths.push({ text: `Strong in ${subject} (${avg}% over ${quizzes(s.n)})`, rank: avg });
    else if (avg < WEAK) recommendations.push({ text: `Review ${subject}: ${avg}% over ${quizzes(s.n)}. Retake those quizzes and read the explanations of the questions you missed.`, rank: avg });
  }

  const byType = new Map<QuestionType, { correct: number; total: number }>();
  for (const g of groups) {
    for (const q of g.types) {
      const t = byType.get(q.type) ?? { correct: 0, total: 0 };
      t.total += q.total;
      t.correct += q.correct;
      byType.set(q.type, t);
    }
  }
  for (const [type, t] of byType) {
    if (t.total < MIN_TYPE_ANSWERS) continue;
    const pct = Math.round((t.correct / t.total) * 100);
    if (pct >= STRONG) strengths.push({ text: `Strong at ${TYPE_LABELS[type]} questions: ${pct}% correct`, rank: pct });
    else if (pct < WEAK) recommendations.push({ text: `Practise ${TYPE_LABELS[type]} questions: ${pct}% correct`, rank: pct });
  }

  const late = groups.reduce((n, g) => n + g.late, 0);
  if (late > 0) {
    recommendations.push({ text: `Pacing: ${late} timed quiz${late === 1 ? '' : 'zes'} went past the time limit. Answer the questions you know first, or choose a longer limit.`, rank: -1 });
  }
  const easy = groups.filter((g) => g.difficulty === 'easy').reduce((s, g) => ({ sum: s.sum + g.scoreSum, n: s.n + g.attempts }), { sum: 0, n: 0 });
  const harder = groups.some((g) => g.difficulty !== 'easy' && g.attempts > 0);
  if (easy.n >= 2 && avgOf(easy) >= 85 && !harder) {
    recommendations.push({ text: `Ready for more: ${avgOf(easy)}% on easy quizzes. Try medium or hard difficulty.`, rank: 101 });
  }
  if (recommendations.length === 0) {
    // never the "take a quiz" empty state after quizzes were taken: the next step from the weakest subject
    const [weakest] = [...bySubject].filter(([, s]) => s.n > 0).map(([subject, s]) => ({ subject, avg: avgOf(s) })).sort((a, b) => a.avg - b.avg);
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
