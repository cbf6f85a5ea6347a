import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessagePageSchema,
  chatSessionPageSchema,
  feedbackSchema,
  listChatMessagesQuerySchema,
  listChatSessionsQuerySchema,
  regenerateSchema,
  sendMessageSchema,
} from '@common/schemas/chat';
import { requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { ChatService } from './service';
import { streamReply } from './sse';

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Tutor endpoints: paged sessions and their paged messages, the streaming reply, regenerate, feedback, clear history, AI status. */
export async function chatRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; chat: ChatService; aiLimit: preHandlerAsyncHookHandler; closing?: AbortSignal },
): Promise<void> {
  const { ctx, chat, aiLimit, closing } = opts;
  const ai = ctx.config.ai;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/ai/status', async (req) => {
    requireUser(req);
    return chat.engine.status();
  });

  r.get(
    '/api/chat/sessions',
    { schema: { querystring: listChatSessionsQuerySchema, response: { 200: chatSessionPageSchema } } },
    async (req) => chat.listSessions(requireUser(req), req.query),
  );

  r.get(
    '/api/chat/sessions/:id/messages',
    { schema: { params: idParam, querystring: listChatMessagesQuerySchema, response: { 200: chatMessagePageSchema } } },
    async (req) => chat.listMessages(requireUser(req), req.params.id, req.query),
  );

  r.post('/api/chat/message', { schema: { body: sendMessageSchema }, preHandler: aiLimit }, async (req, reply) => {
    const userId = requireUser(req);
    const prepared = await chat.prepareSend(userId, req.body);
    await streamReply(req, reply, {
      timeoutMs: ai.timeoutMs,
      closing,
      start: (signal) => chat.engine.tutorReply({ history: prepared.history, context: prepared.context, state: prepared.state, signal }),
      save: async (text, usage, state) => {
        const saved = await chat.saveExchange(userId, prepared, req.body.message, text, usage, state);
        return { sessionId: prepared.sessionId, messageId: saved.messageId };
      },
    });
  });

  r.post(
    '/api/chat/sessions/:id/regenerate',
    { schema: { params: idParam, body: regenerateSchema }, preHandler: aiLimit },
    async (req, reply) => {
      const userId = requireUser(req);
      const prepared = await chat.prepareRegenerate(userId, req.params.id, req.body);
      await streamReply(req, reply, {
        timeoutMs: ai.timeoutMs,
        closing,
        start: (signal) => chat.engine.tutorReply({ history: prepared.history, context: prepared.context, state: prepared.state, signal }),
        save: async (text, usage, state) => {
          const saved = await chat.saveRegenerated(userId, prepared.sessionId, prepared.targetId, text, usage, state);
          return { sessionId: prepared.sessionId, messageId: saved.messageId };
        },
      });
    },
  );

  r.post('/api/chat/messages/:id/feedback', { schema: { params: idParam, body: feedbackSchema } }, async (req) =>
    chat.setFeedback(requireUser(req), req.params.id, req.body.feedback),
  );

  r.delete('/api/chat/sessions', async (req) => chat.clearHistory(requireUser(req)));
}
