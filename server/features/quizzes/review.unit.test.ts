import { describe, expect, it } from 'vitest';
import { NO_ATTEMPTS_REVIEW, performanceReview, type ReviewAttempt } from './review';

function attempt(subject: string, score: number, difficulty: ReviewAttempt['difficulty'] = 'medium'): ReviewAttempt {
  return { subject, difficulty, score, late: false, questions: [{ type: 'multiple-choice', correct: score >= 50 }] };
}

describe('performanceReview', () => {
  it('asks for a first quiz only when there are no attempts', () => {
    expect(performanceReview([])).toEqual({ strengths: [], recommendations: [NO_ATTEMPTS_REVIEW] });
  });

  it('recommends a next step for middling scores, never "take a quiz" after quizzes were taken', () => {
    const review = performanceReview([attempt('Science', 70), attempt('History', 75)]);
    expect(review.strengths).toEqual([]);
    expect(review.recommendations).toEqual([
      'Aim for 80% in Science (now 70%): retake those quizzes and read the explanations of the questions you missed.',
    ]);
  });

  it('stretches a student who is strong everywhere', () => {
    const review = performanceReview([attempt('Science', 90), attempt('History', 85)]);
    expect(review.strengths).toEqual(['Strong in Science (90% over 1 quiz)', 'Strong in History (85% over 1 quiz)']);
    expect(review.recommendations).toEqual(['Keep it up: try a harder difficulty or a new topic to stretch yourself.']);
  });

  it('keeps its own recommendations when there are some', () => {
    const review = performanceReview([attempt('Chemistry', 20), attempt('Science', 70)]);
    expect(review.recommendations).toEqual([
      'Review Chemistry: 20% over 1 quiz. Retake those quizzes and read the explanations of the questions you missed.',
    ]);
  });
});
