import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { isAbortError, postNdjson, uploadFile, type UploadProgress } from './upload-file';

/** A stand-in XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void; onload?: () => void } = {};
  onload?: () => void;
  onprogress?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** Part of a streamed answer arrives. */
  partial(status: number, text: string) {
    this.status = status;
    this.responseText += text;
    this.onprogress?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const file = () => new File(['hello world'], 'notes.txt', { type: 'text/plain' });

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as multipart with credentials and reports upload, then processing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const done = uploadFile<{ text: string }>('/api/materials/extract', file(), { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/materials/extract', true]);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    xhr.upload.onload?.();
    xhr.answer(200, '{"text":"hello world"}');
    await expect(done).resolves.toEqual({ text: 'hello world' });
    expect(seen.map((p) => [p.phase, p.percent])).toEqual([
      ['uploading', 0],
      ['uploading', 50],
      ['processing', 100],
    ]);
  });

  it('gives no percentage when the browser cannot tell the size', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const done = uploadFile('/x', file(), { onProgress: (p) => seen.push(p) });
    FakeXhr.last.upload.onprogress?.({ loaded: 5, total: 0, lengthComputable: false });
    FakeXhr.last.answer(204, '');
    await expect(done).resolves.toBeNull();
    expect(seen[1].percent).toBeNull();
  });

  it('turns a non-OK answer into an ApiError like the fetch wrapper', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFile('/api/materials/extract', file());
    FakeXhr.last.answer(422, '{"error":"no_text","message":"This PDF has no text layer."}');
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('422: {"error":"no_text","message":"This PDF has no text layer."}');
  });

  it('rejects with an AbortError when cancelled, and with a clear message on a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const cancelled = uploadFile('/x', file(), { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await cancelled.catch((e: unknown) => e))).toBe(true);

    const failed = uploadFile('/x', file());
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow('The upload failed: check your connection and try again.');
  });
});

describe('postNdjson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON asking for JSON lines, and hands each complete line over as soon as it arrives', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const lines: unknown[] = [];
    const uploads: number[] = [];
    const done = postNdjson('/api/decks/import', { deckName: 'D' }, { onLine: (l) => lines.push(l), onUpload: (loaded) => uploads.push(loaded) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.headers.Accept, xhr.body]).toEqual(['POST', '/api/decks/import', true, 'application/x-ndjson', '{"deckName":"D"}']);
    xhr.upload.onprogress?.({ loaded: 7, total: 14, lengthComputable: true });
    xhr.partial(201, '{"type":"progress","done":1}\n{"type":"pro');
    expect(lines).toEqual([{ type: 'progress', done: 1 }]);
    xhr.partial(201, 'gress","done":2}\n');
    expect(lines).toEqual([{ type: 'progress', done: 1 }, { type: 'progress', done: 2 }]);
    xhr.responseText += '{"type":"complete"}';
    xhr.answer(201, xhr.responseText);
    await expect(done).resolves.toBeUndefined();
    expect(lines).toEqual([{ type: 'progress', done: 1 }, { type: 'progress', done: 2 }, { type: 'complete' }]);
    expect(uploads).toEqual([7]);
  });

  it('rejects a non-OK answer with an ApiError, and a cancel with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = postNdjson('/x', {}, { onLine: () => undefined });
    FakeXhr.last.answer(400, '{"error":"validation","message":"cards: There are no cards to import."}');
    const err = await failed.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const controller = new AbortController();
    const cancelled = postNdjson('/x', {}, { onLine: () => undefined, signal: controller.signal });
    controller.abort();
    expect(isAbortError(await cancelled.catch((e: unknown) => e))).toBe(true);
  });
});
