import { z } from 'zod';
import { gradeLabel } from '@common/grades';
import { normalizeAnswer } from '@common/quiz-grading';
import type { QuestionType } from '@common/schemas/quizzes';
import type { GeneratedQuestion, QuizRequest } from '../engine';

/** The blank of a fill-in-the-blank question, as every engine writes it. */
export const BLANK = '_____';
/** Spec-2 §9: a true/false question's options, exactly. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
const MC_OPTIONS_MIN = 3;
const MC_OPTIONS_MAX = 6;
const QUESTION_MAX = 1000;
const ANSWER_MAX = 300;

const TYPE_RULES: Record<QuestionType, string> = {
  'multiple-choice':
    'Multiple choice: "options" holds exactly 4 different answers, one of them exactly equal to "correct"; the 3 wrong ones are plausible but clearly wrong.',
  'true-false':
    'True/false: "question" is a statement; "options" is exactly ["True", "False"] and "correct" is "True" or "False". Mix true and false statements.',
  'short-answer':
    'Short answer: "options" is []; "correct" is the expected answer in a few words (a term, a name, a number), so a typed answer can be marked; "accepted" lists other short forms that are also right (an abbreviation, a shorter name), or [].',
  'fill-blank': `Fill in the blank: "question" is a sentence with one blank written ${BLANK}; "options" is []; "correct" is the word or short phrase (at most 5 words) that fills the blank and does not appear elsewhere in the sentence.`,
};

const DIFFICULTY: Record<QuizRequest['difficulty'], string> = {
  easy: 'Easy: recall of basic facts and definitions.',
  medium: 'Medium: key concepts and how they relate.',
  hard: 'Hard: application, cause and effect, comparison; distractors that need real understanding to rule out.',
};

const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'multiple-choice',
  'true-false': 'true/false',
  'short-answer': 'short-answer',
  'fill-blank': 'fill-in-the-blank',
};

/**
 * The quiz generator's system prompt: the student's level and language, subject, difficulty, the
 * exact count and type with its rules, and the JSON shape. The same rules are enforced by
 * `generatedQuizSchema`, so what the prompt asks is what validation accepts.
 */
export function quizSystemPrompt(req: Pick<QuizRequest, 'subject' | 'difficulty' | 'questionType' | 'count' | 'context' | 'material'>): string {
  const level = gradeLabel(req.context.gradeLevel);
  return [
    `You write quizzes for a ${level} student${req.subject ? `, subject: ${req.subject}` : ''}.`,
    req.material
      ? `Write up to ${req.count} ${TYPE_LABELS[req.questionType]} questions, no two asking the same thing: ${req.count} when the material holds that many facts worth asking, fewer when it does not (never invent a fact to reach the number).`
      : `Write exactly ${req.count} ${TYPE_LABELS[req.questionType]} questions, no two asking the same thing.`,
    `Difficulty — ${DIFFICULTY[req.difficulty]}`,
    TYPE_RULES[req.questionType],
    `Write in ${req.context.language}, at a ${level} level.`,
    req.material
      ? 'Use only facts stated in the study material the student gives; do not invent facts. Every correct answer must be stated in the material, in its words.'
      : 'The student gives a topic: ask about accurate, well-established facts of that topic.',
    'For every question also write "explanation" (one or two sentences saying why the answer is right) and "hint" (a nudge for a student who is stuck that does not give the answer away).',
    'Answer with JSON only, in this shape: {"title": "a short quiz title", "questions": [{"question": "…", "options": ["…"], "correct": "…", "explanation": "…", "hint": "…"}]}.',
  ].join('\n');
}

/** The user turn: the topic, or the material fenced so instructions inside it are read as material. */
export function quizUserPrompt(req: Pick<QuizRequest, 'topic' | 'material'>): string {
  return req.material ? `Study material:\n"""\n${req.material}\n"""` : `Topic: ${req.topic}`;
}

/** The follow-up turn after an answer that broke the rules: what was wrong, so the retry can fix it. */
export function quizRetryPrompt(problems: string[]): string {
  return `That answer could not be used: ${problems.slice(0, 5).join('; ')}. Answer again with the complete JSON, following every rule.`;
}

/**
 * Why a generated question cannot be used, or [] when it is sound. One rule set for both engines
 * and for the unit tests: the answer is among unique options, true/false options are exactly True
 * and False, a fill-in-the-blank sentence has its blank and does not give the answer away, and
 * nothing is empty.
 */
