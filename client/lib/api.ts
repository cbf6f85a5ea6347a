/**
 * The one fetch wrapper (spec-1 §7): every call goes under /api with credentials, sends a JSON
 * content-type only when a body exists, and turns a non-OK answer into an Error whose message is
 * "<status>: <body text>" (or the status text when the body is empty). Each call is timed.
 */
const TIMING_KEEP = 100;
const timings = new Map<string, number[]>();

function recordTiming(label: string, ms: number): void {
  const list = timings.get(label) ?? [];
  list.push(ms);
  if (list.length > TIMING_KEEP) list.shift();
  timings.set(label, list);
}

/** Average, minimum, maximum and count per "METHOD path" label, for diagnostics. */
export function timingReport(): Record<string, { avg: number; min: number; max: number; count: number }> {
  const out: Record<string, { avg: number; min: number; max: number; count: number }> = {};
  for (const [label, list] of timings) {
    const sum = list.reduce((a, b) => a + b, 0);
    out[label] = { avg: sum / list.length, min: Math.min(...list), max: Math.max(...list), count: list.length };
  }
  return out;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/** Low-level request: returns the Response after checking it is OK. */
export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
      ...init,
    });
    await throwIfNotOk(res);
    return res;
  } finally {
    recordTiming(`${method} ${url.split('?')[0]}`, performance.now() - started);
  }
}

/** Request and parse JSON (an empty 204 answer gives null). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * What a failure toast says: the `message` of a JSON error body (the server writes them for
 * students), else the caller's fallback (the spec's text). Never a raw body such as a proxy's HTML
 * error page, and never fetch's "Failed to fetch" when the request did not get through.
 */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      /* not JSON: the fallback below */
    }
    return fallback;
  }
  if (err instanceof TypeError) return fallback; // fetch's network failure
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
