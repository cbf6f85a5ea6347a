import { Lightbulb, Mic, MicOff, SendHorizontal, Square } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Kbd } from '@client/components/ui/kbd';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';
import { CHAT_INPUT_MAX } from './chat-model';
import { appendTranscript, useVoiceInput } from './voice-input';

/** Spec-1 §2: the input's placeholder, verbatim. */
export const CHAT_PLACEHOLDER = 'Ask me anything - math, science, history, essay help, study tips...';

/** Tallest the input grows (px) before it scrolls. */
const MAX_INPUT_HEIGHT = 200;

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** Sending, streaming or regenerating: everything here is disabled (spec-1 §4). */
  busy: boolean;
  hintMode: boolean;
  /** Bumped to move the focus here (New Chat, an example prompt). */
  focusRequest: number;
}

/**
 * The question box: Enter sends, Shift+Enter adds a line, a send button, a mic where the browser
 * can recognise speech (hidden where it cannot), and a Stop button while a reply runs. Sending is
 * blocked for empty or blank text.
 */
export function ChatInput({ value, onChange, onSend, onStop, busy, hintMode, focusRequest }: ChatInputProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const refocusRef = useRef(false);
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });

  const voice = useVoiceInput(
    (transcript) => onChange(appendTranscript(valueRef.current, transcript)),
    (message) => toast({ title: 'Voice input', description: message, variant: 'destructive' }),
  );

  // Grow with the text up to a limit.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT)}px`;
  }, [value]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const el = textareaRef.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [focusRequest]);

  // A sent question disables the box, which drops the focus; give it back when the reply is done,
  // unless the student has moved on to something else meanwhile.
  useEffect(() => {
    if (busy || !refocusRef.current) return;
    refocusRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) textareaRef.current?.focus();
  }, [busy]);

  const canSend = !busy && value.trim().length > 0;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (voice.listening) voice.stop();
    refocusRef.current = true;
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-border bg-card p-3 sm:p-4">
      <div
        className={cn(
          'flex items-end gap-2 rounded-xl border border-input bg-background p-2 transition-colors focus-within:border-ring',
          busy && 'opacity-80',
        )}
      >
        <label htmlFor="tutor-input" className="sr-only">
          Message Smart Tutor
        </label>
        <textarea
          id="tutor-input"
          ref={textareaRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CHAT_PLACEHOLDER}
          aria-describedby="tutor-input-help"
          disabled={busy}
          rows={1}
          maxLength={CHAT_INPUT_MAX}
          enterKeyHint="send"
          className="max-h-[200px] min-h-10 min-w-0 flex-1 resize-none bg-transparent px-2 py-2 text-base leading-6 sm:text-[15px] outline-none! placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        {voice.supported && (
          <Button
            type="button"
            variant={voice.listening ? 'destructive' : 'ghost'}
            size="icon"
            // While busy it is disabled; on a phone it also steps aside for the Stop button.
            className={cn('size-10 shrink-0', voice.listening && 'motion-safe:animate-pulse', busy && 'hidden sm:inline-flex')}
            aria-label={voice.listening ? 'Stop voice input' : 'Start voice input'}
            aria-pressed={voice.listening}
            disabled={busy}
            onClick={voice.listening ? voice.stop : voice.start}
          >
            {voice.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          </Button>
        )}
        {busy && (
          <Button type="button" variant="outline" size="icon" className="size-10 shrink-0" aria-label="Stop generating" onClick={onStop}>
            <Square className="fill-current" aria-hidden />
          </Button>
        )}
        <Button type="submit" size="icon" className="size-10 shrink-0" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div id="tutor-input-help" className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1 text-xs text-muted-foreground">
        <span className="hidden items-center gap-1 sm:inline-flex">
          <Kbd>Enter</Kbd> to send, <Kbd>Shift</Kbd>+<Kbd>Enter</Kbd> for a new line
        </span>
        {voice.listening && <span className="font-medium text-foreground">Listening… speak now</span>}
        {hintMode && (
          <span className="inline-flex items-center gap-1 font-medium text-foreground">
            <Lightbulb className="size-3.5" aria-hidden />
            Hint mode: you will get hints and guiding questions
          </span>
        )}
      </div>
    </form>
  );
}
