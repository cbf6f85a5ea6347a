import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '@common/quiz-grading';
import { QUESTION_TYPES, type QuestionType } from '@common/schemas/quizzes';
import { AiCannotServeError } from '../engine';
import { BLANK, generatedQuizSchema, questionProblems } from '../prompts/quiz';
import { candidateQuestions, NEEDS_MATERIAL, offlineQuiz, type OfflineQuizInput, acceptedForms } from './quiz';
import { pairLines } from './quiz-pairs';

const BIOLOGY = `Photosynthesis is the process by which green plants use sunlight to make glucose. It takes place in the chloroplasts, which contain a green pigment called chlorophyll. The mitochondria are the powerhouse of the cell. During respiration, cells break down glucose to release energy. Carbon dioxide enters the leaf through small pores called stomata. In 1771, Joseph Priestley showed that plants restore air. Oxygen is released as a by-product of photosynthesis. The Calvin cycle uses ATP and NADPH to fix carbon dioxide. Chlorophyll absorbs red and blue light and reflects green light. Water is absorbed by the roots and carried to the leaves through the xylem.`;

const HISTORY = `The French Revolution
The French Revolution began in 1789 with the storming of the Bastille in Paris.
King Louis XVI was executed in 1793 after a trial by the National Convention.
The Reign of Terror was a period of violence led by Maximilien Robespierre.
Napoleon Bonaparte seized power in a coup in 1799 and later crowned himself emperor in 1804.
The Declaration of the Rights of Man was adopted by the National Assembly in August 1789.
The Estates-General was an assembly of the three estates of French society.
The revolution abolished feudalism and spread the ideas of liberty and equality across Europe.`;

const CHEMISTRY = `An atom is the smallest unit of a chemical element. A molecule is a group of atoms bonded together.
Protons carry a positive charge, while electrons carry a negative charge. Neutrons have no electric charge and sit in the nucleus with the protons.
The periodic table arranges the elements by atomic number. Hydrogen is the lightest element, and helium is the second lightest.
A covalent bond is a bond in which two atoms share a pair of electrons. An ionic bond forms when one atom gives electrons to another.
Water is a compound of hydrogen and oxygen. Sodium chloride is an ionic compound known as table salt.`;

const DECK = `Capitals of Europe
What is the capital of France?: Paris
What is the capital of Spain?: Madrid
What is the capital of Italy?: Rome
What is the capital of Portugal?: Lisbon
What is the capital of Germany?: Berlin`;

const PASSAGES = { BIOLOGY, HISTORY, CHEMISTRY, DECK };

function input(material: string, questionType: QuestionType, count = 10, difficulty: OfflineQuizInput['difficulty'] = 'medium'): OfflineQuizInput {
  return { topic: material, material, source: 'material', subject: '', difficulty, questionType, count };
}

