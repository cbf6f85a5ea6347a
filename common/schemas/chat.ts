import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination';

/** Longest question a student can send; longer text belongs in notes or the quiz generator. */
export const CHAT_MESSAGE_MAX = 8000;

export const sendMessageSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX, `Message is too long (at most ${CHAT_MESSAGE_MAX} characters)`),
  sessionId: z.string().max(64).optional().or(z.literal('').transform(() => undefined)),
  /** Socratic hint mode: hints from a ladder instead of the final answer. */
  hintMode: z.boolean().optional().default(false),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const regenerateSchema = z.object({
  /** The assistant message to replace; the latest one when omitted. */
  messageId: z.string().max(64).optional(),
  hintMode: z.boolean().optional().default(false),
});

export const feedbackSchema = z.object({
  feedback: z.enum(['good', 'bad']).nullable(),
});

export type ChatRole = 'user' | 'assistant';
export type Feedback = 'good' | 'bad' | null;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  feedback: z.enum(['good', 'bad']).nullable(),
  createdAt: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

/**
 * One conversation in the list (GET /api/chat/sessions): its title (from the first question),
 * how many messages it holds and when it was last active; never the messages themselves.
 */
export const chatSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  /** The last message (or regenerated answer) of the conversation. */
  updatedAt: z.string(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
export const chatSessionPageSchema = pageSchema(chatSessionSummarySchema);

/** GET /api/chat/sessions: most recently active first. */
export const listChatSessionsQuerySchema = pageQuerySchema;

/**
 * GET /api/chat/sessions/{id}/messages: paged backwards. The first page holds the newest
 * messages; every page is in chronological order; `nextCursor` leads to older messages.
 */
export const listChatMessagesQuerySchema = pageQuerySchema;
export const chatMessagePageSchema = pageSchema(chatMessageSchema);

/** GET /api/ai/status: which engine answers, for the tutor's footer. */
export interface AiStatusDto {
  engine: 'offline' | 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  /** e.g. "Offline engine (no AI provider configured)" or "OpenAI gpt-4o-mini". */
  label: string;
}
