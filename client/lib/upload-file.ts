import type { ExtractedMaterialDto } from '@common/schemas/materials';
import { ApiError } from './api';

/**
 * File uploads with real progress. fetch() reports no upload progress, so this uses
 * XMLHttpRequest's upload events; errors follow the fetch wrapper's rule (an ApiError whose
 * message is "<status>: <body>") so `errorMessage()` reads the server's message the same way.
 */

export interface UploadProgress {
  /** 'uploading' while bytes go out; 'processing' once they are all sent and the server is working. */
  phase: 'uploading' | 'processing';
  loaded: number;
  total: number;
  /** 0–100, or null when the browser cannot tell the total. */
  percent: number | null;
}

export interface UploadOptions {
  /** The multipart field name (default "file"). */
  field?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POSTs one file as multipart/form-data and parses the JSON answer. Rejects with an AbortError when cancelled. */
export function uploadFile<T>(url: string, file: File, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    const report = (phase: UploadProgress['phase'], loaded: number, total: number, computable: boolean) =>
      opts.onProgress?.({ phase, loaded, total, percent: computable && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null });
    xhr.upload.onprogress = (e) => report('uploading', e.loaded, e.total, e.lengthComputable);
    xhr.upload.onload = () => report('processing', file.size, file.size, true);

    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const cleanUp = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      cleanUp();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text || xhr.statusText));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : null) as T);
      } catch {
        reject(new Error('The server sent an answer that could not be read.'));
      }
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new Error('The upload failed: check your connection and try again.'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };

    const form = new FormData();
    form.append(opts.field ?? 'file', file, file.name);
    report('uploading', 0, file.size, true);
    xhr.send(form);
  });
}

/** What POST /api/materials/extract answers: the text of the uploaded document. */
export type ExtractedMaterial = ExtractedMaterialDto;

/** The study-material types the extractor reads (for the file picker's `accept`). */
export const STUDY_MATERIAL_ACCEPT =
  '.pdf,.docx,.md,.markdown,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain';

/** Sends a PDF, DOCX, Markdown or text file to the server and gets its text back (generators fill their text box with it). */
export function extractStudyMaterial(file: File, opts: Omit<UploadOptions, 'field'> = {}): Promise<ExtractedMaterial> {
  return uploadFile<ExtractedMaterial>('/api/materials/extract', file, opts);
}

/** True when an error is the user's own cancel, which needs no message. */
export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

export interface NdjsonPostOptions {
  /** Bytes of the request body sent so far. */
  onUpload?: (loaded: number, total: number) => void;
  /** Each line of the answer, parsed, as soon as it arrives. */
  onLine: (value: unknown) => void;
  signal?: AbortSignal;
}

/**
 * POSTs JSON and reads the answer as JSON lines while it streams in (a long job reporting its
 * progress), with upload progress too: XMLHttpRequest gives both, fetch gives neither upload
 * progress nor, everywhere, a readable stream. Resolves when the answer ends; a non-OK status
 * rejects with an ApiError like the fetch wrapper, a cancel with an AbortError.
 */
export function postNdjson(url: string, body: unknown, opts: NdjsonPostOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The request was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    let read = 0;
    const readLines = (final: boolean) => {
      if (xhr.status < 200 || xhr.status >= 300) return;
      const text = xhr.responseText;
      const end = final ? text.length : text.lastIndexOf('\n') + 1;
      if (end <= read) return;
      for (const line of text.slice(read, end).split('\n')) {
        if (line.trim()) opts.onLine(JSON.parse(line));
      }
      read = end;
    };
    xhr.upload.onprogress = (e) => opts.onUpload?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onprogress = () => readLines(false);

    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const cleanUp = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      cleanUp();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        readLines(true);
        resolve();
      } catch {
        reject(new Error('The server sent an answer that could not be read.'));
      }
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new Error('The request failed: check your connection and try again.'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(new DOMException('The request was cancelled.', 'AbortError'));
    };
    xhr.send(JSON.stringify(body));
  });
}
