import { describe, expect, it } from 'vitest';
import { deriveSessionTitle } from './session-title';

const user = (content: string) => ({ role: 'user', content });

describe('deriveSessionTitle', () => {
  it('is "New Chat" for a session with no messages', () => {
    expect(deriveSessionTitle([])).toBe('New Chat');
  });
  it('keeps the first three meaningful words, capitalised', () => {
    expect(deriveSessionTitle([user('Explain the quadratic formula with examples please')])).toBe('Quadratic Formula Examples');
  });
  it('adds " Chat" to two words and " Help" to one', () => {
    expect(deriveSessionTitle([user('photosynthesis in plants?')])).toBe('Photosynthesis Plants Chat');
    expect(deriveSessionTitle([user('What is photosynthesis?')])).toBe('Photosynthesis Help');
  });
  it('falls back to "Study Chat" when nothing meaningful is left', () => {
    expect(deriveSessionTitle([user('hi, can you help me?')])).toBe('Study Chat');
    expect(deriveSessionTitle([user('???')])).toBe('Study Chat');
  });
  it('removes punctuation and ignores short words and numbers', () => {
    expect(deriveSessionTitle([user('E=mc2: how does it work, in 2 lines?')])).toBe('Mc2 Work Lines');
    expect(deriveSessionTitle([user('Balancing Al + O2 -> Al2O3!!!')])).toBe('Balancing Al2o3 Chat');
  });
  it('uses the first user message, not an assistant one', () => {
    expect(
      deriveSessionTitle([
        { role: 'assistant', content: 'Welcome to the tutor' },
        user('derivative of polynomial functions'),
        user('something else entirely'),
      ]),
    ).toBe('Derivative Polynomial Functions');
  });
  it('keeps letters with accents', () => {
    expect(deriveSessionTitle([user('Révolution française causes')])).toBe('Révolution Française Causes');
  });
});
