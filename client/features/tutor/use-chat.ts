import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageDto, ChatSessionSummary, Feedback } from '@common/schemas/chat';
import { toast } from '@client/components/ui/use-toast';
import { apiJson, errorMessage } from '@client/lib/api';
import { fetchPage } from '@client/lib/paged-list';
import { USER_QUERY_KEY } from '@client/lib/auth';
import {
  CHAT_APOLOGY,
  MESSAGES_PAGE_SIZE,
  REGENERATE_APOLOGY,
  prependEarlier,
  SESSIONS_QUERY_KEY,
  fromDto,
  insertAt,
  localKey,
  nextFeedback,
  planRegenerate,
  withFeedback,
  type ChatMessage,
} from './chat-model';
import { LOADING_HINTS, startHintRotation } from './loading-hints';
import { streamChat } from './stream-client';

/** Spec-1 §4 "Chat": idle, then sending, then streaming (partial text with a cursor), then complete. */
export type ChatStatus = 'idle' | 'sending' | 'streaming' | 'complete';

/** The reply being waited for: where it will land, what has arrived so far, the current hint. */
export interface PendingReply {
  index: number;
  mode: 'send' | 'regenerate';
  text: string;
  hint: string;
}

/** The key that the view scrolls to while a reply is pending. */
export const PENDING_SCROLL_KEY = 'pending';

/** Everything the tutor page reads from and does to the conversation. */
export interface Chat {
  messages: ChatMessage[];
  sessionId: string | null;
  status: ChatStatus;
  /** Sending or streaming: the input and the message actions are disabled. */
  busy: boolean;
  pending: PendingReply | null;
  /** The message (or PENDING_SCROLL_KEY) that the view should bring into sight; changes when it must move. */
  scrollKey: string | null;
  send(text: string): boolean;
  regenerate(key: string): void;
  setFeedback(key: string, pressed: 'good' | 'bad'): void;
  newChat(): void;
  /** Opens a stored conversation: its latest messages first (GET /api/chat/sessions/{id}/messages). */
  openSession(session: ChatSessionSummary): void;
  /** The open conversation has earlier messages on the server. */
  hasEarlier: boolean;
  /** A page (the opening one or an earlier one) is on its way. */
  loadingMessages: boolean;
  /** Fetches the page of messages before the first one shown, and puts it above them. */
  loadEarlier(): Promise<void>;
  /** Cancels the reply in progress; nothing is added. */
  stop(): void;
}

interface RunOptions {
  url: string;
  body: Record<string, unknown>;
  apology: string;
  index: number;
  mode: PendingReply['mode'];
  /** On a failed regenerate, the stored reply the apology stands in for. */
  replacesId?: string;
}

function messagesPath(sessionId: string): string {
  return `/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`;
}

/**
 * The tutor's conversation state machine (spec-1 §4 "Chat"). One request at a time: a new one
 * aborts the previous; a cancelled request adds nothing and is only logged; leaving the page
 * cancels the request and the hint timer. Replies land at the position they were asked for, so a
 * regenerated answer replaces the old one where it stood.
 */
