import { AlertCircle, Check, Copy, GraduationCap, RefreshCw, ThumbsDown, ThumbsUp } from 'lucide-react';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import type { ChatMessage } from './chat-model';
import { RichText } from './rich-text';

/** How long "Copied" stays on the message copy button. */
export const MESSAGE_COPY_CONFIRM_MS = 2000;

/** The tutor's round avatar beside its replies. */
export function TutorAvatar() {
  return (
    <span
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
      aria-hidden
    >
      <GraduationCap className="size-4" />
    </span>
  );
}

/** Row of small action buttons under a reply; shown on hover or focus on desktop, always on touch screens. */
export function ActionRow({ children, alwaysVisible }: { children: ReactNode; alwaysVisible: boolean }) {
  return (
    <div
      className={cn(
        'mt-1 flex flex-wrap items-center gap-0.5 transition-opacity',
        !alwaysVisible &&
          'md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100 md:pointer-coarse:opacity-100',
      )}
    >
      {children}
    </div>
  );
}

const actionClass = 'h-8 gap-1.5 px-2 text-xs text-muted-foreground hover:text-foreground';

interface MessageBubbleProps {
  message: ChatMessage;
  /** A request is running: the actions are disabled (spec-1 §4). */
  busy: boolean;
  /** The newest reply keeps its actions in view, so they are found without hovering. */
  latest: boolean;
  onRegenerate: (key: string) => void;
  onFeedback: (key: string, pressed: 'good' | 'bad') => void;
}

/**
 * One message: the student's on the right as plain text, the tutor's on the left as rich text
 * with Copy, Regenerate, Good and Bad (spec-1 §2). An apology after a failure offers Regenerate
 * only, since nothing was stored to copy or rate.
 */
export const MessageBubble = memo(function MessageBubble({ message, busy, latest, onRegenerate, onFeedback }: MessageBubbleProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (message.role === 'user') {
    return (
      <div className="flex justify-end" data-scroll-key={message.key}>
        <div className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-[15px] leading-relaxed text-primary-foreground [overflow-wrap:anywhere] sm:max-w-[75%]">
          <span className="sr-only">You: </span>
          {message.content}
        </div>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), MESSAGE_COPY_CONFIRM_MS);
    } catch (err) {
      console.error('Copying the reply failed', err);
    }
  };

  const rated = message.feedback !== null;
  return (
    <div className="group flex items-start gap-2.5 sm:gap-3" data-scroll-key={message.key}>
      <TutorAvatar />
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            'w-fit max-w-full rounded-2xl rounded-tl-md border px-4 py-3',
            message.failed ? 'border-destructive/50 bg-destructive/10' : 'border-border bg-background',
          )}
        >
          <span className="sr-only">Smart Tutor: </span>
          {message.failed ? (
            <p className="flex items-start gap-2 text-[15px] leading-relaxed">
              <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              <span>{message.content}</span>
            </p>
          ) : (
            <RichText content={message.content} />
          )}
        </div>
        <ActionRow alwaysVisible={latest || rated || message.failed === true}>
          {!message.failed && (
            <Button type="button" variant="ghost" size="sm" className={actionClass} onClick={copy}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" className={actionClass} disabled={busy} onClick={() => onRegenerate(message.key)}>
            <RefreshCw aria-hidden />
            Regenerate
          </Button>
          {message.id && !message.failed && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-pressed={message.feedback === 'good'}
                title="Good response"
                className={cn(actionClass, message.feedback === 'good' && 'bg-emerald-600/15 text-emerald-800 hover:text-emerald-900 dark:text-emerald-300 dark:hover:text-emerald-200')}
                disabled={busy}
                onClick={() => onFeedback(message.key, 'good')}
              >
                <ThumbsUp aria-hidden className={cn(message.feedback === 'good' && 'fill-current')} />
                <span className="sr-only sm:not-sr-only">Good</span>
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-pressed={message.feedback === 'bad'}
                title="Bad response"
                className={cn(actionClass, message.feedback === 'bad' && 'bg-destructive/15 text-destructive hover:text-destructive')}
                disabled={busy}
                onClick={() => onFeedback(message.key, 'bad')}
              >
                <ThumbsDown aria-hidden className={cn(message.feedback === 'bad' && 'fill-current')} />
                <span className="sr-only sm:not-sr-only">Bad</span>
              </Button>
            </>
          )}
        </ActionRow>
      </div>
    </div>
  );
});
