import { describe, expect, it } from 'vitest';
import { scoreLabel, subjectLabel } from './quiz-labels';

describe('quiz card labels (spec-2 §2)', () => {
  it('shows the score in percent, or Not taken', () => {
    expect(scoreLabel(null)).toBe('Not taken');
    expect(scoreLabel(0)).toBe('0%');
    expect(scoreLabel(85)).toBe('85%');
  });

  it('shows General for a quiz without a subject', () => {
    expect(subjectLabel('  ')).toBe('General');
    expect(subjectLabel('Biology')).toBe('Biology');
  });
});
