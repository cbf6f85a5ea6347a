import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@common/api-error';
import { isStalePlan } from '../db/stale-plan';
import { AppError, validationError } from './errors';

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

const FRIENDLY: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'bad_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'bad_request', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'bad_request', message: 'The request body is malformed.' },
};

/** Said when the database did not answer in time or could not be reached (503, with Retry-After). */
export const DATABASE_UNAVAILABLE = 'StudyPilot could not reach its database just now. Nothing was changed: please try again in a moment.';

/**
 * A database that is slow, busy or away, rather than a bug: PostgreSQL cancelling a statement at its
 * time limit (57014), refusing or dropping connections (class 08, 53300, 57P0x), the pool waiting
 * past its connect limit or an answer never coming, a prepared plan gone stale under a schema change;
 * SQLite locked past its busy timeout (any SQLITE_BUSY code).
 */
function databaseUnavailable(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (['57014', '53300', '57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(code)) return true;
  // SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT…); PostgreSQL's class 08, connection exceptions.
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('08')) return true;
  // A prepared statement planned before another instance changed the schema (server/db/index.ts):
  // the next try prepares it afresh.
  if (isStalePlan(err)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i.test(message);
}

/**
 * The one error handler: every failure answers JSON `{ error, message }` with a message safe to
 * show. Unexpected errors are logged with the request id and never leak their details.
 */
export function errorHandler(thrown: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply): void {
  const err = hasZodFastifySchemaValidationErrors(thrown)
    ? validationError(thrown.validation.map((v) => ({ path: fieldName(v.instancePath, thrown.validationContext), message: v.message ?? 'Invalid value' })))
    : thrown;
  if (err instanceof AppError) {
    const body: ApiErrorBody & Record<string, unknown> = { error: err.code, message: err.message, ...err.extra };
    if (err.headers) void reply.headers(err.headers);
    void reply.code(err.status).send(body);
    return;
  }
  const known = err.code ? FRIENDLY[err.code] : undefined;
  if (known) {
    void reply.code(known.status).send({ error: known.error, message: known.message });
    return;
  }
  if (databaseUnavailable(err)) {
    req.log.warn({ err: { code: err.code, message: err.message } }, 'database unavailable');
    void reply.code(503).header('retry-after', '5').send({ error: 'unavailable', message: DATABASE_UNAVAILABLE });
    return;
  }
  const status = err.statusCode ?? 500;
  if (status === 429) {
    void reply.code(429).send({ error: 'rate_limited', message: err.message || 'Too many requests. Please try again later.' });
    return;
  }
  if (status >= 400 && status < 500) {
    void reply.code(status).send({ error: 'bad_request', message: err.message || 'Bad request' });
    return;
  }
  req.log.error({ err }, 'unhandled error');
  void reply.code(500).send({ error: 'internal', message: 'Something went wrong' });
}