describe.each(Object.entries(PASSAGES))('offline quiz from %s', (_name, material) => {
  it.each(QUESTION_TYPES)('%s: every question is sound and answerable from its source sentence', (type) => {
    const questions = candidateQuestions(material, type);
    expect(questions.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const q of questions) {
      expect(q.type).toBe(type);
      expect(questionProblems(q, type)).toEqual([]);
      // explanations quote the sentence the question comes from
      expect(q.explanation).toContain(`"${q.source}"`);
      expect(material.replace(/\s+/g, ' ')).toContain(q.source.replace(/\s+/g, ' '));
      if (type === 'true-false') {
        expect(q.options).toEqual(['True', 'False']);
        if (q.correct === 'True') expect(normalizeAnswer(q.question)).toContain(normalizeAnswer(q.source).slice(0, 20));
        else expect(normalizeAnswer(q.question)).not.toBe(normalizeAnswer(q.source));
      } else {
        // the answer is words of its source sentence
        expect(q.source.toLowerCase()).toContain(q.correct.toLowerCase());
      }
      if (type === 'multiple-choice') {
        expect(q.options).toContain(q.correct);
        expect(q.options.filter((o) => o === q.correct)).toHaveLength(1);
        const keys = q.options.map((o) => normalizeAnswer(o));
        expect(new Set(keys).size).toBe(q.options.length);
        expect(q.options).toHaveLength(4);
      }
      if (type === 'fill-blank') {
        expect(q.question.split(BLANK)).toHaveLength(2);
        // a key sentence with its term blanked: putting the answer back gives the sentence
        if (q.position >= 1000) expect(q.question.replace(BLANK, q.correct)).toBe(q.source);
      }
      if (type === 'short-answer' || type === 'fill-blank') expect(q.options).toEqual([]);
      const key = normalizeAnswer(q.question);
      expect(seen.has(key), q.question).toBe(false);
      seen.add(key);
    }
  });

  it.each(QUESTION_TYPES)('%s: never more than asked, deterministic, and a notice when fewer', (type) => {
    for (const count of [1, 3, 5, 50]) {
      const quiz = offlineQuiz(input(material, type, count));
      expect(quiz.questions.length).toBeGreaterThan(0);
      expect(quiz.questions.length).toBeLessThanOrEqual(count);
      expect(quiz.title.length).toBeGreaterThan(0);
      if (quiz.questions.length < count) expect(quiz.notice).toMatch(new RegExp(`gave ${quiz.questions.length} .* of the ${count} asked`));
      else expect(quiz.notice).toBeUndefined();
      expect(offlineQuiz(input(material, type, count))).toEqual(quiz);
    }
  });
});

