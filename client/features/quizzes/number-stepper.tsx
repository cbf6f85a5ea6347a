import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { snapToStep, stepBy, type StepRange } from './setup-options';

/**
 * A number field with − and + buttons that keeps to a step grid (question count, time limit). Typing
 * is free; the value snaps onto the grid when the field loses focus. Arrow keys step natively.
 */
export function NumberStepper({ id, label, value, onChange, range, unit, describedBy }: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  range: StepRange;
  unit?: string;
  describedBy?: string;
}) {
  // What is typed, while it is being typed; otherwise the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = snapToStep(Number.parseInt(draft, 10), range, value);
    setDraft(null);
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex items-center gap-2">
      <Button type="button" variant="outline" size="icon" aria-label={`Decrease ${label.toLowerCase()}`} onClick={() => onChange(stepBy(value, -1, range))} disabled={value <= range.min}>
        <Minus aria-hidden />
      </Button>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={range.step}
        value={draft ?? String(value)}
        aria-describedby={describedBy}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          // Native arrow-key steps land on the grid already: take them at once.
          if (e.target.value !== '' && Number.isInteger(n) && n >= range.min && n <= range.max && (n - range.min) % range.step === 0) onChange(n);
        }}
        onBlur={commit}
        className="w-20 text-center tabular-nums"
      />
      <Button type="button" variant="outline" size="icon" aria-label={`Increase ${label.toLowerCase()}`} onClick={() => onChange(stepBy(value, 1, range))} disabled={value >= range.max}>
        <Plus aria-hidden />
      </Button>
      {unit && <span className="text-sm text-muted-foreground">{unit}</span>}
    </div>
  );
}
