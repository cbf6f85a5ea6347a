import { Settings2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BREAK_MINUTES_MAX, BREAK_MINUTES_MIN, FOCUS_MINUTES_MAX, FOCUS_MINUTES_MIN } from '@common/schemas/timer';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { TimerSettings } from './timer-machine';

export const FOCUS_RANGE_MESSAGE = `Focus length must be between ${FOCUS_MINUTES_MIN} and ${FOCUS_MINUTES_MAX} minutes`;
export const BREAK_RANGE_MESSAGE = `Break length must be between ${BREAK_MINUTES_MIN} and ${BREAK_MINUTES_MAX} minutes`;

/** A whole number of minutes within range, or null. */
function minutesIn(value: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function MinutesField(props: { id: string; label: string; value: string; onChange: (v: string) => void; min: number; max: number; error: string | null }) {
  const { id, label, value, onChange, min, max, error } = props;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Focus and break lengths (1–180 and 1–60 minutes), saved in the browser. A change applies at once
 * to a phase that has not started and from the next phase otherwise — said in the dialog.
 */
export function TimerSettingsDialog({ settings, onSave }: { settings: TimerSettings; onSave: (s: TimerSettings) => void }) {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(String(settings.focusMinutes));
  const [brk, setBrk] = useState(String(settings.breakMinutes));
  const [errors, setErrors] = useState<{ focus: string | null; brk: string | null }>({ focus: null, brk: null });

  const openChange = (next: boolean) => {
    if (next) {
      setFocus(String(settings.focusMinutes));
      setBrk(String(settings.breakMinutes));
      setErrors({ focus: null, brk: null });
    }
    setOpen(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const focusMinutes = minutesIn(focus, FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX);
    const breakMinutes = minutesIn(brk, BREAK_MINUTES_MIN, BREAK_MINUTES_MAX);
    setErrors({ focus: focusMinutes === null ? FOCUS_RANGE_MESSAGE : null, brk: breakMinutes === null ? BREAK_RANGE_MESSAGE : null });
    if (focusMinutes === null || breakMinutes === null) return;
    onSave({ focusMinutes, breakMinutes });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label="Timer settings" title="Timer settings">
          <Settings2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Timer settings</DialogTitle>
          <DialogDescription>Changes apply to the next phase if one is running.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <MinutesField id="timer-focus-minutes" label="Focus (minutes)" value={focus} onChange={setFocus} min={FOCUS_MINUTES_MIN} max={FOCUS_MINUTES_MAX} error={errors.focus} />
            <MinutesField id="timer-break-minutes" label="Break (minutes)" value={brk} onChange={setBrk} min={BREAK_MINUTES_MIN} max={BREAK_MINUTES_MAX} error={errors.brk} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
