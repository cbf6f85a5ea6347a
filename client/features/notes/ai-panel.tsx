import { htmlToText } from '@common/note-text';
import { BookOpen, CheckCircle2, HelpCircle, ListChecks, Loader2, Send, Sparkles, SpellCheck, Wand2, X, FileText, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { QUICK_ACTIONS, type QuickAction } from './ai-actions';
import type { NoteAssistant } from './use-note-assistant';

const ICONS: Record<QuickAction['action'], LucideIcon> = {
  summarize: FileText,
  organize: ListChecks,
  'key-points': Sparkles,
  questions: HelpCircle,
  'fix-grammar': SpellCheck,
  definitions: BookOpen,
};

/** The first words of a suggestion, as plain text (the panel never renders model HTML). */
function preview(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ');
  return text.length > 280 ? `${text.slice(0, 280)}…` : text;
}

function ResultDetails({ remark, changes }: { remark?: string; changes?: string[] }) {
  return (
    <>
      {remark && <p className="text-sm">{remark}</p>}
      {changes && changes.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Changes</p>
          <ul className="flex max-h-40 list-disc flex-col gap-0.5 overflow-y-auto pl-5 text-sm">
            {changes.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function StatusBlock({ assistant }: { assistant: NoteAssistant }) {
  const { state } = assistant;
  if (state.phase === 'idle') return null;
  if (state.phase === 'working') {
    return (
      <div role="status" className="flex items-center gap-2 rounded-lg border border-border bg-muted p-3 text-sm">
        <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden />
        AI is working on your note ({state.label})...
      </div>
    );
  }
  if (state.phase === 'error') {
    return (
      <Alert variant="destructive">
        <p className="font-semibold">Error</p>
        <p>{state.message}</p>
      </Alert>
    );
  }
  if (state.phase === 'applied') {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-lg border border-emerald-600/50 bg-emerald-600/10 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          {state.label}: applied to your note
        </p>
        <ResultDetails remark={state.result.remark} changes={state.result.changes} />
        <p className="text-xs text-muted-foreground">Press Ctrl+Z in the note to undo.</p>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-secondary p-3 text-sm text-secondary-foreground">
      <p className="flex items-center gap-2 font-semibold">
        <Wand2 className="size-4 shrink-0" aria-hidden />
        AI Suggestion
      </p>
      <ResultDetails remark={state.result.remark} changes={state.result.changes} />
      <p className="rounded-md border border-border bg-background p-2 text-foreground">{preview(state.result.response)}</p>
      {state.phase === 'declined' && (
        <Button type="button" size="sm" className="self-start" onClick={assistant.apply}>
          Apply to note
        </Button>
      )}
    </div>
  );
}

/**
 * The AI Note Assistant side panel (spec-2 §2): six quick actions, a custom request (blank is
 * blocked) and the status blocks. Docked beside the note when there is room, a sheet otherwise.
 */
export function AiPanel({ assistant, onClose, disabled }: { assistant: NoteAssistant; onClose: () => void; disabled?: boolean }) {
  const [request, setRequest] = useState('');
  const busy = assistant.state.phase === 'working';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request.trim() || busy) return;
    assistant.run('custom', request, 'Custom request');
    setRequest('');
  };

  return (
    <aside
      aria-labelledby="note-ai-heading"
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-border bg-card text-card-foreground shadow-2xl',
        '@3xl:sticky @3xl:top-4 @3xl:max-h-[calc(100dvh-6rem)] @3xl:z-auto @3xl:w-80 @3xl:max-w-none @3xl:shrink-0 @3xl:self-start @3xl:rounded-xl @3xl:border @3xl:shadow-sm',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="note-ai-heading" className="flex items-center gap-2 text-base font-semibold">
          <Sparkles className="size-4 text-primary" aria-hidden />
          AI Note Assistant
        </h2>
        <Button type="button" variant="ghost" size="icon" className="size-9" aria-label="Close AI Note Assistant" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
        <section aria-labelledby="note-ai-quick" className="flex flex-col gap-2">
          <h3 id="note-ai-quick" className="text-sm font-medium text-muted-foreground">
            Quick actions
          </h3>
          <div className="grid grid-cols-2 gap-2">
            {QUICK_ACTIONS.map((q) => {
              const Icon = ICONS[q.action];
              return (
                <Button
                  key={q.action}
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-auto justify-start whitespace-normal py-2 text-left"
                  disabled={busy || disabled}
                  onClick={() => assistant.run(q.action, q.message, q.label)}
                >
                  <Icon aria-hidden className="text-primary" />
                  {q.label}
                </Button>
              );
            })}
          </div>
        </section>
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor="note-ai-request" className="text-sm font-medium text-muted-foreground">
            Custom request
          </label>
          <div className="flex gap-2">
            <Input
              id="note-ai-request"
              value={request}
              onChange={(e) => setRequest(e.target.value)}
              placeholder="Ask AI to help with your note..."
              maxLength={4000}
              disabled={disabled}
            />
            <Button type="submit" size="icon" aria-label="Send request" disabled={!request.trim() || busy || disabled}>
              <Send aria-hidden />
            </Button>
          </div>
        </form>
        <StatusBlock assistant={assistant} />
      </div>
    </aside>
  );
}
