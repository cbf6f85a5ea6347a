import type { NoteAssistRequest } from '../engine';

/** The offline note assistant's answer, before usage is added by the engine. */
export interface OfflineNoteAssist {
  html: string;
  changes?: string[];
  remark?: string;
}

/**
 * The note assistant without a model: every quick action done for real with NLP on the student's
 * own text (being built in this session; see server/ai/offline/nlp/).
 */
export function offlineAssistNote(req: Omit<NoteAssistRequest, 'signal'>): OfflineNoteAssist {
  throw new Error(`offline note assistant: ${req.action} is not built yet`);
}
