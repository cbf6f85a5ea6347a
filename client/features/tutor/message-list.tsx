import { ChevronUp, Loader2 } from 'lucide-react';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { Button } from '@client/components/ui/button';
import type { ChatMessage } from './chat-model';
import { RichText } from './rich-text';
import { ActionRow, MessageBubble, TutorAvatar } from './message-bubble';
import { PENDING_SCROLL_KEY, type PendingReply } from './use-chat';

/** Smooth scrolling, unless the student asked the system for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** How close to the bottom (px) still counts as "following" a streaming reply. */
const FOLLOW_THRESHOLD = 80;

/**
 * "Preparing response..." with the rotating hint (spec-1 §4). Screen readers hear "Preparing
 * response..." once when it appears, not every hint.
 */
function PreparingIndicator({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">Smart Tutor</span>
      <span className="flex items-center gap-2 text-[15px]">
        <Loader2 className="size-4 animate-spin text-primary" aria-hidden />
        Preparing response...
      </span>
      <span className="text-sm text-muted-foreground" aria-hidden>
        {hint}
      </span>
    </div>
  );
}

function PendingBubble({ pending }: { pending: PendingReply }) {
  const streaming = pending.text.length > 0;
  return (
    <div className="group flex items-start gap-2.5 sm:gap-3" data-scroll-key={PENDING_SCROLL_KEY}>
      <TutorAvatar />
      <div className="min-w-0 flex-1">
        <div className="w-fit max-w-full rounded-2xl rounded-tl-md border border-border bg-background px-4 py-3">
          {streaming ? (
            // The text is still arriving: hidden from the live log so it is read once, complete.
            <div aria-hidden>
              <RichText content={pending.text} streaming />
            </div>
          ) : (
            <PreparingIndicator hint={pending.hint} />
          )}
          {streaming && <span className="sr-only">Smart Tutor is answering…</span>}
        </div>
        {pending.mode === 'regenerate' && (
          <ActionRow alwaysVisible>
            <Button type="button" variant="ghost" size="sm" className="h-8 gap-1.5 px-2 text-xs text-muted-foreground" disabled>
              <Loader2 className="animate-spin" aria-hidden />
              Regenerating...
            </Button>
          </ActionRow>
        )}
      </div>
    </div>
  );
}

interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingReply | null;
  busy: boolean;
  scrollKey: string | null;
  onRegenerate: (key: string) => void;
  onFeedback: (key: string, pressed: 'good' | 'bad') => void;
  /** Shown instead of the log when there are no messages (the welcome screen). */
  empty: ReactNode;
  /** The conversation has earlier messages on the server ("Load earlier messages"). */
  hasEarlier?: boolean;
  /** A page of the conversation is loading. */
  loadingMessages?: boolean;
  onLoadEarlier?: () => Promise<void>;
}

/**
 * The scrolling conversation: a `role="log"` that announces each finished message, with the reply
 * in progress at the position it will take. It scrolls smoothly to the newest message when the
 * messages change, and follows a streaming reply only while the student has not scrolled away.
 */
export function MessageList({
  messages, pending, busy, scrollKey, onRegenerate, onFeedback, empty, hasEarlier = false, loadingMessages = false, onLoadEarlier,
}: MessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  // The message that was first on screen when earlier ones were asked for, and where it stood.
  const anchorRef = useRef<{ key: string; top: number } | null>(null);

  const target = useCallback(
    (key: string) => scrollerRef.current?.querySelector<HTMLElement>(`[data-scroll-key="${CSS.escape(key)}"]`) ?? null,
    [],
  );

  // A new message or a new pending reply: bring it into view. Earlier messages put above do not
  // count (the last message is the same), so loading them never jumps to the bottom.
  const lastKey = messages.length ? messages[messages.length - 1].key : null;
  useEffect(() => {
    if (!scrollKey) return;
    followRef.current = true;
    target(scrollKey)?.scrollIntoView({ behavior: scrollBehavior(), block: 'end' });
  }, [scrollKey, lastKey, target]);

  // Earlier messages arrived above: keep the message that was on screen exactly where it was.
  const firstKey = messages.length ? messages[0].key : null;
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const el = scrollerRef.current;
    if (!anchor || !el || anchor.key === firstKey) return;
    anchorRef.current = null;
    const node = target(anchor.key);
    if (node) el.scrollTop += node.getBoundingClientRect().top - anchor.top;
  }, [firstKey, target]);

  const loadEarlier = () => {
    if (!onLoadEarlier || !firstKey) return;
    const node = target(firstKey);
    anchorRef.current = node ? { key: firstKey, top: node.getBoundingClientRect().top } : null;
    followRef.current = false;
    // A failed load leaves the anchor unused; the next change of the first message (another
    // conversation) finds no such message on screen and drops it.
    void onLoadEarlier();
  };

  // The streaming reply grows: keep its end in view if the student is following it.
  useLayoutEffect(() => {
    if (!pending?.text || !followRef.current) return;
    target(PENDING_SCROLL_KEY)?.scrollIntoView({ behavior: 'auto', block: 'end' });
  }, [pending?.text, target]);

  // Only the student's own scrolling stops the following (our smooth scrolls pass through the
  // middle too); coming back to the bottom resumes it.
  const onScroll = () => {
    const el = scrollerRef.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD) followRef.current = true;
  };
  const stopFollowing = () => {
    followRef.current = false;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY < 0) stopFollowing();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (['ArrowUp', 'PageUp', 'Home'].includes(event.key)) stopFollowing();
  };

  const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
  const showEmpty = messages.length === 0 && !pending;
  return (
    <div
      ref={scrollerRef}
      onScroll={onScroll}
      onWheel={onWheel}
      onTouchMove={stopFollowing}
      onKeyDown={onKeyDown}
      // relative: the sr-only labels inside must not escape to the page and make it scroll.
      // No browser scroll anchoring: loading earlier messages keeps the place itself (above).
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none]"
    >
      {showEmpty && !loadingMessages && empty}
      {loadingMessages && messages.length === 0 && (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading conversation...
        </p>
      )}
      {hasEarlier && messages.length > 0 && (
        <div className="flex justify-center pt-4">
          <Button type="button" variant="outline" size="sm" onClick={loadEarlier} disabled={loadingMessages || busy}>
            {loadingMessages ? <Loader2 className="animate-spin" aria-hidden /> : <ChevronUp aria-hidden />}
            {loadingMessages ? 'Loading earlier messages...' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Conversation with Smart Tutor"
        className={showEmpty ? 'sr-only' : 'flex flex-col gap-5 px-3 py-5 sm:px-5'}
      >
        {messages.map((message, index) => (
          <Fragment key={message.key}>
            {pending && pending.index === index && <PendingBubble pending={pending} />}
            <MessageBubble
              message={message}
              busy={busy}
              latest={index === lastAssistant}
              onRegenerate={onRegenerate}
              onFeedback={onFeedback}
            />
          </Fragment>
        ))}
        {pending && pending.index >= messages.length && <PendingBubble pending={pending} />}
      </div>
    </div>
  );
}
