import { describe, expect, it } from 'vitest';
import { generateQuestions } from './questions';
import { BIOLOGY, GLOSSARY, HISTORY, PHYSICS } from './sample-texts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('generateQuestions', () => {
  it.each([
    ['biology', BIOLOGY],
    ['history', HISTORY],
    ['physics', PHYSICS],
    ['glossary', GLOSSARY],
  ])('asks only what the %s note answers', (_name, text) => {
    const questions = generateQuestions(text);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(10);
    for (const q of questions) {
      expect(flat(text)).toContain(q.answer);
      expect(flat(text)).toContain(q.sentence);
      expect(q.question.length).toBeGreaterThan(5);
    }
  });

  it('turns definitions into "What is" questions', () => {
    const questions = generateQuestions(PHYSICS);
    const inertia = questions.find((q) => q.question === 'What is inertia?');
    expect(inertia?.answer).toBe('the tendency of an object to resist changes in its motion');
    expect(questions.find((q) => q.question === 'What is momentum?')?.answer).toBe('the product of mass and velocity');
  });

  it('handles "refers to" and plural subjects', () => {
    const history = generateQuestions(HISTORY);
    expect(history.some((q) => q.question === 'What does the Reign of Terror refer to?')).toBe(true);
    const glossary = generateQuestions(GLOSSARY);
    expect(glossary.some((q) => q.question === 'What are isotopes?' && q.answer.startsWith('atoms of the same element'))).toBe(true);
    expect(glossary.some((q) => q.question === 'What does electronegativity refer to?')).toBe(true);
    expect(glossary.find((q) => q.sentenceIndex === 0)).toMatchObject({ question: 'What is meant by “atom”?', answer: 'the smallest unit of a chemical element' });
  });

  it('asks why for causes, with the reason as the answer', () => {
    const why = generateQuestions(HISTORY).find((q) => q.kind === 'why');
    expect(why?.question).toBe('Explain why King Louis XVI called the Estates-General.');
    expect(why?.answer).toBe('because the government was bankrupt');
  });

  it('blanks a key term in cloze questions', () => {
    const cloze = generateQuestions(BIOLOGY).filter((q) => q.kind === 'cloze');
    expect(cloze.length).toBeGreaterThan(0);
    for (const q of cloze) {
      expect(q.question).toContain('_____');
      expect(q.question.replace('_____', q.answer)).toBe(`Fill in the blank: ${q.sentence}`);
    }
  });

  it('does not treat pronoun sentences as definitions', () => {
    const questions = generateQuestions('It is a very large animal. This is the end of the story. There are many cells.');
    expect(questions.filter((q) => q.kind === 'definition')).toEqual([]);
  });

  it('respects max and handles empty text', () => {
    expect(generateQuestions(HISTORY, { max: 2 })).toHaveLength(2);
    expect(generateQuestions('')).toEqual([]);
  });
});
