import { Brain, CalendarDays, Layers, ListChecks, NotebookPen, Plus, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/utils';
import { focusMain } from './focus-main';

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The five shortcuts of spec-1 §2 "Global overlays" (1). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Ask AI Tutor', to: '/ai-tutor', icon: Brain },
  { label: 'New Note', to: '/notes', icon: NotebookPen },
  { label: 'Quick Quiz', to: '/quiz-generator', icon: ListChecks },
  { label: 'Flashcards', to: '/flashcards', icon: Layers },
  { label: 'Study Plan', to: '/study-planner', icon: CalendarDays },
];

/**
 * Floating quick-action button, bottom right. A menu (arrow keys, Escape and outside click close
 * it); choosing an action navigates and closes the menu.
 */
export function QuickActions() {
  const [open, setOpen] = useState(false);
  const choseRef = useRef(false);
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);
  return (
    <aside ref={setLandmark} aria-label="Quick actions" className="fixed bottom-4 right-4 z-40 md:bottom-6 md:right-6">
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger
          aria-label="Quick actions"
          className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Plus className={cn('size-6 transition-transform duration-200', open && 'rotate-45')} aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          container={landmark}
          side="top"
          align="end"
          className="w-56"
          onCloseAutoFocus={(event) => {
            if (!choseRef.current) return;
            choseRef.current = false;
            event.preventDefault();
            focusMain();
          }}
        >
          {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild onSelect={() => (choseRef.current = true)}>
              <Link to={to}>
                <span className="flex size-8 items-center justify-center rounded-md bg-secondary text-secondary-foreground" aria-hidden>
                  <Icon />
                </span>
                <span className="font-medium">{label}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </aside>
  );
}
