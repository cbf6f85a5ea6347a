import { Loader2 } from 'lucide-react';
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
}

/**
 * The scrolling conversation: a `role="log"` that announces each finished message, with the reply
 * in progress at the position it will take. It scrolls smoothly to the newest message when the
 * messages change, and follows a streaming reply only while the student has not scrolled away.
 */
export function MessageList({ messages, pending, busy, scrollKey, onRegenerate, onFeedback, empty }: MessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);

  const target = useCallback(
    (key: string) => scrollerRef.current?.querySelector<HTMLElement>(`[data-scroll-key="${CSS.escape(key)}"]`) ?? null,
    [],
  );

  // A new message or a new pending reply: bring it into view.
  useEffect(() => {
    if (!scrollKey) return;
    followRef.current = true;
    target(scrollKey)?.scrollIntoView({ behavior: scrollBehavior(), block: 'end' });
  }, [scrollKey, messages.length, target]);

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
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      {showEmpty && empty}
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
