import type { ChatMessageDto, ChatSessionSummary, Feedback } from '@common/schemas/chat';
import type { Page, PageQuery } from '@common/schemas/pagination';
import { deriveSessionTitle } from '@common/session-title';
import type { AiEngine, ChatTurn, TokenUsage, TutorContext } from '../../ai/engine';
import { readTutorState, writeTutorState, type TutorState } from '../../ai/hint/state';
import { nowIso } from '../../db/codec';
import { recordActivity } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { decodeCursor, toPage } from '../../lib/pagination';
import { newId } from '../../lib/ids';
import type { AuthService } from '../auth/service';
import type { createSettingsService } from '../settings/service';
import { chatRepo, type MessageRow } from './repo';

/** How much earlier conversation is sent with each question (most recent turns). */
const HISTORY_TURNS = 20;

export interface PreparedReply {
  sessionId: string;
  isNewSession: boolean;
  history: ChatTurn[];
  context: TutorContext;
  /** The tutor state stored with the latest reply of the conversation. */
  state?: TutorState;
}

function toDto(m: MessageRow): ChatMessageDto {
  return {
    id: m.id,
    role: m.role === 'assistant' ? 'assistant' : 'user',
    content: m.content,
    feedback: m.feedback === 'good' || m.feedback === 'bad' ? m.feedback : null,
    createdAt: m.created_at,
  };
}

/** The tutor state stored with the newest reply among `rows` (in chronological order). */
function latestState(rows: MessageRow[]): TutorState | undefined {
  const reply = rows.findLast((m) => m.role === 'assistant');
  return readTutorState(reply?.tutor_state);
}

/**
 * The most recent turns, starting with a question: a history that opens with an answer (when the
 * cut falls after a question, as it does when regenerating) is refused by chat templates that
 * require user/assistant alternation.
 */
function toTurns(rows: MessageRow[]): ChatTurn[] {
  const recent = rows.slice(-HISTORY_TURNS);
  const start = recent.findIndex((m) => m.role !== 'assistant');
  return (start === -1 ? [] : recent.slice(start)).map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content }));
}

/**
 * Tutor conversations: preparing a reply (ownership, history, the student's context), and
 * persisting it only once it is complete — an aborted or failed reply stores nothing.
 */