describe('offline quiz specifics', () => {
  it('fills blanks on key terms, and the blanked sentence with the answer put back is the source', () => {
    for (const q of candidateQuestions(BIOLOGY, 'fill-blank')) {
      expect(q.question.replace(BLANK, q.correct)).toBe(q.source);
    }
    const answers = candidateQuestions(BIOLOGY, 'fill-blank').map((q) => q.correct.toLowerCase());
    expect(answers).toEqual(expect.arrayContaining(['photosynthesis', 'carbon dioxide', 'mitochondria']));
  });

  it('asks real questions with distractors of the answer\'s kind: nearby years for a year, names for a name, from the text', () => {
    const questions = candidateQuestions(HISTORY, 'multiple-choice');
    expect(questions.every((q) => q.question.endsWith('?') && !q.question.includes('_____'))).toBe(true);
    const year = candidateQuestions(BIOLOGY, 'multiple-choice').find((q) => /^\d{4}$/.test(q.correct));
    expect(year?.question).toBe('When did Joseph Priestley show that plants restore air?');
    expect(year).toBeDefined();
    for (const o of year?.options ?? []) {
      expect(o).toMatch(/^\d{4}$/);
      expect(Math.abs(Number(o) - Number(year?.correct))).toBeLessThanOrEqual(60);
    }
    const name = questions.find((q) => q.correct === 'Napoleon Bonaparte');
    expect(name?.question).toMatch(/^Which of these seized power/);
    for (const q of questions) {
      for (const o of q.options) expect(HISTORY.toLowerCase()).toContain(o.toLowerCase());
    }
  });

  it('never offers one distractor in more than two questions of a quiz', () => {
    const questions = candidateQuestions(`${HISTORY}\n${BIOLOGY}`, 'multiple-choice');
    const uses = new Map<string, number>();
    for (const q of questions) for (const o of q.options) if (o !== q.correct) uses.set(o.toLowerCase(), (uses.get(o.toLowerCase()) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it('asks short answers of who or what does something, definitions and dates, never a sentence with a blank', () => {
    const questions = candidateQuestions(BIOLOGY, 'short-answer');
    expect(questions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'What is the process by which green plants use sunlight to make glucose?', correct: 'Photosynthesis' }),
        expect.objectContaining({ question: 'What enters the leaf through small pores called stomata?', correct: 'Carbon dioxide' }),
        expect.objectContaining({ question: 'When did Joseph Priestley show that plants restore air?', correct: '1771' }),
      ]),
    );
  });

  it('mixes true and false statements; a false one swaps a term and its explanation names both', () => {
    const questions = candidateQuestions(BIOLOGY, 'true-false');
    const falses = questions.filter((q) => q.correct === 'False');
    const trues = questions.filter((q) => q.correct === 'True');
    expect(falses.length).toBeGreaterThan(0);
    expect(trues.length).toBeGreaterThan(0);
    expect(Math.abs(falses.length - trues.length)).toBeLessThanOrEqual(2);
    for (const q of falses) expect(q.explanation).toMatch(/^False: it (?:is|was) .+, not .+\. From your material: "/);
    for (const q of trues) expect(q.question).toBe(q.source);
  });

  it('makes a false statement by changing one number to another of its unit, never a year of a range or a clock time', () => {
    const text = [
      'Only about 10% of the energy at one level passes to the next level of a food chain.',
      'A bacterial replication fork moves at about 1,000 nucleotides per second in warm water.',
      'The Middle English period lasted from about 1150 to 1500 in most of England.',
      'Most teenagers do not feel sleepy until around 11 p.m. on school nights.',
      'Each sleep cycle lasts about 90 minutes in a healthy adult sleeper.',
    ].join(' ');
    const falses = candidateQuestions(text, 'true-false').filter((q) => q.correct === 'False');
    expect(falses.length).toBeGreaterThan(0);
    for (const q of falses) {
      expect(text).not.toContain(q.question);
      expect(q.question).not.toMatch(/from about (?!1150 to 1500)\d+ to \d+|until around (?!11 p\.m\.)/);
      expect(q.explanation).toMatch(/^False: it is .+, not .+\. From your material: "/);
    }
  });

  it('lists other typed answers that are right: an abbreviation in brackets, a name without its title', () => {
    expect(acceptedForms('activation energy (Ea)')).toEqual(['activation energy', 'Ea']);
    expect(acceptedForms('Concentration (or pressure for gases)')).toEqual(['Concentration']);
    expect(acceptedForms('King Louis XVI')).toEqual(['Louis XVI']);
    expect(acceptedForms('the Swedish chemist Svante Arrhenius')).toEqual(['Svante Arrhenius']);
    expect(acceptedForms('photosynthesis')).toEqual([]);
  });

  it('reads a title and its subtitle as a title, and a line of code or odd text as a pair', () => {
    expect(pairLines('Seeing Through the Picture: Linear Perspective in the Italian Renaissance\nArtists: painters and sculptors')).toEqual([]);
    expect(pairLines('Term 9: <iframe src="x"></iframe>\nTerm 10: XSS10 <IMG SRC=x OnErRoR=f(10)>')).toHaveLength(2);
  });

  it('turns a converted flashcard deck into questions on its cards', () => {
    expect(pairLines(DECK)).toHaveLength(5);
    expect(pairLines(BIOLOGY)).toEqual([]);
    const mc = candidateQuestions(DECK, 'multiple-choice');
    expect(mc).toHaveLength(5);
    expect(mc[0]).toMatchObject({ question: 'What is the capital of France?', correct: 'Paris' });
    expect(mc[0].options.sort()).toEqual(expect.arrayContaining(['Paris']));
    const sa = candidateQuestions(DECK, 'short-answer');
    expect(sa[0]).toMatchObject({ question: 'What is the capital of France?', correct: 'Paris' });
  });

  it('answers a bare topic with what it needs, and material without questions with a clear error', () => {
    expect(() => offlineQuiz({ ...input('', 'multiple-choice'), topic: 'Photosynthesis' })).toThrow(new AiCannotServeError(NEEDS_MATERIAL));
    expect(() => offlineQuiz(input('Hello there. How are you?', 'multiple-choice'))).toThrow(/did not give any multiple-choice question/);
  });
});

describe('generated quiz schema (the rules a model answer must meet)', () => {
  const mc = (question: string, correct = 'Paris', options = ['Paris', 'Rome', 'Madrid', 'Berlin']) => ({
    question, options, correct, explanation: 'Paris is the capital of France.', hint: 'It is on the Seine.',
  });
  const schema = generatedQuizSchema(2, 'multiple-choice');

  it('accepts exactly the requested count of sound questions', () => {
    const parsed = schema.safeParse({ title: 'Capitals', questions: [mc('Capital of France?'), mc('City of the Eiffel Tower?')] });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.questions[0]).toMatchObject({ type: 'multiple-choice', correct: 'Paris' });
  });

  it('rejects a wrong count', () => {
    const parsed = schema.safeParse({ title: 'Capitals', questions: [mc('Capital of France?')] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain('expected exactly 2 questions, got 1');
  });

  it('rejects an answer missing from the options, repeated options, a missing explanation and repeated questions', () => {
    const bad = (q: object) => schema.safeParse({ title: 'x', questions: [mc('Capital of France?'), q] }).error?.issues.map((i) => i.message).join(' | ');
    expect(bad(mc('Capital of Italy?', 'Lyon'))).toMatch(/correct answer is not among its options/);
    expect(bad(mc('Capital of Italy?', 'Rome', ['Rome', 'rome', 'Paris', 'Milan']))).toMatch(/repeats an option/);
    expect(bad({ ...mc('Capital of Italy?', 'Rome'), explanation: ' ' })).toMatch(/has no explanation/);
    expect(bad(mc('Capital of France?'))).toMatch(/repeats an earlier one/);
  });

  it('holds true/false to True and False, and fill-in-the-blank to one blank that does not give the answer away', () => {
    const tf = generatedQuizSchema(1, 'true-false');
    const ok = tf.safeParse({ title: 't', questions: [{ question: 'Paris is in France.', options: ['true', 'false'], correct: 'true', explanation: 'It is.' }] });
    expect(ok.success).toBe(true);
    expect(ok.data?.questions[0]).toMatchObject({ options: ['True', 'False'], correct: 'True', hint: '' });
    expect(tf.safeParse({ title: 't', questions: [{ question: 'Paris is in France.', options: ['Yes', 'No'], correct: 'Yes', explanation: 'It is.' }] }).success).toBe(false);

    const fb = generatedQuizSchema(1, 'fill-blank');
    const tidy = fb.safeParse({ title: 't', questions: [{ question: 'The capital of France is ___.', options: ['Paris'], correct: 'Paris', explanation: 'It is.' }] });
    expect(tidy.data?.questions[0]).toMatchObject({ question: `The capital of France is ${BLANK}.`, options: [] });
    expect(fb.safeParse({ title: 't', questions: [{ question: 'The capital of France is Paris.', options: [], correct: 'Paris', explanation: 'x' }] }).success).toBe(false);
    expect(fb.safeParse({ title: 't', questions: [{ question: `Paris: ${BLANK} is Paris.`, options: [], correct: 'Paris', explanation: 'x' }] }).success).toBe(false);
  });
});

describe('offline quiz from a glossary with a title line', () => {
  const GLOSSARY = `Economics glossary
Inflation - a general rise in the price level over time
GDP: the total value of goods and services produced in a country in a year
Opportunity cost – the value of the next best alternative given up
Monopoly: a market with a single seller
Elasticity: how much demand responds to a change in price`;

  it('is titled by the heading, else by the term the passage defines first', () => {
    expect(offlineQuiz(input(GLOSSARY, 'short-answer', 3)).title).toBe('Economics glossary quiz');
    expect(offlineQuiz(input(BIOLOGY, 'short-answer', 3)).title).toBe('Photosynthesis quiz');
  });

  it.each(QUESTION_TYPES)('%s: never swaps the title or another term into a glossary line', (type) => {
    const { questions } = offlineQuiz(input(GLOSSARY, type, 10));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const text = `${q.question} ${q.options.join(' ')} ${q.correct}`.toLowerCase();
      expect(text).not.toContain('economics glossary');
      // a glossary line is asked about as a term and its definition, not rewritten
      expect(q.question).not.toMatch(/^(Inflation -|GDP:|Opportunity cost –|Monopoly:|Elasticity:)/);
    }
  });
});
