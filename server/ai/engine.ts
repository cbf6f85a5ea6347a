import type { AiStatusDto } from '@common/schemas/chat';

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
}

/**
 * What the product needs from AI, as task-level functions (ARCHITECTURE.md, AI engine). Two
 * implementations: the AI SDK (any provider) and the offline engine. Later features add their
 * functions here (generateQuiz, generateFlashcards, assistNote…).
 */
export interface AiEngine {
  status(): AiStatusDto;
  tutorReply(input: { history: ChatTurn[]; context: TutorContext; signal: AbortSignal }): TutorReplyStream;
}

/** Rough token count for engines that do not report usage (about 4 characters a token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
