import type { MessagePort } from 'node:worker_threads';
import type { ImportDeckResponse } from '@common/schemas/flashcards';
import type { ExtractedMaterialDto } from '@common/schemas/materials';
import type { ChatTurn, NoteAssistRequest, TutorContext } from '../ai/engine';
import type { TutorState } from '../ai/hint/state';
import type { OfflineFlashcardsResult } from '../ai/offline/flashcards';
import type { OfflineNoteAssist } from '../ai/offline/note-assistant';
import type { OfflineQuiz, OfflineQuizInput } from '../ai/offline/quiz';
import type { OfflineTutorTurn } from '../ai/offline/tutor-answer';
import type { ToolResult } from '../ai/tools/types';
import type { OpenOptions } from '../db/index';
import type { ParsedImportBody } from '../features/flashcards/import-body';
import type { ExportJob } from './export-jobs';
import { lowerThisThreadPriority } from './thread-priority';

/**
 * The CPU-heavy work that runs in the worker-thread pool (ARCHITECTURE.md, AI engine): the offline
 * engine (tutor answers with the maths tools, quiz and flashcard generation, the note assistant),
 * one exact tool for the LLM's tool calls, reading an uploaded file, reading a deck import's body and
 * saving its cards (on a SQLite file, through a connection of the worker's own), and producing a download (an account or deck export) as a stream of chunks. Each task is plain data
 * in and plain data out (structured clone), and each kind loads its modules on first use.
 */
export type WorkerTask =
  | { kind: 'tutor'; history: ChatTurn[]; context: TutorContext; state?: TutorState }
  | { kind: 'assistNote'; request: Omit<NoteAssistRequest, 'signal'> }
  | { kind: 'flashcards'; text: string; count: number; deckName: string }
  | { kind: 'quiz'; request: OfflineQuizInput }
  | { kind: 'tool'; name: string; args: Record<string, unknown> }
  | { kind: 'material'; bytes: Uint8Array }
  | { kind: 'importBody'; bytes: Uint8Array }
  | { kind: 'export'; database: OpenOptions; job: ExportJob; chunks: MessagePort }
  | {
      kind: 'importDeck';
      /** How this thread opens its own writing connection (DbHandle.bulkWriter). */
      database: OpenOptions;
      userId: string;
      body: ParsedImportBody;
      /** The import's time, ISO. */
      at: string;
      /** Receives { done, total } as batches are saved. */
      progress: MessagePort;
      /** One Int32 the caller sets to 1 to cancel: the import rolls back at its next batch. */
      cancel: SharedArrayBuffer;
    };

export type WorkerTaskKind = WorkerTask['kind'];

/** What each kind of task answers. */
export interface WorkerResults {
  tutor: OfflineTutorTurn;
  assistNote: OfflineNoteAssist;
  flashcards: OfflineFlashcardsResult;
  quiz: OfflineQuiz;
  tool: ToolResult;
  material: ExtractedMaterialDto;
  importBody: ParsedImportBody;
  export: null;
  importDeck: ImportDeckResponse;
}

/**
 * An expected failure, carried back as data: class identity does not survive the thread boundary,
 * so the pool rebuilds the error the features already handle (AppError, AiCannotServeError…).
 */
export type TaskFailure =
  | { type: 'app'; code: string; message: string; status: number; extra?: Record<string, unknown> }
  | { type: 'cannot_serve'; message: string }
  | { type: 'output'; message: string };

export type TaskOutcome<K extends WorkerTaskKind = WorkerTaskKind> = { ok: true; value: WorkerResults[K] } | { ok: false; failure: TaskFailure };

/** One message to a worker: the task, and a port on which it says when the real work starts. */
export interface TaskMessage {
  task: WorkerTask;
  /** Receives 'started' once the task's modules are loaded, so the time limit counts only the work. */
  port: MessagePort;
}

type AnyResult = WorkerResults[WorkerTaskKind];

// This module is loaded once per worker thread, when the thread starts.
lowerThisThreadPriority();

/** Loads what a task needs (first use only: modules are cached) and returns the work to do. */
async function prepare(task: WorkerTask): Promise<() => AnyResult | Promise<AnyResult>> {
  switch (task.kind) {
    case 'tutor': {
      const { offlineTutorTurn } = await import('../ai/offline/tutor-answer');
      return () => offlineTutorTurn(task.history, task.context, task.state);
    }
    case 'assistNote': {
      const { offlineAssistNote } = await import('../ai/offline/note-assistant');
      return () => offlineAssistNote(task.request);
    }
    case 'flashcards': {
      const { extractFlashcards } = await import('../ai/offline/flashcards');
      return () => extractFlashcards({ text: task.text, count: task.count, deckName: task.deckName });
    }
    case 'quiz': {
      const { offlineQuiz } = await import('../ai/offline/quiz');
      return () => offlineQuiz(task.request);
    }
    case 'tool': {
      const { runTool } = await import('../ai/tools/registry');
      return () => runTool(task.name, task.args);
    }
    case 'material': {
      const { extractMaterial } = await import('../features/materials/service');
      return () => extractMaterial(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength));
    }
    case 'importBody': {
      const { parseImportBody } = await import('../features/flashcards/import-body');
      return () => parseImportBody(task.bytes);
    }
    case 'importDeck': {
      const [{ openDatabase }, { importCards }, { deckImportFromParsed }] = await Promise.all([
        import('../db/index'),
        import('../features/flashcards/import-cards'),
        import('../features/flashcards/import-body'),
      ]);
      return async () => {
        const cancel = new Int32Array(task.cancel);
        const handle = openDatabase(task.database);
        try {
          return await importCards(handle.db, handle.dialect, task.userId, deckImportFromParsed(task.body), new Date(task.at), {
            onProgress: (done, total) => task.progress.postMessage({ done, total }),
            cancelled: () => Atomics.load(cancel, 0) === 1,
          });
        } finally {
          task.progress.close();
          await handle.close();
        }
      };
    }
    case 'export': {
      const [{ exportChunksFrom }, { sendChunks }] = await Promise.all([import('./export-jobs'), import('./chunk-stream')]);
      return async () => {
        await sendChunks(exportChunksFrom(task.database, task.job), task.chunks);
        return null;
      };
    }
  }
}

/** The failures a student is meant to read; anything else stays an error (logged, answered 5xx). */
function asFailure(err: unknown): TaskFailure | null {
  if (!(err instanceof Error)) return null;
  if (err.name === 'AppError' && 'code' in err && 'status' in err && typeof err.code === 'string' && typeof err.status === 'number') {
    const extra = 'extra' in err && err.extra && typeof err.extra === 'object' ? (err.extra as Record<string, unknown>) : undefined;
    return { type: 'app', code: err.code, message: err.message, status: err.status, ...(extra ? { extra } : {}) };
  }
  if (err.name === 'AiCannotServeError') return { type: 'cannot_serve', message: err.message };
  if (err.name === 'AiOutputError') return { type: 'output', message: err.message };
  return null;
}

/** The worker's task handler (piscina calls the default export). */
export default async function runTask({ task, port }: TaskMessage): Promise<TaskOutcome> {
  try {
    const work = await prepare(task);
    port.postMessage('started');
    return { ok: true, value: await work() };
  } catch (err) {
    const failure = asFailure(err);
    if (failure) return { ok: false, failure };
    throw err;
  } finally {
    port.close();
  }
}
