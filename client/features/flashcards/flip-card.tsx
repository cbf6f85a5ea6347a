import { forwardRef, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import './flashcards.css';

/** Long sides get a smaller type so a paragraph still fits the 350 px card. */
function sizeFor(text: string): string {
  if (text.length <= 60) return 'text-xl sm:text-2xl font-semibold';
  if (text.length <= 220) return 'text-lg sm:text-xl font-medium';
  return 'text-base';
}

/** The line at the foot of a side: one wording for touch screens, one for keyboards. */
export interface CardHint {
  touch: string;
  keyboard: string;
}

interface FaceProps {
  side: 'front' | 'back';
  label: string;
  text: string;
  hint: CardHint;
  hidden: boolean;
}

function Face({ side, label, text, hint, hidden }: FaceProps) {
  return (
    <span
      aria-hidden={hidden || undefined}
      className={cn(
        'flashcard-face flex flex-col overflow-hidden rounded-2xl border shadow-md',
        side === 'front'
          ? 'flashcard-front border-border bg-card text-card-foreground'
          : 'flashcard-back border-primary/40 bg-secondary text-secondary-foreground',
      )}
    >
      <span className="flex items-center justify-between px-5 pt-4">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide',
            side === 'front' ? 'bg-muted text-muted-foreground' : 'bg-card text-foreground',
          )}
        >
          {label}
        </span>
      </span>
      <span className="flex min-h-0 flex-1 flex-col overflow-y-auto px-6 py-3">
        <span className={cn('my-auto whitespace-pre-line break-words text-center leading-snug', sizeFor(text))}>{text}</span>
      </span>
      <span className={cn('px-5 pb-3 text-center text-xs', side === 'front' ? 'text-muted-foreground' : 'text-secondary-foreground')}>
        <span className="sm:hidden">{hint.touch}</span>
        <span className="hidden sm:inline">{hint.keyboard}</span>
      </span>
    </span>
  );
}

interface FlipCardProps {
  front: string;
  back: string;
  flipped: boolean;
  onFlip: () => void;
  frontLabel?: string;
  backLabel?: string;
  backHint?: CardHint;
  /** Extra line under the card for screen readers (e.g. "Card 2 of 10"). */
  children?: ReactNode;
}

const FRONT_HINT: CardHint = { touch: 'Tap to see the answer', keyboard: 'Click or press Space to see the answer' };
const BACK_HINT: CardHint = { touch: 'Tap to see the question', keyboard: 'Click or press Space to see the question' };

/**
 * The study card (spec-2 §9: 600 × 350, full width on phones): one button that shows the question,
 * turns over to the answer with a 3D flip (a cross-fade when the student prefers reduced motion),
 * and announces the side now showing. Only the visible side is exposed to assistive technology.
 */
export const FlipCard = forwardRef<HTMLButtonElement, FlipCardProps>(function FlipCard(
  { front, back, flipped, onFlip, frontLabel = 'Question', backLabel = 'Answer', backHint = BACK_HINT, children },
  ref,
) {
  return (
    <div className="flashcard-scene mx-auto h-[350px] w-full max-w-[600px]">
      <button
        ref={ref}
        type="button"
        data-study-card=""
        onClick={onFlip}
        className="block h-full w-full rounded-2xl text-left focus-visible:outline-offset-4"
      >
        <span className="flashcard-inner block" data-flipped={flipped ? 'true' : 'false'}>
          <Face side="front" label={frontLabel} text={front} hint={FRONT_HINT} hidden={flipped} />
          <Face side="back" label={backLabel} text={back} hint={backHint} hidden={!flipped} />
        </span>
      </button>
      <span className="sr-only" aria-live="polite">
        {flipped ? `Answer: ${back}` : ''}
      </span>
      {children}
    </div>
  );
});
