import type { AiStatusDto } from '@common/schemas/chat';
import type { NoteAssistAction } from '@common/schemas/notes';
import type { QuestionType } from '@common/schemas/quizzes';
import type { TutorState } from './hint/state';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the tutor knows about the student; prompts and the offline engine adapt to it. */
export interface TutorContext {
  firstName: string;
  gradeLevel: number;
  language: string;
  detailedExplanations: boolean;
  followUpQuestions: boolean;
  /** Socratic mode: guide with hints, never hand over the final answer unless asked. */
  hintMode: boolean;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface TutorReplyStream {
  /** Text as it is produced; ends when the reply is complete, throws on failure or abort. */
  textStream: AsyncIterable<string>;
  /** Resolves after the stream ends with what the call cost. */
  usage(): Promise<TokenUsage>;
  /** After the stream ends: the tutor state to store with the reply (hint mode's problem, level, attempts). */
  state(): TutorState | undefined;
}

/** One request to the note assistant: which action, the student's words and the note itself. */
export interface NoteAssistRequest {
  action: NoteAssistAction;
  /** The button's request or the student's own words ("Summarize this note", "make a table of dates"). */
  message: string;
  /** The note as plain text (paragraphs separated by blank lines, list items on their own lines). */
  text: string;
  /** The note as sanitised editor HTML, for engines that keep its structure. */
  html: string;
  context: Omit<TutorContext, 'hintMode'>;
  signal: AbortSignal;
}

/** What the note assistant answers: editor HTML (sanitised again by the caller) and what changed. */
export interface NoteAssistResult {
  html: string;
  changes?: string[];
  remark?: string;
  usage: TokenUsage;
}

/** One request to the flashcard generator: the study text and what the student asked for. */
export interface FlashcardsRequest {
  text: string;
  subject: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /** At most this many cards (1–50). */
  count: number;
  /** The deck the student named, or '' to have one suggested. */
  deckName: string;
  context: { gradeLevel: number; language: string };
  signal: AbortSignal;
}

/** Generated cards: the caller still trims, de-duplicates and caps them before saving. */
export interface FlashcardsResult {
  /** A suggested deck name ('' when the engine has none). */
  deckName: string;
  cards: Array<{ front: string; back: string }>;
  usage: TokenUsage;
}

/**
 * A model answer that did not have the structure asked for, even after a retry. Its message is
 * safe to show to the student.
 */
export class AiOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiOutputError';
  }
}

/** Where a quiz's material came from: a bare topic, pasted text, a note or a flashcard deck. */
export type QuizSource = 'topic' | 'material' | 'note' | 'flashcards';

/** One request to the quiz generator. */
export interface QuizRequest {
  /** What the student typed: a topic ("The French Revolution") or the material itself. */
  topic: string;
  /** The study material to build from ('' for a bare topic). */
  material: string;
  source: QuizSource;
  /** A spec-2 subject or '' (General). */
  subject: string;
  difficulty: 'easy' | 'medium' | 'hard';
  questionType: QuestionType;
  /** Exactly this many questions from a model; at most this many offline (1–50). */
  count: number;
  context: { gradeLevel: number; language: string };
  signal: AbortSignal;
}

/** A generated question with its answer; the caller decides what the student may see. */
export interface GeneratedQuestion {
  question: string;
  type: QuestionType;
  /** The choices (multiple choice, true/false); empty for typed answers. */
  options: string[];
  correct: string;
  explanation: string;
  /** A nudge for learn mode, never the answer; '' when there is none. */
  hint: string;
  /** Other typed answers that are right (short answer, fill in the blank): "Ea" for "activation energy (Ea)". */
  accepted?: string[];
}

export interface QuizResult {
  title: string;
  questions: GeneratedQuestion[];
  /** Said to the student when the quiz differs from the request (fewer questions than asked). */
  notice?: string;
  usage: TokenUsage;
}

/**
 * A request this engine cannot serve as asked (the offline engine with a bare topic, material that
 * yields no question). Its message says what would work and is safe to show.
 */
export class AiCannotServeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiCannotServeError';
  }
}

/** One request for study-plan tips: the computed recommendations and the plan's facts. */
export interface PlanTipsRequest {
  recommendations: string[];
  assignments: Array<{
    id: string;
    title: string;
    subject: string;
    importance: string;
    /** ISO-8601 instant. */
    dueDate: string;
    estimatedHours: number;
    scheduledHours: number;
  }>;
  preferences: { preferredStudyTimes: string[]; sessionLength: string; breakDuration: string; studyStyle: string };
  context: { gradeLevel: number; language: string };
  signal: AbortSignal;
}

/** Recommendations to show (rephrased or as computed) and optional tips per assignment. */
export interface PlanTipsResult {
  recommendations: string[];
  tips: Array<{ assignmentId: string; tip: string }>;
  usage: TokenUsage;
}

/**
 * What the product needs from AI, as task-level functions (ARCHITECTURE.md, AI engine). Two
 * implementations: the AI SDK (any provider) and the offline engine. Later features add their
 * functions here (generateQuiz, generateFlashcards, assistNote…).
 */
export interface AiEngine {
  status(): AiStatusDto;
  /** The reply to the latest turn of `history`, continuing from the state stored with the previous reply. */
  tutorReply(input: { history: ChatTurn[]; context: TutorContext; state?: TutorState; signal: AbortSignal }): TutorReplyStream;
  /** The note assistant (summarise, organise, key points, questions, grammar, definitions…). */
  assistNote(input: NoteAssistRequest): Promise<NoteAssistResult>;
  /** A quiz from a topic or study material, answers and explanations included. */
  generateQuiz(input: QuizRequest): Promise<QuizResult>;
  /** Flashcards from the student's study text: at most `count`, never an empty side. */
  generateFlashcards(input: FlashcardsRequest): Promise<FlashcardsResult>;
  /** Study-plan recommendations rephrased with study tips; the offline engine returns the computed ones. */
  planTips(input: PlanTipsRequest): Promise<PlanTipsResult>;
}

/** Rough token count for engines that do not report usage (about 4 characters a token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
