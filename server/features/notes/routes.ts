import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNoteSchema, listNotesQuerySchema, noteAssistSchema, updateNoteSchema } from '@common/schemas/notes';
import { requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { NotesService } from './service';

const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Bodies of the routes that carry a whole note. Above the app's 1 MB JSON limit on purpose: a note
 * just over its 1 MB content limit must reach the service, which refuses it with a message that
 * says what to do (NOTE_TOO_LARGE_MESSAGE), instead of Fastify's generic "too large".
 */
export const NOTE_BODY_LIMIT = 3 * 1024 * 1024;

/** Smart notes (spec-2 §7): list with search, create, versioned update, delete, and the AI assistant. */
export async function notesRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; notes: NotesService; aiLimit: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, notes, aiLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notes', { schema: { querystring: listNotesQuerySchema } }, async (req, reply) => {
    const userId = requireUser(req);
    if (req.query.q) return notes.list(userId, req.query.q);
    // The unfiltered list is served as cached bytes with an ETag; a matching If-None-Match gets 304.
    const list = await notes.listJson(userId);
    reply.header('etag', list.etag);
    if (req.headers['if-none-match'] === list.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
  });

  r.post('/api/notes', { schema: { body: createNoteSchema }, bodyLimit: NOTE_BODY_LIMIT }, async (req, reply) => {
    const note = await notes.create(requireUser(req), req.body);
    return reply.code(201).send(note);
  });

  r.patch('/api/notes/:id', { schema: { params: idParam, body: updateNoteSchema }, bodyLimit: NOTE_BODY_LIMIT }, async (req) =>
    notes.update(requireUser(req), req.params.id, req.body),
  );

  r.delete('/api/notes/:id', { schema: { params: idParam } }, async (req) => notes.remove(requireUser(req), req.params.id));

  r.post(
    '/api/ai/note-assistant',
    { schema: { body: noteAssistSchema }, bodyLimit: NOTE_BODY_LIMIT, preHandler: aiLimit },
    async (req, reply) => {
      const userId = requireUser(req);
      // The model call ends at the configured timeout, or as soon as the student goes away.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timeout')), ctx.config.ai.timeoutMs);
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client closed'));
      };
      reply.raw.on('close', onClose);
      try {
        return await notes.assist(userId, req.body, controller.signal, req.log);
      } finally {
        clearTimeout(timer);
        reply.raw.off('close', onClose);
      }
    },
  );
}
