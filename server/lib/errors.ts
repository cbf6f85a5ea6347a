/**
 * The one error type features throw. `message` is shown to the student as is, so it must be safe
 * and helpful; `code` is stable for clients and tests.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extra?: Record<string, unknown>,
    /** Response headers that go with the error (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what, 404);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('unauthorized', message, 401);
export const badRequest = (message: string) => new AppError('bad_request', message, 400);
export const conflict = (message: string) => new AppError('conflict', message, 409);
export const tooManyRequests = (message: string) => new AppError('rate_limited', message, 429);

/** One invalid field of a request: its dotted path ("body" for the whole body) and what is wrong. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** 400 `validation`: the first issue as the message, every issue in `issues`. */
export function validationError(issues: ValidationIssue[]): AppError {
  const first = issues[0] ?? { path: 'body', message: 'Invalid value' };
  const message = first.path === 'body' && /expected object/i.test(first.message) ? 'body: a JSON object is required' : `${first.path}: ${first.message}`;
  return new AppError('validation', message, 400, { issues });
}
