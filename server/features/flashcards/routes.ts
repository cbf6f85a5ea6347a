import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFlashcardSchema,
  deckNameParams,
  dueQuerySchema,
  exportQuerySchema,
  flashcardIdParams,
  generateFlashcardsSchema,
  importDeckSchema,
  renameDeckSchema,
  reviewSchema,
  updateFlashcardSchema,
} from '@common/schemas/flashcards';
import { requireUser } from '../../lib/auth-guard';
import type { AppContext } from '../../lib/context';
import type { FlashcardsService } from './service';

/** An import of IMPORT_MAX_CARDS cards with long sides is larger than the app's 1 MB JSON limit. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Flashcards: cards, generation, decks (Library, rename, delete, import, export) and reviews. */
export async function flashcardsRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; flashcards: FlashcardsService; aiLimit: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, flashcards, aiLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/flashcards', async (req) => flashcards.list(requireUser(req)));

  r.post('/api/flashcards', { schema: { body: createFlashcardSchema } }, async (req, reply) => {
    const card = await flashcards.create(requireUser(req), req.body);
    return reply.code(201).send(card);
  });

  r.post('/api/flashcards/generate', { schema: { body: generateFlashcardsSchema }, preHandler: aiLimit }, async (req, reply) => {
    const userId = requireUser(req);
    // The model call stops when the student goes away or the AI takes too long.
    const closed = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) closed.abort(new Error('client closed'));
    });
    const signal = AbortSignal.any([closed.signal, AbortSignal.timeout(ctx.config.ai.timeoutMs)]);
    return flashcards.generate(userId, req.body, signal);
  });

  r.get('/api/flashcards/due', { schema: { querystring: dueQuerySchema } }, async (req) =>
    flashcards.due(requireUser(req), req.query.deck),
  );

  r.patch('/api/flashcards/:id', { schema: { params: flashcardIdParams, body: updateFlashcardSchema } }, async (req) =>
    flashcards.update(requireUser(req), req.params.id, req.body),
  );

  r.delete('/api/flashcards/:id', { schema: { params: flashcardIdParams } }, async (req) => flashcards.remove(requireUser(req), req.params.id));

  r.post('/api/flashcards/:id/review', { schema: { params: flashcardIdParams, body: reviewSchema } }, async (req) =>
    flashcards.review(requireUser(req), req.params.id, req.body.rating),
  );

  r.get('/api/decks', async (req) => flashcards.decks(requireUser(req)));

  r.post('/api/decks/import', { schema: { body: importDeckSchema }, bodyLimit: IMPORT_BODY_LIMIT }, async (req, reply) => {
    const result = await flashcards.importDeck(requireUser(req), req.body);
    return reply.code(201).send(result);
  });

  r.patch('/api/decks/:name', { schema: { params: deckNameParams, body: renameDeckSchema } }, async (req) =>
    flashcards.renameDeck(requireUser(req), req.params.name, req.body.name),
  );

  r.delete('/api/decks/:name', { schema: { params: deckNameParams } }, async (req) => flashcards.deleteDeck(requireUser(req), req.params.name));

  r.get('/api/decks/:name/export', { schema: { params: deckNameParams, querystring: exportQuerySchema } }, async (req, reply) => {
    const file = await flashcards.exportDeck(requireUser(req), req.params.name, req.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.utf8FileName)}`)
      .send(file.body);
  });
}
