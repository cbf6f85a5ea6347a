import { Atom, FlaskConical, GraduationCap, Sigma, TrendingUp, type LucideIcon } from 'lucide-react';

/** Spec-1 §2: the four example prompts of the welcome screen; choosing one fills the input. */
export const EXAMPLE_PROMPTS: ReadonlyArray<{ subject: string; prompt: string; icon: LucideIcon }> = [
  { subject: 'Algebra', prompt: 'Explain the quadratic formula and solve x² - 5x + 6 = 0', icon: Sigma },
  { subject: 'Physics', prompt: 'What does E=mc² mean? Give an example', icon: Atom },
  { subject: 'Calculus', prompt: 'What is the derivative of 3x^4 - 2x^2 + 7x - 5?', icon: TrendingUp },
  { subject: 'Chemistry', prompt: 'Balance the equation Al + O2 -> Al2O3', icon: FlaskConical },
];

/**
 * What a new chat shows before the first question: who the tutor is and four example prompts that
 * fill the input (they do not send, so the student can edit them first).
 */
export function WelcomeScreen({ firstName, onPick }: { firstName: string; onPick: (prompt: string) => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-6 text-center sm:py-8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground" aria-hidden>
        <GraduationCap className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold sm:text-xl">Hi {firstName}, what would you like to learn today?</h3>
        <p className="text-sm text-muted-foreground">
          Ask about any subject and get step-by-step explanations at your level. Try one of these to start:
        </p>
      </div>
      <ul className="grid w-full gap-3 sm:grid-cols-2">
        {EXAMPLE_PROMPTS.map(({ subject, prompt, icon: Icon }) => (
          <li key={subject}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="flex h-full w-full items-start gap-3 rounded-xl border border-border bg-background p-3 text-left transition-colors hover:border-primary/50 hover:bg-accent"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground" aria-hidden>
                <Icon className="size-4" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-semibold">{subject}</span>
                <span className="text-sm text-muted-foreground">{prompt}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
