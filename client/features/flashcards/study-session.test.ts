import { describe, expect, it } from 'vitest';
import { currentCard, isStudyComplete, needsMoreCards, startStudy, studyKeyAction, studyProgress, studyReducer, type StudyAction, type StudyState } from './study-session';

const cards = ['a', 'b', 'c'].map((id) => ({ id }));
type S = StudyState<{ id: string }>;
const run = (state: S, ...actions: StudyAction[]) => actions.reduce(studyReducer, state);

describe('study session', () => {
  it('starts on the first card, unflipped', () => {
    expect(startStudy(cards)).toEqual({ cards, index: 0, flipped: false });
  });

  it('flips back and forth', () => {
    expect(run(startStudy(cards), { type: 'flip' }).flipped).toBe(true);
    expect(run(startStudy(cards), { type: 'flip' }, { type: 'flip' }).flipped).toBe(false);
  });

  it('resets the flip when moving to another card', () => {
    const s = run(startStudy(cards), { type: 'flip' }, { type: 'next' });
    expect(s).toMatchObject({ index: 1, flipped: false });
    expect(run(s, { type: 'flip' }, { type: 'prev' })).toMatchObject({ index: 0, flipped: false });
  });

  it('stays put at either end', () => {
    const first = startStudy(cards);
    expect(run(first, { type: 'prev' })).toBe(first);
    const last = run(first, { type: 'next' }, { type: 'next' }, { type: 'flip' });
    expect(run(last, { type: 'next' })).toBe(last);
    expect(last.flipped).toBe(true);
  });

  it('is complete only on the last card once flipped', () => {
    expect(isStudyComplete(run(startStudy(cards), { type: 'flip' }))).toBe(false);
    expect(isStudyComplete(run(startStudy(cards), { type: 'next' }, { type: 'next' }))).toBe(false);
    expect(isStudyComplete(run(startStudy(cards), { type: 'next' }, { type: 'next' }, { type: 'flip' }))).toBe(true);
    expect(isStudyComplete(startStudy([{ id: 'x' }]))).toBe(false);
    expect(isStudyComplete(run(startStudy([{ id: 'x' }]), { type: 'flip' }))).toBe(true);
  });

  it('removes a card locally, keeping the index when cards follow', () => {
    const s = run(startStudy(cards), { type: 'next' }, { type: 'flip' }, { type: 'remove', id: 'b' });
    expect(s).toEqual({ cards: [{ id: 'a' }, { id: 'c' }], index: 1, flipped: false });
    expect(currentCard(s)).toEqual({ id: 'c' });
  });

  it('steps back by one when the index is past the end after a removal', () => {
    const s = run(startStudy(cards), { type: 'next' }, { type: 'next' }, { type: 'remove', id: 'c' });
    expect(s.index).toBe(1);
    expect(currentCard(s)).toEqual({ id: 'b' });
  });

  it('ends with no card when the last one is removed', () => {
    const s = run(startStudy([{ id: 'x' }]), { type: 'remove', id: 'x' });
    expect(s.cards).toEqual([]);
    expect(currentCard(s)).toBeNull();
    expect(run(s, { type: 'flip' }).flipped).toBe(false);
  });

  it('replaces an edited card in place and starts over on restart', () => {
    const s = run(startStudy(cards), { type: 'next' }, { type: 'flip' });
    const edited = studyReducer<{ id: string; front?: string }>(s, { type: 'update', card: { id: 'b', front: 'new' } });
    expect(edited).toMatchObject({ index: 1, flipped: true });
    expect(edited.cards[1]).toEqual({ id: 'b', front: 'new' });
    expect(run(s, { type: 'restart' })).toMatchObject({ index: 0, flipped: false });
  });

  it('ignores removing an unknown card', () => {
    const s = startStudy(cards);
    expect(run(s, { type: 'remove', id: 'zzz' })).toBe(s);
  });

  it('counts progress including the card on screen', () => {
    expect(studyProgress(0, 4)).toBe(25);
    expect(studyProgress(3, 4)).toBe(100);
    expect(studyProgress(0, 3)).toBe(33);
    expect(studyProgress(0, 0)).toBe(0);
  });
});

describe('study keys', () => {
  const at = (index: number, flipped: boolean, count = 3) => ({ index, flipped, count });

  it('Esc exits', () => {
    expect(studyKeyAction('Escape', at(0, false))).toBe('exit');
  });

  it('Space and Enter flip an unflipped card', () => {
    expect(studyKeyAction(' ', at(0, false))).toBe('flip');
    expect(studyKeyAction('Enter', at(1, false))).toBe('flip');
  });

  it('Space and Enter advance from a flipped card, except on the last one', () => {
    expect(studyKeyAction(' ', at(0, true))).toBe('next');
    expect(studyKeyAction('Enter', at(1, true))).toBe('next');
    expect(studyKeyAction('Enter', at(2, true))).toBeNull();
    expect(studyKeyAction(' ', at(2, false))).toBe('flip');
  });

  it('arrows navigate', () => {
    expect(studyKeyAction('ArrowLeft', at(1, false))).toBe('prev');
    expect(studyKeyAction('ArrowRight', at(1, true))).toBe('next');
  });

  it('leaves other keys alone', () => {
    expect(studyKeyAction('a', at(0, false))).toBeNull();
    expect(studyKeyAction('ArrowUp', at(0, false))).toBeNull();
  });
});

describe('a large deck loaded page by page', () => {
  it('appends the next page at the end, never a card twice, and keeps the place', () => {
    const s = run(startStudy(cards), { type: 'next' }, { type: 'flip' }, { type: 'append', cards: [{ id: 'c' }, { id: 'd' }, { id: 'e' }] });
    expect(s.cards.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(s).toMatchObject({ index: 1, flipped: true });
    expect(run(s, { type: 'append', cards: [{ id: 'a' }] })).toBe(s);
  });

  it('is not complete on the last loaded card while more cards are to come', () => {
    const end = run(startStudy(cards), { type: 'next' }, { type: 'next' }, { type: 'flip' });
    expect(isStudyComplete(end, true)).toBe(false);
    expect(isStudyComplete(end, false)).toBe(true);
  });

  it('asks for the next page when the student nears the end of what is loaded', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: String(i) }));
    expect(needsMoreCards({ index: 0, cards: many })).toBe(false);
    expect(needsMoreCards({ index: 179, cards: many })).toBe(false);
    expect(needsMoreCards({ index: 180, cards: many })).toBe(true);
    expect(needsMoreCards({ index: 0, cards: cards })).toBe(true);
  });
});