export function questionProblems(q: Pick<GeneratedQuestion, 'question' | 'options' | 'correct' | 'explanation'>, type: QuestionType): string[] {
  const problems: string[] = [];
  if (!q.question.trim()) problems.push('a question is empty');
  if (q.question.length > QUESTION_MAX) problems.push('a question is too long');
  if (!q.correct.trim()) problems.push(`"${q.question.slice(0, 60)}" has no correct answer`);
  if (q.correct.length > ANSWER_MAX) problems.push(`"${q.question.slice(0, 60)}" has an answer that is too long`);
  if (!q.explanation.trim()) problems.push(`"${q.question.slice(0, 60)}" has no explanation`);
  const label = `"${q.question.slice(0, 60)}"`;
  if (type === 'multiple-choice') {
    if (q.options.length < MC_OPTIONS_MIN || q.options.length > MC_OPTIONS_MAX) problems.push(`${label} needs 4 options, not ${q.options.length}`);
    if (!q.options.includes(q.correct)) problems.push(`${label}: the correct answer is not among its options`);
    const normal = q.options.map((o) => normalizeAnswer(o) || o.trim().toLowerCase());
    if (new Set(normal).size !== normal.length) problems.push(`${label} repeats an option`);
    if (q.options.some((o) => !o.trim())) problems.push(`${label} has an empty option`);
  } else if (type === 'true-false') {
    if (q.options.length !== 2 || q.options[0] !== 'True' || q.options[1] !== 'False') problems.push(`${label}: the options must be exactly "True" and "False"`);
    if (q.correct !== 'True' && q.correct !== 'False') problems.push(`${label}: the answer must be "True" or "False"`);
  } else {
    if (q.options.length > 0) problems.push(`${label} is a typed-answer question and must have no options`);
    if (type === 'fill-blank') {
      if (q.question.split(BLANK).length !== 2) problems.push(`${label} must contain exactly one blank ${BLANK}`);
      if (q.correct.trim().split(/\s+/).length > 5) problems.push(`${label}: the answer filling the blank is longer than 5 words`);
      const answer = normalizeAnswer(q.correct);
      if (answer && ` ${normalizeAnswer(q.question)} `.includes(` ${answer} `)) problems.push(`${label} gives its answer away`);
    }
  }
  return problems;
}

/** Tidies what a model writes before the rules are checked: blanks of any length, typed-answer options, True/False spelling. */
function tidyQuestion(q: { question: string; options: string[]; correct: string; explanation: string; hint: string; accepted: string[] }, type: QuestionType) {
  let { question, options, correct } = q;
  if (type === 'fill-blank') question = question.replace(/_{3,}/g, BLANK);
  if (type === 'short-answer' || type === 'fill-blank') options = [];
  if (type === 'true-false') {
    const tf = (s: string) => (/^true$/i.test(s) ? 'True' : /^false$/i.test(s) ? 'False' : s);
    options = options.map(tf);
    correct = tf(correct);
  }
  const accepted = type === 'short-answer' || type === 'fill-blank' ? q.accepted.filter((a) => a.trim() && a !== correct) : [];
  return { question, options, correct, explanation: q.explanation, hint: q.hint, type, ...(accepted.length ? { accepted } : {}) };
}

const text = (max: number) => z.string().trim().max(max * 4);

/**
 * What the model must answer for a quiz of `count` questions of `type` (validated by the AI SDK's
 * structured output): a title and exactly `count` sound, distinct questions. A model answer that
 * breaks a rule is refused here, which makes the engine ask once more.
 */
export function generatedQuizSchema(count: number, type: QuestionType, fromMaterial = false) {
  return z
    .object({
      title: text(200),
      questions: z.array(
        z.object({
          question: text(QUESTION_MAX),
          options: z.array(text(ANSWER_MAX)).max(10).optional().default([]),
          correct: text(ANSWER_MAX),
          explanation: text(2000),
          hint: text(500).optional().default(''),
          accepted: z.array(text(ANSWER_MAX)).max(10).optional().default([]),
        }),
      ).max(100),
    })
    .transform((quiz) => ({ title: quiz.title, questions: quiz.questions.map((q) => tidyQuestion(q, type)) }))
    .superRefine((quiz, ctx) => {
      // from material: up to `count` (short material gives fewer); from a topic: exactly `count`
      if (fromMaterial ? quiz.questions.length < 1 || quiz.questions.length > count : quiz.questions.length !== count) {
        ctx.addIssue({ code: 'custom', message: fromMaterial ? `expected 1 to ${count} questions, got ${quiz.questions.length}` : `expected exactly ${count} questions, got ${quiz.questions.length}` });
      }
      const seen = new Set<string>();
      quiz.questions.forEach((q, i) => {
        for (const message of questionProblems(q, type)) ctx.addIssue({ code: 'custom', message, path: ['questions', i] });
        const key = normalizeAnswer(q.question);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `question ${i + 1} repeats an earlier one`, path: ['questions', i] });
        seen.add(key);
      });
    });
}

const STOP = new Set('a an the of in on at to by for with from and or but is are was were be been it its this that these those as than into about its their'.split(' '));

/** Content words with plural endings dropped, for comparing an answer with the material. */
function contentWords(text: string): string[] {
  return normalizeAnswer(text)
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w));
}

/**
 * Whether a generated question's answer is stated in the study material (issue 15): most of its
 * content words are words of the material, and every number of it is. A true/false statement is
 * checked by its content words too, as a false one changes only one element.
 */
export function answerSupported(q: Pick<GeneratedQuestion, 'question' | 'correct' | 'type'>, material: string): boolean {
  const have = new Set(contentWords(material));
  const numbers = (text: string) => text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  const claim = q.type === 'true-false' ? q.question : q.correct;
  const words = contentWords(claim);
  if (words.length === 0) return false;
  const share = words.filter((w) => have.has(w)).length / words.length;
  if (q.type === 'true-false') return share >= 0.6;
  const materialNumbers = new Set(numbers(material).map((n) => n.replace(/,/g, '')));
  return share >= 0.6 && numbers(claim).every((n) => materialNumbers.has(n.replace(/,/g, '')));
}

/** The follow-up turn after questions whose answers the material does not state: replace them. */
export function quizUnsupportedPrompt(numbers: number[]): string {
  return `Question${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')} ${numbers.length === 1 ? 'has an answer' : 'have answers'} that the study material does not state. Replace ${numbers.length === 1 ? 'it' : 'them'} with questions the material answers in its own words, and answer again with the complete JSON.`;
}
