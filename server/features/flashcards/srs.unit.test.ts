import { describe, expect, it } from 'vitest';
import type { ReviewRating } from '@common/schemas/flashcards';
import { applyReview, columnsToCard, cardToColumns, newCardColumns, previewDue, schedulerFor, type SrsColumns } from './srs';

const START = new Date('2026-03-02T12:00:00.000Z');
const DAY = 86_400_000;

/** Answers a card at its due time, again and again, returning each scheduled interval in days. */
function reviewAtDue(row: SrsColumns, ratings: ReviewRating[], retention = 0.9): { row: SrsColumns; intervals: number[] } {
  const f = schedulerFor(retention, { fuzz: false });
  const intervals: number[] = [];
  let current = row;
  for (const rating of ratings) {
    const now = new Date(Math.max(new Date(current.due).getTime(), START.getTime()));
    current = applyReview(current, rating, now, f).columns;
    intervals.push((new Date(current.due).getTime() - now.getTime()) / DAY);
  }
  return { row: current, intervals };
}

describe('FSRS through ts-fsrs', () => {
  it('starts a card new, due now, with no reviews', () => {
    const row = newCardColumns(START);
    expect(row).toMatchObject({ state: 'new', due: START.toISOString(), reps: 0, lapses: 0, last_review: null });
  });

  it('round-trips a card through the stored columns', () => {
    const f = schedulerFor(0.9, { fuzz: false });
    const reviewed = applyReview(newCardColumns(START), 'good', START, f).columns;
    expect(cardToColumns(columnsToCard(reviewed))).toEqual(reviewed);
  });

  it('previews four due times that grow from Again to Easy', () => {
    const due = previewDue(newCardColumns(START), START, schedulerFor(0.9, { fuzz: false }));
    const t = (r: ReviewRating) => due[r].getTime();
    expect(t('again')).toBeLessThan(t('hard'));
    expect(t('hard')).toBeLessThanOrEqual(t('good'));
    expect(t('good')).toBeLessThan(t('easy'));
    expect(t('again')).toBeGreaterThan(START.getTime());
  });

  it('makes the interval grow with each Good answer', () => {
    const { row, intervals } = reviewAtDue(newCardColumns(START), ['good', 'good', 'good', 'good', 'good', 'good']);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]);
    expect(intervals[intervals.length - 1]).toBeGreaterThan(30);
    expect(row).toMatchObject({ state: 'review', reps: 6, lapses: 0 });
  });

  it('shrinks the interval after Again on a review card and counts a lapse', () => {
    const learnt = reviewAtDue(newCardColumns(START), ['good', 'good', 'good', 'good']);
    const before = learnt.intervals[learnt.intervals.length - 1];
    const stabilityBefore = learnt.row.stability;
    const forgot = reviewAtDue(learnt.row, ['again']);
    expect(forgot.intervals[0]).toBeLessThan(before);
    expect(forgot.intervals[0]).toBeLessThan(1);
    expect(forgot.row).toMatchObject({ state: 'relearning', lapses: 1, reps: 5 });
    expect(forgot.row.stability).toBeLessThan(stabilityBefore);
    // Relearnt: the next Good intervals start again from a short one.
    const relearnt = reviewAtDue(forgot.row, ['good', 'good']);
    expect(relearnt.intervals[1]).toBeLessThan(before);
  });

  it('gives shorter intervals for a higher desired retention', () => {
    const ratings: ReviewRating[] = ['good', 'good', 'good', 'good'];
    const low = reviewAtDue(newCardColumns(START), ratings, 0.8).intervals;
    const mid = reviewAtDue(newCardColumns(START), ratings, 0.9).intervals;
    const high = reviewAtDue(newCardColumns(START), ratings, 0.97).intervals;
    expect(high[3]).toBeLessThan(mid[3]);
    expect(mid[3]).toBeLessThan(low[3]);
  });

  it('keeps retention inside the allowed range', () => {
    expect(schedulerFor(2).parameters.request_retention).toBe(0.97);
    expect(schedulerFor(0.1).parameters.request_retention).toBe(0.7);
    expect(schedulerFor(Number.NaN).parameters.request_retention).toBe(0.9);
  });

  it('logs the state and due time before the review', () => {
    const row = newCardColumns(START);
    const { log } = applyReview(row, 'easy', START, schedulerFor(0.9));
    expect(log).toMatchObject({ stateBefore: 'new', dueBefore: START.toISOString() });
    expect(log.scheduledDays).toBeGreaterThanOrEqual(1);
  });
});
