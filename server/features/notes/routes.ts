import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNoteSchema, listNotesQuerySchema, noteAssistSchema, noteSchema, updateNoteSchema } from '@common/schemas/notes';
import { signalWhenClientLeaves } from '../../lib/client-gone';
import { requireStudent, requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { NotesService } from './service';

const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Bodies of the routes that carry a whole note. Above the app's 1 MB JSON limit on purpose: a note
 * just over its 1 MB content limit must reach the service, which refuses it with a message that
 * says what to do (NOTE_TOO_LARGE_MESSAGE), instead of Fastify's generic "too large".
 */
export const NOTE_BODY_LIMIT = 3 * 1024 * 1024;

/** Smart notes (spec-2 §7): a paged list with search and filters, one note by id, create, versioned update, delete, and the AI assistant. */
export async function notesRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; notes: NotesService; aiLimit: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, notes, aiLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // No response schema here: the page is sent as bytes already serialised from whitelisted
  // list items (notePageSchema in common/ is its contract), so a cache hit costs no serialising.
  r.get('/api/notes', { schema: { querystring: listNotesQuerySchema } }, async (req, reply) => {
    const page = await notes.listPage(requireUser(req), req.query, Number(requireStudent(req).notes_rev));
    // Each page is cached bytes with an ETag while the student's notes are unchanged; a matching If-None-Match gets 304.
    reply.header('etag', page.etag);
    reply.header('cache-control', 'private, no-cache');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(page.body);
  });

  r.get('/api/notes/:id', { schema: { params: idParam, response: { 200: noteSchema } } }, async (req) =>
    notes.get(requireUser(req), req.params.id),
  );

  r.post('/api/notes', { schema: { body: createNoteSchema }, bodyLimit: NOTE_BODY_LIMIT }, async (req, reply) => {
    const note = await notes.create(requireUser(req), req.body);
    return reply.code(201).send(note);
  });

  r.patch('/api/notes/:id', { schema: { params: idParam, body: updateNoteSchema }, bodyLimit: NOTE_BODY_LIMIT }, async (req) =>
    notes.update(requireUser(req), req.params.id, req.body, requireStudent(req)),
  );

  r.delete('/api/notes/:id', { schema: { params: idParam } }, async (req) => notes.remove(requireUser(req), req.params.id));

  r.post(
    '/api/ai/note-assistant',
    { schema: { body: noteAssistSchema }, bodyLimit: NOTE_BODY_LIMIT, preHandler: aiLimit },
    async (req, reply) => {
      const userId = requireUser(req);
      // The model call ends at the configured timeout, or as soon as the student goes away.
      return notes.assist(userId, req.body, signalWhenClientLeaves(reply, ctx.config.ai.timeoutMs), req.log);
    },
  );
}
