import { describe, expect, it } from 'vitest';
import { rankSentences, selectSummary, summarize, summaryLength } from './summarize';
import { sentences } from './text';
import { BIOLOGY, GLOSSARY, HISTORY, PHYSICS } from './sample-texts';

describe('summarize', () => {
  it.each([
    ['biology', BIOLOGY],
    ['history', HISTORY],
    ['physics', PHYSICS],
    ['glossary', GLOSSARY],
  ])('keeps fewer sentences than the %s note, all of them from it, in its order', (_name, text) => {
    const all = sentences(text);
    const summary = summarize(text);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThan(all.length);
    const positions = summary.map((s) => all.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('gives one or two sentences back as they are', () => {
    expect(summarize('Water boils at 100 degrees.')).toEqual(['Water boils at 100 degrees.']);
    expect(summarize('Water boils at 100 degrees. Ice melts at 0 degrees.')).toEqual(['Water boils at 100 degrees.', 'Ice melts at 0 degrees.']);
    expect(summarize('')).toEqual([]);
  });

  it('honours count and ratio', () => {
    expect(summarize(HISTORY, { count: 2 })).toHaveLength(2);
    // the share asked at least, a little more only while names, dates and key terms are left out
    expect(summarize(HISTORY, { ratio: 0.5 }).length).toBeGreaterThanOrEqual(4);
    expect(summarize(HISTORY, { ratio: 0.5 }).length).toBeLessThanOrEqual(6);
  });

  it('keeps the names, dates and numbers of the note before a sentence that adds none', () => {
    const text = [
      'Photosynthesis makes sugar from light in the leaves of plants.',
      'Plants use light to make sugar in their leaves every day.',
      'Light is used by plants to make sugar in the leaves.',
      'Jan Ingenhousz showed in 1779 that plants need light to make oxygen.',
      'Leaves of plants make sugar from light.',
      'A leaf can make about 2 grams of sugar in a sunny day.',
    ].join(' ');
    const kept = summarize(text, { count: 3 }).join(' ');
    expect(kept).toContain('Jan Ingenhousz');
    expect(kept).toContain('2 grams');
  });

  it('leaves headings out', () => {
    expect(summarize(BIOLOGY)).not.toContain('Cell Biology');
  });

  it('keeps a repeated sentence once', () => {
    const text = 'Cells divide by mitosis. Cells divide by mitosis. Mitosis makes two cells. Meiosis makes four cells. Cells need energy.';
    const summary = selectSummary(text, { count: 3 }).map((s) => s.text);
    expect(new Set(summary).size).toBe(summary.length);
  });
});

describe('rankSentences', () => {
  it('ranks a sentence connected to many others above an isolated one', () => {
    const text = 'Plants use light to make sugar. Light gives plants energy to make sugar. Sugar made by plants feeds animals. My cat is orange.';
    const ranked = rankSentences(text);
    const cat = ranked.find((r) => r.text.startsWith('My cat'));
    const best = ranked.reduce((a, b) => (b.score > a.score ? b : a));
    expect(best.text).not.toMatch(/cat/);
    expect(cat && cat.score).toBeLessThan(best.score);
  });
});

describe('summaryLength', () => {
  it('keeps at least one and fewer than all', () => {
    expect(summaryLength(2)).toBe(2);
    expect(summaryLength(3)).toBe(1);
    expect(summaryLength(10, { count: 50 })).toBe(9);
    expect(summaryLength(1000)).toBe(15);
  });
});
