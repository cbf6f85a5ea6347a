import { PassThrough } from 'node:stream';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDeckSchema,
  createFlashcardSchema,
  deckCardsQuerySchema,
  deckIdParams,
  dueQuerySchema,
  exportQuerySchema,
  flashcardIdParams,
  generateFlashcardsSchema,
  IMPORT_PROGRESS_TYPE,
  listDecksQuerySchema,
  listFlashcardsQuerySchema,
  reviewSchema,
  updateDeckSchema,
  updateFlashcardSchema,
} from '@common/schemas/flashcards';
import type { ImportProgressEvent } from '@common/schemas/flashcards';
import { requireStudent, requireUser } from '../../lib/auth-guard';
import { signalWhenClientLeaves } from '../../lib/client-gone';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import type { WorkerPool } from '../../workers/pool';
import type { FlashcardsService } from './service';
import { readRetention } from '../settings/service';

/** An import of IMPORT_MAX_CARDS cards is far larger than the app's 1 MB JSON limit (about 100 bytes a card in practice). */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Flashcards: cards, generation, decks (Library, rename, delete, import, export) and reviews. */
export async function flashcardsRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; flashcards: FlashcardsService; aiLimit: preHandlerAsyncHookHandler; pool: WorkerPool },
): Promise<void> {
  const { ctx, flashcards, aiLimit, pool } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/flashcards', { schema: { querystring: listFlashcardsQuerySchema } }, async (req) => flashcards.list(requireUser(req), req.query));

  r.post('/api/flashcards', { schema: { body: createFlashcardSchema } }, async (req, reply) => {
    const card = await flashcards.create(requireUser(req), req.body);
    return reply.code(201).send(card);
  });

  r.post('/api/flashcards/generate', { schema: { body: generateFlashcardsSchema }, preHandler: aiLimit }, async (req, reply) => {
    const userId = requireUser(req);
    // The model call stops when the student goes away or the AI takes too long.
    return flashcards.generate(userId, req.body, signalWhenClientLeaves(reply, ctx.config.ai.timeoutMs));
  });

  r.get('/api/flashcards/due', { schema: { querystring: dueQuerySchema } }, async (req) =>
    flashcards.due(requireUser(req), req.query.deckId, requireStudent(req).timezone, readRetention(req.studentSettings?.desired_retention)),
  );

  r.patch('/api/flashcards/:id', { schema: { params: flashcardIdParams, body: updateFlashcardSchema } }, async (req) =>
    flashcards.update(requireUser(req), req.params.id, req.body),
  );

  r.delete('/api/flashcards/:id', { schema: { params: flashcardIdParams } }, async (req) => flashcards.remove(requireUser(req), req.params.id));

  r.post('/api/flashcards/:id/review', { schema: { params: flashcardIdParams, body: reviewSchema } }, async (req) =>
    flashcards.review(requireUser(req), req.params.id, req.body.rating, readRetention(req.studentSettings?.desired_retention), requireStudent(req)),
  );

  r.get('/api/decks', { schema: { querystring: listDecksQuerySchema } }, async (req) => flashcards.decks(requireUser(req), req.query, requireStudent(req).timezone));

  r.post('/api/decks', { schema: { body: createDeckSchema } }, async (req, reply) => {
    const deck = await flashcards.createDeck(requireUser(req), req.body);
    return reply.code(201).send(deck);
  });

  // The import's body (up to 50,000 cards, tens of megabytes) is read as bytes here and parsed and
  // validated by importDeckSchema in a worker thread (import-body.ts), never on the request thread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/api/decks/import', { schema: { body: z.instanceof(Buffer) } }, async (req, reply) => {
      const userId = requireUser(req);
      const signal = signalWhenClientLeaves(reply);
      const input = await pool.run({ kind: 'importBody', bytes: req.body }, { signal });
      if (!String(req.headers.accept ?? '').includes(IMPORT_PROGRESS_TYPE)) {
        return reply.code(201).send(await flashcards.importDeck(userId, input, { signal }));
      }
      // Progress as one JSON line per batch saved; the student leaving cancels (and rolls back) the import.
      const out = new PassThrough();
      const line = (event: ImportProgressEvent) => out.write(`${JSON.stringify(event)}\n`);
      flashcards
        .importDeck(userId, input, { signal, onProgress: (done, total) => line({ type: 'progress', done, total }) })
        .then((result) => line({ type: 'complete', ...result }))
        .catch((err: unknown) => {
          if (err instanceof AppError) return line({ type: 'error', error: err.code, message: err.message });
          req.log.error({ err }, 'deck import failed');
          line({ type: 'error', error: 'internal', message: 'The deck could not be imported, and nothing was added. Please try again.' });
        })
        .finally(() => out.end());
      return reply.code(201).header('content-type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`).header('cache-control', 'no-store').send(out);
    });
  });

  r.get('/api/decks/:id', { schema: { params: deckIdParams } }, async (req) => flashcards.deck(requireUser(req), req.params.id));

  r.patch('/api/decks/:id', { schema: { params: deckIdParams, body: updateDeckSchema } }, async (req) =>
    flashcards.updateDeck(requireUser(req), req.params.id, req.body),
  );

  r.delete('/api/decks/:id', { schema: { params: deckIdParams } }, async (req) => flashcards.deleteDeck(requireUser(req), req.params.id));

  r.get('/api/decks/:id/cards', { schema: { params: deckIdParams, querystring: deckCardsQuerySchema } }, async (req) =>
    flashcards.deckCards(requireUser(req), req.params.id, req.query),
  );

  r.get('/api/decks/:id/export', { schema: { params: deckIdParams, querystring: exportQuerySchema } }, async (req, reply) => {
    const file = await flashcards.exportDeck(requireUser(req), req.params.id, req.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.utf8FileName)}`)
      .send(file.body);
  });
}
