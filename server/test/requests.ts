import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiErrorBody } from '@common/api-error';
import type { TestApp } from './harness';

export type ErrorBody = ApiErrorBody & { success?: boolean };

type Headers = Record<string, string>;

/** POST a JSON body (or no body) through `app.inject`, optionally with a session cookie. */
export function post(t: TestApp, url: string, payload?: object, opts: { cookie?: string; headers?: Headers; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** PUT a JSON body through `app.inject`. */
export function put(t: TestApp, url: string, payload: object, opts: { cookie?: string; headers?: Headers } = {}) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

/** GET through `app.inject`, optionally signed in. */
export function get(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/**
 * Asserts the API's error contract (ARCHITECTURE.md, API conventions): the status, a JSON body with
 * string `error` and `message`, and no caching. Returns the body for further checks.
 */
export function expectError(res: LightMyRequestResponse, status: number, error?: string, message?: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json<ErrorBody>();
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (error !== undefined) expect(body.error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/** The `sid` cookie a response sets, or undefined. */
export function sidCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'sid');
}

/** DELETE through `app.inject`, optionally signed in. */
export function del(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });
}
