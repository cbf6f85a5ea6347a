import { Lightbulb } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useCallback, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';

const STORAGE_KEY = 'studypilot.tutor.hintMode';

/** What hint mode does, for the tooltip and screen readers. */
export const HINT_MODE_DESCRIPTION = 'Get hints and guiding questions instead of the full answer';

/** Hint mode (Socratic) on or off, remembered on this device so a student who prefers it keeps it. */
export function useHintMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'on';
    } catch {
      return false;
    }
  });
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  }, []);
  return [on, set];
}

/**
 * The header's hint-mode switch: with it on, the tutor guides with hints and questions instead of
 * handing over the final answer.
 */
export function HintModeToggle({ checked, onCheckedChange }: { checked: boolean; onCheckedChange: (on: boolean) => void }) {
  // The tooltip hangs on the switch and its label together (hover either; it also opens when the
  // switch gets keyboard focus). The switch's own description stays in the DOM for screen readers.
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <div className="flex items-center gap-2">
          <Switch.Root
            id="tutor-hint-mode"
            checked={checked}
            onCheckedChange={onCheckedChange}
            aria-describedby="tutor-hint-mode-description"
            className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground/60 transition-colors data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
          </Switch.Root>
          <label htmlFor="tutor-hint-mode" className="flex cursor-pointer items-center gap-1.5 text-sm font-medium">
            <Lightbulb className="size-4 text-muted-foreground" aria-hidden />
            Hint mode
          </label>
          <span id="tutor-hint-mode-description" className="sr-only">
            {HINT_MODE_DESCRIPTION}
          </span>
        </div>
      </TooltipTrigger>
      <TooltipContent className="max-w-60">{HINT_MODE_DESCRIPTION}</TooltipContent>
    </Tooltip>
  );
}

/** What the quick replies send: the tutor reads them as "the next rung" and "reveal the solution". */
export const HINT_QUICK_REPLIES = [
  { label: 'Next hint', message: 'Next hint, please' },
  { label: 'Show me the answer', message: 'Show me the answer' },
] as const;

/**
 * In hint mode, after a reply: one tap for the next hint or for the full solution (the only way to
 * see it), so a student on a phone need not type either. Attempts are still typed in the box.
 */
export function HintQuickReplies({ onSend }: { onSend: (message: string) => void }) {
  return (
    <div role="group" aria-label="Hint mode quick replies" className="flex flex-wrap gap-2 border-t border-border px-3 pt-3 sm:px-4">
      {HINT_QUICK_REPLIES.map((r) => (
        <Button key={r.label} type="button" variant="outline" size="sm" onClick={() => onSend(r.message)}>
          {r.label}
        </Button>
      ))}
    </div>
  );
}