export function useChat({ hintMode }: { hintMode: boolean }): Chat {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [pending, setPending] = useState<PendingReply | null>(null);
  const [scrollKey, setScrollKey] = useState<string | null>(null);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingMessages, setLoadingMessages] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const stopHintsRef = useRef<(() => void) | null>(null);
  // Which conversation's pages are wanted: an answer for another one (opened since) is dropped.
  const openToken = useRef(0);
  const busy = status === 'sending' || status === 'streaming';

  const stopHints = useCallback(() => {
    stopHintsRef.current?.();
    stopHintsRef.current = null;
  }, []);

  /** Drops the request in progress (if any) and its indicator, for New Chat and opening a session. */
  const cancelCurrent = useCallback(() => {
    if (abortRef.current) {
      abortRef.current.abort();
      abortRef.current = null;
    }
    stopHints();
    setPending(null);
  }, [stopHints]);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      abortRef.current = null;
      stopHintsRef.current?.();
      stopHintsRef.current = null;
    },
    [],
  );

  const run = useCallback(
    async ({ url, body, apology, index, mode, replacesId }: RunOptions) => {
      abortRef.current?.abort();
      stopHints();
      const controller = new AbortController();
      abortRef.current = controller;
      setPending({ index, mode, text: '', hint: LOADING_HINTS[0] });
      setStatus('sending');
      setScrollKey(PENDING_SCROLL_KEY);
      stopHintsRef.current = startHintRotation((hint) => setPending((p) => (p && p.hint !== hint ? { ...p, hint } : p)));

      let firstChunk = true;
      const outcome = await streamChat({
        url,
        body,
        apology,
        signal: controller.signal,
        onChunk: (content) => {
          if (abortRef.current !== controller) return;
          if (firstChunk) {
            firstChunk = false;
            stopHints();
            setStatus('streaming');
          }
          setPending((p) => (p ? { ...p, text: p.text + content } : p));
        },
      });

      if (outcome.kind === 'aborted' || controller.signal.aborted) {
        console.info('Chat request aborted; nothing was added');
        // Stopped by the student: back to idle. Superseded (new request, New Chat): the newer owner
        // of the state has already reset it.
        if (abortRef.current === controller) {
          abortRef.current = null;
          stopHints();
          setPending(null);
          setStatus('idle');
        }
        return;
      }
      if (abortRef.current !== controller) return;
      abortRef.current = null;
      stopHints();

      let reply: ChatMessage;
      if (outcome.kind === 'complete') {
        const id = outcome.messageId;
        reply = { key: id ?? localKey('reply'), id, role: 'assistant', content: outcome.fullResponse, feedback: null };
        setSessionId(outcome.sessionId);
        void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
        // A completed reply earns XP and may extend the streak shown in the navigation.
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      } else {
        reply = { key: localKey('apology'), role: 'assistant', content: outcome.message, feedback: null, failed: true, replacesId };
      }
      setMessages((prev) => insertAt(prev, index, reply));
      setPending(null);
      setStatus('complete');
      setScrollKey(reply.key);
    },
    [queryClient, stopHints],
  );

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      // Replies land at a position in the list, so nothing is sent while a page of it is loading.
      if (!message || busy || loadingMessages) return false;
      const question: ChatMessage = { key: localKey('question'), role: 'user', content: message, feedback: null };
      setMessages((prev) => [...prev, question]);
      void run({
        url: '/api/chat/message',
        body: sessionId ? { message, sessionId, hintMode } : { message, hintMode },
        apology: CHAT_APOLOGY,
        index: messages.length + 1,
        mode: 'send',
      });
      return true;
    },
    [busy, hintMode, loadingMessages, messages.length, run, sessionId],
  );

  const regenerate = useCallback(
    (key: string) => {
      if (busy || loadingMessages) return;
      const plan = planRegenerate(messages, messages.findIndex((m) => m.key === key));
      if (!plan) return;
      setMessages(plan.remaining);
      const { request } = plan;
      if (request.kind === 'regenerate' && sessionId) {
        void run({
          url: `/api/chat/sessions/${encodeURIComponent(sessionId)}/regenerate`,
          body: { messageId: request.messageId, hintMode },
          apology: REGENERATE_APOLOGY,
          index: plan.insertAt,
          mode: 'regenerate',
          replacesId: request.messageId,
        });
      } else if (request.kind === 'resend') {
        // The failed reply was never stored: ask the same question again.
        void run({
          url: '/api/chat/message',
          body: sessionId ? { message: request.message, sessionId, hintMode } : { message: request.message, hintMode },
          apology: REGENERATE_APOLOGY,
          index: plan.insertAt,
          mode: 'regenerate',
        });
      }
    },
    [busy, hintMode, loadingMessages, messages, run, sessionId],
  );

  const setFeedback = useCallback(
    (key: string, pressed: 'good' | 'bad') => {
      const target = messages.find((m) => m.key === key);
      if (!target?.id || busy) return;
      const messageId = target.id;
      const previous = target.feedback;
      const next = nextFeedback(previous, pressed);
      setMessages((prev) => withFeedback(prev, key, next));
      apiJson<{ id: string; feedback: Feedback }>('POST', `/api/chat/messages/${encodeURIComponent(messageId)}/feedback`, {
        feedback: next,
      })
        .catch((err: unknown) => {
          console.error('Saving feedback failed', err);
          setMessages((prev) => withFeedback(prev, key, previous));
          toast({
            title: 'Feedback not saved',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          });
        });
    },
    [busy, messages],
  );

  const newChat = useCallback(() => {
    openToken.current += 1;
    setOlderCursor(null);
    setLoadingMessages(false);
    cancelCurrent();
    setMessages([]);
    setSessionId(null);
    setStatus('idle');
    setScrollKey(null);
  }, [cancelCurrent]);

  const openSession = useCallback(
    (session: ChatSessionSummary) => {
      cancelCurrent();
      const token = ++openToken.current;
      setMessages([]);
      setSessionId(session.id);
      setStatus('idle');
      setScrollKey(null);
      setOlderCursor(null);
      setLoadingMessages(true);
      fetchPage<ChatMessageDto>(messagesPath(session.id), { limit: MESSAGES_PAGE_SIZE })
        .then((page) => {
          if (openToken.current !== token) return;
          const loaded = fromDto(page.items);
          setMessages(loaded);
          setOlderCursor(page.nextCursor);
          setScrollKey(loaded.length ? loaded[loaded.length - 1].key : null);
        })
        .catch((err: unknown) => {
          if (openToken.current !== token) return;
          console.error('Loading the conversation failed', err);
          setSessionId(null);
          toast({ title: 'Could not open the conversation', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
        })
        .finally(() => {
          if (openToken.current === token) setLoadingMessages(false);
        });
    },
    [cancelCurrent],
  );

  const loadEarlier = useCallback(async () => {
    if (!sessionId || !olderCursor || loadingMessages || busy) return;
    const token = openToken.current;
    setLoadingMessages(true);
    try {
      const page = await fetchPage<ChatMessageDto>(messagesPath(sessionId), { limit: MESSAGES_PAGE_SIZE }, olderCursor);
      if (openToken.current !== token) return;
      setMessages((prev) => prependEarlier(prev, fromDto(page.items)));
      setOlderCursor(page.nextCursor);
    } catch (err) {
      if (openToken.current !== token) return;
      console.error('Loading earlier messages failed', err);
      toast({ title: 'Could not load earlier messages', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      if (openToken.current === token) setLoadingMessages(false);
    }
  }, [busy, loadingMessages, olderCursor, sessionId]);

  const stop = useCallback(() => {
    abortRef.current?.abort();
  }, []);

  return {
    messages,
    sessionId,
    status,
    busy,
    pending,
    scrollKey,
    send,
    regenerate,
    setFeedback,
    newChat,
    openSession,
    hasEarlier: olderCursor !== null,
    loadingMessages,
    loadEarlier,
    stop,
  };
}
