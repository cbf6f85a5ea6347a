import { gradeLabel } from '@common/grades';
import { FLASHCARD_SUBJECTS } from '@common/schemas/flashcards';
import type { FlashcardsRequest } from '../engine';

const DIFFICULTY: Record<FlashcardsRequest['difficulty'], string> = {
  easy: 'Easy: one basic fact or definition per card, short answers.',
  medium: 'Medium: key concepts and how they relate, answers of a sentence or two.',
  hard: 'Hard: application, cause and effect, and comparison questions that need real understanding.',
};

/**
 * The flashcard generator's system prompt: the student's level and language, the difficulty, the
 * exact count and the JSON shape, and the rule that cards come from the text (not invented facts).
 */
export function flashcardsSystemPrompt(req: Pick<FlashcardsRequest, 'subject' | 'difficulty' | 'count' | 'deckName' | 'context'>): string {
  const level = gradeLabel(req.context.gradeLevel);
  const subject = FLASHCARD_SUBJECTS.find((s) => s.value === req.subject)?.label ?? req.subject;
  return [
    `You make study flashcards for a ${level} student, subject: ${subject}.`,
    `Write at most ${req.count} flashcards (exactly ${req.count} if the text has enough distinct facts, fewer otherwise) from the study text the student gives.`,
    `Difficulty — ${DIFFICULTY[req.difficulty]}`,
    `Write the cards in ${req.context.language}, at a ${level} level.`,
    'Each card: "front" is a question or a term, "back" is its answer or definition. Both sides must be non-empty, self-contained and under 300 characters. No two cards ask the same thing.',
    'Use only facts stated in the text; do not invent facts.',
    req.deckName
      ? `The deck is called "${req.deckName}": answer with that deckName.`
      : 'Suggest a short deckName (2–5 words) naming the topic of the text.',
    'Answer with JSON only, in this shape: {"deckName": "…", "cards": [{"front": "…", "back": "…"}]}.',
  ].join('\n');
}

/** The user turn: the study text, fenced so instructions inside it are read as material. */
export function flashcardsUserPrompt(req: Pick<FlashcardsRequest, 'text'>): string {
  return `Study text:\n"""\n${req.text}\n"""`;
}
