import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@client/components/ui/use-toast';
import { resolveConflict, type ConflictChoice } from './conflict';
import { browserDraftStore, clearDraft, decideDraft, makeDraft, readDraft, writeDraft, type LocalDraft } from './draft-storage';
import { AUTOSAVE_INTERVAL_MS, EMPTY_NOTE_FIELDS, fieldsOf, sameFields, type NoteDto, type NoteFields } from './note-constants';
import { createNote, fetchNote, removeNoteFromCache, sendKeepalive, storeNoteInCache, updateNote } from './notes-api';
import {
  classifySaveError,
  landedAlready,
  mergeAfterSave,
  planSave,
  retryDelayMs,
  saveFailureLog,
  type SavePlan,
  type SessionTarget,
} from './save-plan';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'offline' }
  | { kind: 'blocked' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict' };

/** How long after the last keystroke the local draft is written. */
const DRAFT_WRITE_DELAY_MS = 400;

interface Options {
  /** The stored note being edited, or null for a new note. */
  initial: NoteDto | null;
  editor: Editor | null;
  /** A new note was created: it becomes the selected note (spec-2 §4). */
  onCreated: (note: NoteDto) => void;
  /** Open another note (the copy made from a conflict). */
  onOpenNote: (note: NoteDto) => void;
}

export interface NoteSession {
  /** Title, subject and folder as typed (content lives in the editor). */
  fields: NoteFields;
  noteId: string | null;
  status: SaveStatus;
  /** Ticks with the auto-save interval so "Saved 2 minutes ago" stays current. */
  now: number;
  setField: <K extends 'title' | 'subject' | 'folder'>(key: K, value: NoteFields[K]) => void;
  contentChanged: (html: string) => void;
  /** Save now (Ctrl+S, the Save button, blur, back). Resolves when the note is saved or cannot be. */
  save: () => Promise<SaveStatus['kind']>;
  conflict: NoteDto | null;
  resolve: (choice: ConflictChoice) => Promise<void>;
  resolving: boolean;
  /** Unsaved words from an earlier visit, waiting for Restore or Discard; the editor is locked meanwhile. */
  offer: LocalDraft | null;
  restoreDraft: () => void;
  discardDraft: () => void;
  /** The note was deleted on purpose: nothing more is saved and its draft is dropped. */
  markDeleted: () => void;
}

/**
 * The editing session of one note and its safe auto-save (spec-2 §4, issue 4): saves every 5 s when
 * there is something new, on blur, on Ctrl+S, when the editor closes and before the tab unloads;
 * every update carries the version last seen, a 409 stops and asks, a failed save keeps the words
 * in localStorage and retries with backoff. The decisions themselves are pure (save-plan.ts,
 * conflict.ts, draft-storage.ts); this hook holds the timers, the requests and the refs.
 */
export function useNoteSession({ initial, editor, onCreated, onOpenNote }: Options): NoteSession {
  const queryClient = useQueryClient();
  const store = useRef(browserDraftStore()).current;

  const targetRef = useRef<SessionTarget>(initial ? { kind: 'edit', id: initial.id, version: initial.version } : { kind: 'new' });
  const draftRef = useRef<NoteFields>(initial ? fieldsOf(initial) : { ...EMPTY_NOTE_FIELDS });
  const savedRef = useRef<NoteFields | null>(initial ? fieldsOf(initial) : null);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rejected = useRef<NoteFields | null>(null);
  const conflictRef = useRef<NoteDto | null>(null);
  const offerRef = useRef<LocalDraft | null>(null);
  const deleted = useRef(false);
  const statusRef = useRef<SaveStatus>({ kind: 'idle' });
  const callbacks = useRef({ onCreated, onOpenNote });
  callbacks.current = { onCreated, onOpenNote };

  const [fields, setFields] = useState<NoteFields>(draftRef.current);
  const [status, setStatusState] = useState<SaveStatus>({ kind: 'idle' });
  const [conflict, setConflict] = useState<NoteDto | null>(null);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const [noteId, setNoteId] = useState<string | null>(initial?.id ?? null);
  const [resolving, setResolving] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const setStatus = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const currentId = () => (targetRef.current.kind === 'edit' ? targetRef.current.id : null);

  /** Keep the local copy in step: written while there is something unsaved, removed once saved. */
  const syncDraft = useCallback(() => {
    if (deleted.current || offerRef.current) return;
    const plan = planSave(targetRef.current, draftRef.current, savedRef.current);
    const id = targetRef.current.kind === 'edit' ? targetRef.current.id : null;
    if (plan.kind === 'skip') clearDraft(store, id);
    else writeDraft(store, makeDraft(id, targetRef.current.kind === 'edit' ? targetRef.current.version : null, draftRef.current, Date.now()));
  }, [store]);

  const scheduleDraftWrite = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = null;
      syncDraft();
    }, DRAFT_WRITE_DELAY_MS);
  }, [syncDraft]);

  /** The editor's own serialisation is the baseline, so loading a note never counts as a change. */
  const adoptEditorContent = useCallback(
    (base: NoteFields) => {
      const html = editor && !editor.isDestroyed ? editor.getHTML() : base.content;
      const next = { ...base, content: html };
      savedRef.current = next;
      draftRef.current = { ...next };
      setFields(next);
    },
    [editor],
  );

  /** Replace everything shown with a note (keep theirs). Undoable in the editor, like any edit. */
  const loadNote = useCallback(
    (note: NoteDto) => {
      targetRef.current = { kind: 'edit', id: note.id, version: note.version };
      setNoteId(note.id);
      if (editor && !editor.isDestroyed) editor.commands.setContent(note.content, { emitUpdate: false });
      adoptEditorContent(fieldsOf(note));
      clearDraft(store, note.id);
    },
    [adoptEditorContent, editor, store],
  );

  const onSuccess = useCallback(
    (note: NoteDto, plan: Extract<SavePlan, { kind: 'create' | 'update' }>, sent: NoteFields) => {
      const created = targetRef.current.kind === 'new';
      targetRef.current = { kind: 'edit', id: note.id, version: note.version };
      savedRef.current = plan.snapshot;
      const merged = mergeAfterSave(draftRef.current, sent, plan.snapshot);
      draftRef.current = merged;
      setFields((f) => (f.title === merged.title ? f : { ...f, title: merged.title }));
      attempt.current = 0;
      rejected.current = null;
      storeNoteInCache(queryClient, note);
      if (created) {
        clearDraft(store, null);
        setNoteId(note.id);
        callbacks.current.onCreated(note);
      }
      syncDraft();
      setStatus({ kind: 'saved', at: Date.now() });
    },
    [queryClient, setStatus, store, syncDraft],
  );

  const runSaveRef = useRef<(manual: boolean) => Promise<void>>(async () => {});

  const onFailure = useCallback(
    (err: unknown, plan: Extract<SavePlan, { kind: 'create' | 'update' }>, sent: NoteFields) => {
      const failure = classifySaveError(err);
      const landed = landedAlready(failure, plan.snapshot);
      if (landed) return onSuccess(landed, plan, sent);
      console.error(saveFailureLog(plan.kind, failure), err);
      syncDraft();
      if (failure.kind === 'conflict') {
        conflictRef.current = failure.note;
        setConflict(failure.note);
        setStatus({ kind: 'conflict' });
      } else if (failure.kind === 'gone') {
        const oldId = currentId();
        targetRef.current = { kind: 'new' };
        savedRef.current = null;
        setNoteId(null);
        if (oldId) {
          clearDraft(store, oldId);
          removeNoteFromCache(queryClient, oldId);
        }
        syncDraft();
        toast({ title: 'This note was deleted elsewhere', description: 'Your text will be saved as a new note.' });
        setStatus({ kind: 'idle' });
        void runSaveRef.current(true);
      } else if (failure.kind === 'offline') {
        attempt.current += 1;
        setStatus({ kind: 'offline' });
        if (retryTimer.current) clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => {
          retryTimer.current = null;
          void runSaveRef.current(false);
        }, retryDelayMs(attempt.current));
      } else {
        rejected.current = sent;
        setStatus({ kind: 'error', message: failure.message });
      }
    },
    [onSuccess, queryClient, setStatus, store, syncDraft],
  );

  const runSave = useCallback(
    (manual: boolean): Promise<void> => {
      if (inFlight.current) {
        again.current = true;
        return inFlight.current;
      }
      if (deleted.current || conflictRef.current || offerRef.current) return Promise.resolve();
      if (manual && retryTimer.current) {
        clearTimeout(retryTimer.current);
        retryTimer.current = null;
      }
      if (!manual && rejected.current && sameFields(rejected.current, draftRef.current)) return Promise.resolve();
      const plan = planSave(targetRef.current, draftRef.current, savedRef.current);
      if (plan.kind === 'skip') {
        if (statusRef.current.kind === 'blocked') setStatus({ kind: 'idle' });
        return Promise.resolve();
      }
      if (plan.kind === 'blocked') {
        setStatus({ kind: 'blocked' });
        syncDraft();
        return Promise.resolve();
      }
      const sent = { ...draftRef.current };
      setStatus({ kind: 'saving' });
      const request = plan.kind === 'create' ? createNote(plan.body) : updateNote(plan.id, plan.body);
      const done = request
        .then(
          (note) => onSuccess(note, plan, sent),
          (err: unknown) => onFailure(err, plan, sent),
        )
        .finally(() => {
          inFlight.current = null;
          if (again.current) {
            again.current = false;
            void runSaveRef.current(false);
          }
        });
      inFlight.current = done;
      return done;
    },
    [onFailure, onSuccess, setStatus, syncDraft],
  );
  runSaveRef.current = runSave;

  const save = useCallback(async () => {
    await runSave(true);
    // A save queued behind the one in flight (typing during the save) runs next; wait for it too.
    while (inFlight.current) await inFlight.current;
    return statusRef.current.kind;
  }, [runSave]);

  /** Fire-and-forget save that survives the page going away (route change, tab close). */
  const flushKeepalive = useCallback(() => {
    if (deleted.current || conflictRef.current || offerRef.current) return;
    const plan = planSave(targetRef.current, draftRef.current, savedRef.current);
    if (plan.kind === 'skip') return;
    syncDraft();
    if (plan.kind === 'blocked') return;
    const id = currentId();
    const request =
      plan.kind === 'create'
        ? sendKeepalive('POST', '/api/notes', plan.body)
        : sendKeepalive('PATCH', `/api/notes/${encodeURIComponent(plan.id)}`, plan.body);
    void request
      .then(async (res) => {
        if (!res.ok) {
          console.error(`Failed to ${plan.kind} note: ${res.status}`);
          return;
        }
        const note = (await res.json()) as NoteDto;
        storeNoteInCache(queryClient, note);
        if (plan.kind === 'create') clearDraft(store, null);
        const draft = readDraft(store, id);
        if (draft && sameFields(draft, plan.snapshot)) clearDraft(store, id);
      })
      .catch((err: unknown) => console.error('Saving the note on exit failed; the draft is kept on this device', err));
  }, [queryClient, store, syncDraft]);

  // Offer a draft left from an earlier visit, once the editor exists. A draft of a stored note is
  // checked against a fresh copy first: the save sent while the page unloaded may have landed
  // after the note was read, and then there is nothing to offer.
  const checkedDraft = useRef(false);
  useEffect(() => {
    if (!editor || checkedDraft.current) return;
    checkedDraft.current = true;
    if (initial) adoptEditorContent(fieldsOf(initial));
    const id = initial?.id ?? null;
    const draft = readDraft(store, id);
    const decision = decideDraft(draft, initial);
    if (decision === 'discard') clearDraft(store, id);
    if (decision !== 'offer' || !draft) return;
    offerRef.current = draft;
    editor.setEditable(false);
    if (!initial) {
      setOffer(draft);
      return;
    }
    void fetchNote(initial.id)
      .catch(() => initial)
      .then((fresh) => {
        if (offerRef.current !== draft || editor.isDestroyed) return;
        if (fresh.version > initial.version && targetRef.current.kind === 'edit' && sameFields(draftRef.current, savedRef.current ?? draftRef.current)) {
          loadNote(fresh);
          storeNoteInCache(queryClient, fresh);
        }
        if (decideDraft(draft, fresh) === 'discard') {
          offerRef.current = null;
          clearDraft(store, id);
          editor.setEditable(true);
        } else {
          setOffer(draft);
        }
      });
  }, [adoptEditorContent, editor, initial, loadNote, queryClient, store]);

  // Auto-save every 5 s when there is something new and no save is running or waiting to retry.
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (inFlight.current || retryTimer.current) return;
      void runSaveRef.current(false);
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  // Before the tab unloads: write the draft now and send the save with keepalive.
  useEffect(() => {
    const onUnload = () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
      if (inFlight.current && targetRef.current.kind === 'new') {
        syncDraft(); // a create is on its way; sending another would make a duplicate
        return;
      }
      flushKeepalive();
    };
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [flushKeepalive, syncDraft]);

  // Closing the editor (another note, another page): save what is left once any save in flight ends.
  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
      if (retryTimer.current) clearTimeout(retryTimer.current);
      if (inFlight.current) void inFlight.current.finally(flushKeepalive);
      else flushKeepalive();
    },
    [flushKeepalive],
  );

  const setField = useCallback(
    <K extends 'title' | 'subject' | 'folder'>(key: K, value: NoteFields[K]) => {
      draftRef.current = { ...draftRef.current, [key]: value };
      setFields((f) => ({ ...f, [key]: value }));
      if (statusRef.current.kind === 'error' || statusRef.current.kind === 'blocked') setStatus({ kind: 'idle' });
      scheduleDraftWrite();
    },
    [scheduleDraftWrite, setStatus],
  );

  const contentChanged = useCallback(
    (html: string) => {
      draftRef.current = { ...draftRef.current, content: html };
      if (statusRef.current.kind === 'error') setStatus({ kind: 'idle' });
      scheduleDraftWrite();
    },
    [scheduleDraftWrite, setStatus],
  );

  const resolve = useCallback(
    async (choice: ConflictChoice) => {
      const theirs = conflictRef.current;
      if (!theirs) return;
      const action = resolveConflict(choice, draftRef.current, theirs);
      setResolving(true);
      try {
        if (action.kind === 'load') {
          loadNote(action.note);
          storeNoteInCache(queryClient, action.note);
          setStatus({ kind: 'saved', at: Date.now() });
        } else if (action.kind === 'create-copy') {
          const copy = await createNote(action.body);
          storeNoteInCache(queryClient, copy);
          storeNoteInCache(queryClient, theirs);
          loadNote(theirs);
          toast({ title: 'Saved your version as a new note', description: `“${copy.title}” is open now; the original keeps the other changes.` });
          callbacks.current.onOpenNote(copy);
        } else {
          const sent = { ...draftRef.current };
          const note = await updateNote(action.id, action.body);
          onSuccess(note, { kind: 'update', id: action.id, body: action.body, snapshot: { ...sent, title: action.body.title } }, sent);
        }
        conflictRef.current = null;
        setConflict(null);
      } catch (err) {
        // Still unresolved: the dialog stays, with the words kept locally.
        const failure = classifySaveError(err);
        if (failure.kind === 'conflict') {
          conflictRef.current = failure.note;
          setConflict(failure.note);
        }
        toast({ title: 'Could not save', description: 'Check your connection and choose again.', variant: 'destructive' });
      } finally {
        setResolving(false);
      }
    },
    [loadNote, onSuccess, queryClient, setStatus],
  );

  const restoreDraft = useCallback(() => {
    const draft = offerRef.current;
    if (!draft || !editor) return;
    offerRef.current = null;
    setOffer(null);
    editor.setEditable(true);
    editor.commands.setContent(draft.content, { emitUpdate: false });
    const html = editor.getHTML();
    draftRef.current = { title: draft.title, content: html, subject: draft.subject, folder: draft.folder };
    setFields(draftRef.current);
    syncDraft();
    void runSaveRef.current(true);
  }, [editor, syncDraft]);

  const discardDraft = useCallback(() => {
    offerRef.current = null;
    setOffer(null);
    clearDraft(store, currentId());
    editor?.setEditable(true);
  }, [editor, store]);

  const markDeleted = useCallback(() => {
    deleted.current = true;
    if (retryTimer.current) clearTimeout(retryTimer.current);
    if (draftTimer.current) clearTimeout(draftTimer.current);
    clearDraft(store, currentId());
  }, [store]);

  return {
    fields,
    noteId,
    status,
    now,
    setField,
    contentChanged,
    save,
    conflict,
    resolve,
    resolving,
    offer,
    restoreDraft,
    discardDraft,
    markDeleted,
  };
}
