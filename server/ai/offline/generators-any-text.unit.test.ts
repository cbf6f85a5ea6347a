import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_ASSIST_ACTIONS } from '@common/schemas/notes';
import { QUESTION_TYPES } from '@common/schemas/quizzes';
import { AiCannotServeError } from '../engine';
import { extractFlashcards } from './flashcards';
import { offlineAssistNote } from './note-assistant';
import { offlineQuiz } from './quiz';
import { BIOLOGY, HISTORY, PHYSICS } from './nlp/sample-texts';

/**
 * No text breaks the offline generators (issue 14): whatever a student pastes, each one answers or
 * says plainly that it cannot (AiCannotServeError, a 422 for the student), never an internal error.
 * The texts mix real sentences, words wink-nlp tokenises oddly ("cannot.", "gonna", "o'clock"),
 * unicode, markup and noise.
 */

const AWKWARD = [
  'cannot.', 'Cannot', "can't", 'gonna', 'wanna', "o'clock", "y'all", 'e.g.', 'i.e.', 'etc.', 'U.S.A.', 'Dr.', '3.14', '1,000', '50%', '$20',
  '—', '…', '“', '”', 'é', 'ß', '中文', '🙂', '\u200b', '\t', '\n', '\n\n', '- ', '* ', '1. ', '#', ':', ';', '(', ')', '[', ']', '"', "'",
  'H₂O', 'x²', '√2', '∫', 'is', 'was', 'the', 'a', 'of', 'Photosynthesis', 'mitochondria', 'in 1789', 'Newton', '?', '!', '.', ' ',
];
const words = fc.array(fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ maxLength: 12 }), fc.constantFrom(...`${BIOLOGY} ${HISTORY} ${PHYSICS}`.split(/\s+/))), {
  maxLength: 120,
});
const anyText = fc.oneof(
  words.map((w) => w.join(' ')),
  words.map((w) => w.join('')),
  fc.string({ maxLength: 400 }),
  fc.tuple(fc.constantFrom(BIOLOGY, HISTORY, PHYSICS), words).map(([t, w]) => `${t} ${w.join(' ')}`),
);

/** Runs a generator: a result, or the engine's own "cannot serve" answer; anything else fails the property. */
function answersOrDeclines(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AiCannotServeError)) throw error;
    expect(error.message.length).toBeGreaterThan(0);
  }
}

const context = { firstName: 'Sam', gradeLevel: 9, language: 'English', detailedExplanations: true, followUpQuestions: true };
const RUNS = { numRuns: 60 };

describe('offline generators on any text', () => {
  it('a sentence ending in "cannot." (once a crash of every generator) is read like any other', () => {
    const text = 'Energy cannot. Matter is made of atoms. Photosynthesis is the process by which plants make glucose.';
    expect(extractFlashcards({ text, count: 5 }).cards.length).toBeGreaterThan(0);
    expect(offlineQuiz({ topic: text, material: text, source: 'material', subject: '', difficulty: 'medium', questionType: 'fill-blank', count: 3 }).questions.length).toBeGreaterThan(0);
    expect(offlineAssistNote({ action: 'summarize', message: 'Summarize', text, html: `<p>${text}</p>`, context }).html.length).toBeGreaterThan(0);
  });

  it('flashcards', () => {
    fc.assert(fc.property(anyText, fc.integer({ min: 1, max: 50 }), (text, count) => answersOrDeclines(() => extractFlashcards({ text, count }))), RUNS);
  });

  it('every quiz type', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...QUESTION_TYPES), fc.constantFrom('easy', 'medium', 'hard') as fc.Arbitrary<'easy' | 'medium' | 'hard'>, (text, questionType, difficulty) =>
        answersOrDeclines(() => offlineQuiz({ topic: text.slice(0, 200), material: text, source: 'material', subject: '', difficulty, questionType, count: 5 })),
      ),
      RUNS,
    );
  });

  it('every note assistant action', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...NOTE_ASSIST_ACTIONS), anyText, (text, action, message) =>
        answersOrDeclines(() => offlineAssistNote({ action, message: message.slice(0, 300) || 'help', text, html: `<p>${text}</p>`, context })),
      ),
      RUNS,
    );
  });
});
