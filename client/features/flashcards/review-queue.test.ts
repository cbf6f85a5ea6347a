import { describe, expect, it } from 'vitest';
import { isReviewFinished, reviewKeyAction, reviewReducer, startReview, type ReviewAction, type ReviewState } from './review-queue';

const run = (state: ReviewState, ...actions: ReviewAction[]) => actions.reduce(reviewReducer, state);

describe('review queue', () => {
  it('starts on the first card with its answer hidden', () => {
    expect(startReview(3)).toEqual({ total: 3, position: 0, revealed: false, reviewed: 0 });
  });

  it('reveals, then a rating moves to the next card front first', () => {
    const s = run(startReview(3), { type: 'reveal' });
    expect(s.revealed).toBe(true);
    expect(run(s, { type: 'rated' })).toEqual({ total: 3, position: 1, revealed: false, reviewed: 1 });
  });

  it('does not rate a card whose answer was not shown', () => {
    const s = startReview(2);
    expect(run(s, { type: 'rated' })).toBe(s);
  });

  it('finishes after the last card and ignores further actions', () => {
    const done = run(startReview(2), { type: 'reveal' }, { type: 'rated' }, { type: 'reveal' }, { type: 'rated' });
    expect(isReviewFinished(done)).toBe(true);
    expect(done.reviewed).toBe(2);
    expect(run(done, { type: 'reveal' }, { type: 'rated' })).toBe(done);
  });

  it('is finished at once with an empty queue', () => {
    expect(isReviewFinished(startReview(0))).toBe(true);
  });

  it('restarts with a new queue and keeps counting reviews', () => {
    const done = run(startReview(1), { type: 'reveal' }, { type: 'rated' });
    expect(run(done, { type: 'restart', total: 4 })).toEqual({ total: 4, position: 0, revealed: false, reviewed: 1 });
  });
});

describe('review keys', () => {
  it('Space and Enter reveal the answer', () => {
    expect(reviewKeyAction(' ', false)).toEqual({ type: 'reveal' });
    expect(reviewKeyAction('Enter', false)).toEqual({ type: 'reveal' });
  });

  it('1–4 rate once the answer shows', () => {
    expect(reviewKeyAction('1', true)).toEqual({ type: 'rate', rating: 'again' });
    expect(reviewKeyAction('2', true)).toEqual({ type: 'rate', rating: 'hard' });
    expect(reviewKeyAction('3', true)).toEqual({ type: 'rate', rating: 'good' });
    expect(reviewKeyAction('4', true)).toEqual({ type: 'rate', rating: 'easy' });
  });

  it('numbers do nothing before the answer shows', () => {
    expect(reviewKeyAction('3', false)).toBeNull();
  });

  it('Space on a shown answer means Good', () => {
    expect(reviewKeyAction(' ', true)).toEqual({ type: 'rate', rating: 'good' });
  });

  it('Esc exits and other keys are ignored', () => {
    expect(reviewKeyAction('Escape', true)).toEqual({ type: 'exit' });
    expect(reviewKeyAction('5', true)).toBeNull();
    expect(reviewKeyAction('x', false)).toBeNull();
  });
});
