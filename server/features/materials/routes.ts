import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MATERIAL_MAX_BYTES } from '@common/schemas/materials';
import { requireUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { WorkerPool } from '../../workers/pool';
import { FILE_TOO_LARGE, readMaterial } from './service';
import { signalWhenClientLeaves } from '../../lib/client-gone';

/** Extractions a student may start per minute: reading a large PDF costs real CPU. */
const EXTRACTS_PER_MINUTE = 20;

/**
 * POST /api/materials/extract: one uploaded file (multipart/form-data) → its text. Multipart is
 * accepted only inside this plugin; every other route stays JSON-only (CSRF defence in app.ts).
 */
export async function materialsRoutes(app: FastifyInstance, opts: { pool: WorkerPool }): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  const limit = app.rateLimit({
    max: EXTRACTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `materials:${req.userId ?? req.ip}`,
  });

  app.post('/api/materials/extract', { preHandler: limit }, async (req, reply) => {
    requireUser(req);
    if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Upload the file as multipart/form-data.', 415);
    let buf: Buffer;
    try {
      const file = await req.file();
      if (!file) throw new AppError('bad_request', 'Choose a file to upload.', 400);
      buf = await file.toBuffer();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new AppError('payload_too_large', code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_TOO_LARGE : 'Upload one file at a time.', 413);
      }
      throw new AppError('bad_request', 'The upload could not be read. Please try again.', 400);
    }
    // A student who gives up (closes the page) stops the parsing too.
    return readMaterial(opts.pool, buf, signalWhenClientLeaves(reply));
  });
}
