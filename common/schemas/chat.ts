import { z } from 'zod';

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

export interface ChatMessageDto {
  id: string;
  role: ChatRole;
  content: string;
  feedback: Feedback;
  createdAt: string;
}

export interface ChatSessionDto {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: ChatMessageDto[];
}

/** GET /api/ai/status: which engine answers, for the tutor's footer. */
export interface AiStatusDto {
  engine: 'offline' | 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  /** e.g. "Offline engine (no AI provider configured)" or "OpenAI gpt-4o-mini". */
  label: string;
}
