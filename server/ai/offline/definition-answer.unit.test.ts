import { describe, expect, it } from 'vitest';
import { definitionAnswer, definitionTerm } from './definition-answer';

describe('definitionTerm', () => {
  it.each([
    ['What is photosynthesis?', 'photosynthesis'],
    ['what are the mitochondria', 'mitochondria'],
    ['Who was Napoleon?', 'Napoleon'],
    ['What does osmosis mean?', 'osmosis'],
    ['Explain photosynthesis', 'photosynthesis'],
    ['Describe the French Revolution', 'French Revolution'],
    ['Define democracy.', 'democracy'],
    ['What is the meaning of entropy', 'entropy'],
    ['What is a cell in biology?', 'cell'],
    ["what's an atom", 'atom'],
  ])('%s → %s', (question, term) => {
    expect(definitionTerm(question)).toBe(term);
  });
  it.each(['What is 2 + 2?', 'Explain how the heart pumps blood through the body and lungs', 'Explain why ice floats', 'hello', 'What is the capital of the country that won the world cup'])(
    'is not a definition question: %s',
    (question) => {
      expect(definitionTerm(question)).toBeNull();
    },
  );
});

describe('definitionAnswer', () => {
  it('gives up to three senses with synonyms, titled with the student’s spelling', () => {
    const a = definitionAnswer('What is the French Revolution?');
    expect(a?.markdown).toContain('## French Revolution');
    expect(a?.markdown).toMatch(/1789/);
    const napoleon = definitionAnswer('Who was Napoleon?')?.markdown ?? '';
    expect(napoleon).toContain('Napoleon Bonaparte');
    expect(napoleon.match(/^\d\. /gm)?.length).toBeLessThanOrEqual(3);
  });
  it('is null for terms WordNet does not know', () => {
    expect(definitionAnswer('What is zorblaxian flux?')).toBeNull();
  });
});