export function createChatService(
  ctx: AppContext,
  deps: { engine: AiEngine; auth: AuthService; settings: ReturnType<typeof createSettingsService> },
) {
  const { db } = ctx;

  async function tutorContext(userId: string, hintMode: boolean): Promise<TutorContext> {
    const [user, settings] = await Promise.all([deps.auth.currentUser(userId), deps.settings.get(userId)]);
    if (!user) throw notFound();
    return {
      firstName: user.firstName,
      gradeLevel: user.gradeLevel,
      language: settings.language,
      detailedExplanations: settings.detailedExplanations,
      followUpQuestions: settings.followUpQuestions,
      hintMode,
    };
  }

  async function sessionMessages(userId: string, sessionId: string): Promise<MessageRow[]> {
    return chatRepo.messagesOfSessions(db, userId, [sessionId]);
  }

  async function recordUsage(userId: string, usage: TokenUsage, at: string) {
    await recordAiUsage(db, deps.engine, { userId, feature: 'tutor', usage, at });
  }

  return {
    engine: deps.engine,

    /** GET /api/chat/sessions: one page of conversation summaries, one indexed query, no messages. */
    async listSessions(userId: string, query: PageQuery): Promise<Page<ChatSessionSummary>> {
      const after = decodeCursor(query.cursor, ['string', 'string']);
      const rows = await chatRepo.listSessions(db, userId, { after, limit: query.limit });
      return toPage(rows, query.limit, (s) => [s.updated_at, s.id], (s) => ({
        id: s.id,
        title: s.title,
        messageCount: Number(s.message_count),
        createdAt: s.created_at,
        updatedAt: s.updated_at,
      }));
    },

    /**
     * GET /api/chat/sessions/{id}/messages: paged backwards from the newest message; each page is
     * in chronological order and its cursor leads to the messages before it.
     */
    async listMessages(userId: string, sessionId: string, query: PageQuery): Promise<Page<ChatMessageDto>> {
      const before = decodeCursor(query.cursor, ['number', 'string']);
      const session = await chatRepo.findSession(db, userId, sessionId);
      if (!session) throw notFound('Conversation not found');
      const rows = await chatRepo.messagesPage(db, userId, session.id, { before, limit: query.limit });
      const page = toPage(rows, query.limit, (m) => [Number(m.position), m.id], toDto);
      return { items: page.items.reverse(), nextCursor: page.nextCursor };
    },

    /** A reply to a new question, in a new conversation or an existing one of this user. */
    async prepareSend(userId: string, input: { message: string; sessionId?: string; hintMode: boolean }): Promise<PreparedReply> {
      let history: ChatTurn[] = [];
      let state: TutorState | undefined;
      let sessionId = newId();
      let isNewSession = true;
      if (input.sessionId) {
        const session = await chatRepo.findSession(db, userId, input.sessionId);
        if (!session) throw notFound('Conversation not found');
        sessionId = session.id;
        isNewSession = false;
        // Only the newest turns go to the model: read just those, newest first, then in order.
        const newestFirst = await chatRepo.messagesPage(db, userId, session.id, { limit: HISTORY_TURNS });
        const newest = newestFirst.slice(0, HISTORY_TURNS).reverse();
        history = toTurns(newest);
        state = latestState(newest);
      }
      history.push({ role: 'user', content: input.message });
      return { sessionId, isNewSession, history, state, context: await tutorContext(userId, input.hintMode) };
    },

    /** Stores the question and the complete answer together, with usage and the activity. */
    async saveExchange(userId: string, prepared: PreparedReply, question: string, answer: string, usage: TokenUsage, state: TutorState | undefined) {
      const at = nowIso(ctx.now());
      const assistantId = newId();
      const userMessageId = newId();
      await db.transaction().execute(async (trx) => {
        // The title comes from the first question and stays; the count moves with every insert.
        if (prepared.isNewSession) {
          await chatRepo.insertSession(trx, { id: prepared.sessionId, userId, title: deriveSessionTitle([{ role: 'user', content: question }]), at });
        }
        await chatRepo.touchSession(trx, userId, prepared.sessionId, at, 2);
        const position = prepared.isNewSession ? 0 : await chatRepo.nextPosition(trx, prepared.sessionId);
        await chatRepo.insertMessage(trx, { id: userMessageId, sessionId: prepared.sessionId, userId, role: 'user', content: question, position, at });
        await chatRepo.insertMessage(trx, {
          id: assistantId,
          sessionId: prepared.sessionId,
          userId,
          role: 'assistant',
          content: answer,
          position: position + 1,
          at,
          tutorState: writeTutorState(state),
        });
        await recordActivity(trx, { userId, kind: 'chat_message', at: ctx.now(), detail: { sessionId: prepared.sessionId } });
      });
      await recordUsage(userId, usage, at);
      return { messageId: assistantId, userMessageId };
    },

    /**
     * A new answer for an assistant message (the latest when none is named), from the conversation
     * up to the question before it.
     */
    async prepareRegenerate(userId: string, sessionId: string, input: { messageId?: string; hintMode: boolean }) {
      const session = await chatRepo.findSession(db, userId, sessionId);
      if (!session) throw notFound('Conversation not found');
      const messages = await sessionMessages(userId, session.id);
      const targetIndex = input.messageId
        ? messages.findIndex((m) => m.id === input.messageId && m.role === 'assistant')
        : messages.map((m) => m.role).lastIndexOf('assistant');
      if (targetIndex === -1) throw notFound('Message not found');
      const before = messages.slice(0, targetIndex);
      if (!before.some((m) => m.role === 'user')) throw notFound('Message not found');
      return {
        sessionId: session.id,
        targetId: messages[targetIndex].id,
        history: toTurns(before),
        state: latestState(before),
        context: await tutorContext(userId, input.hintMode),
      };
    },

    async saveRegenerated(userId: string, sessionId: string, targetId: string, answer: string, usage: TokenUsage, state: TutorState | undefined) {
      const at = nowIso(ctx.now());
      await db.transaction().execute(async (trx) => {
        if (!(await chatRepo.replaceMessageContent(trx, userId, targetId, answer, writeTutorState(state)))) throw notFound('Message not found');
        await chatRepo.touchSession(trx, userId, sessionId, at);
      });
      await recordUsage(userId, usage, at);
      return { messageId: targetId };
    },

    async setFeedback(userId: string, messageId: string, feedback: Feedback) {
      if (!(await chatRepo.setFeedback(db, userId, messageId, feedback))) throw notFound('Message not found');
      return { id: messageId, feedback };
    },

    async clearHistory(userId: string) {
      const deleted = await chatRepo.deleteAllSessions(db, userId);
      return { success: true, deleted };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
