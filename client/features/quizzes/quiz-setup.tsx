import { DIFFICULTIES } from '@common/schemas/flashcards';
import { QUESTION_TYPES, QUIZ_SUBJECTS, QUIZ_TOPIC_MAX, type QuestionType } from '@common/schemas/quizzes';
import { ArrowLeft, FileText, Loader2, Sparkles, X } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';
import { MaterialUpload } from './material-upload';
import { NotePickerDialog } from './note-picker-dialog';
import { NumberStepper } from './number-stepper';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from './quiz-labels';
import { QUESTION_COUNT_RANGE, TIME_LIMIT_RANGE, canGenerate, type SetupOptions } from './setup-options';
import { ViewHeading } from './view-heading';

function Field({ label, htmlFor, hint, hintId, children }: { label: string; htmlFor: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function ModeSwitch({ id, label, description, checked, onChange }: { id: string; label: string; description: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} className="mt-0.5" />
    </div>
  );
}

/**
 * Setup (spec-2 §2): the topic or study material (typed, from a note or from a file), subject,
 * question type, count, difficulty, Learn Mode and Timed Mode with its limit, and Generate Quiz.
 */
export function QuizSetup({ options, onChange, onGenerate, generating, onBack }: {
  options: SetupOptions;
  onChange: (patch: Partial<SetupOptions>) => void;
  onGenerate: () => void;
  generating: boolean;
  onBack: () => void;
}) {
  const [pickingNote, setPickingNote] = useState(false);
  const ready = canGenerate(options, generating);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (generating) return;
    if (!options.topic.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in the topic or study material.', variant: 'destructive' });
      return;
    }
    onGenerate();
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Button type="button" variant="ghost" size="sm" className="-ml-3 self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to Quizzes
        </Button>
        <div>
          <ViewHeading>Create New Quiz</ViewHeading>
          <p className="mt-1 text-muted-foreground">Describe a topic or paste what you are studying, then choose how you want to be quizzed.</p>
        </div>
      </header>

      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <Field
            label="Topic or Study Material"
            htmlFor="quiz-topic"
            hintId="quiz-topic-hint"
            hint={`A topic like "photosynthesis", or a passage from your textbook or notes (up to ${QUIZ_TOPIC_MAX.toLocaleString('en')} characters). Ctrl+Enter generates.`}
          >
            <Textarea
              id="quiz-topic"
              value={options.topic}
              onChange={(e) => onChange({ topic: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
              }}
              maxLength={QUIZ_TOPIC_MAX}
              rows={7}
              aria-describedby="quiz-topic-hint"
              placeholder="Enter a topic (e.g. 'The water cycle') or paste your study material here..."
              className="min-h-40 resize-y"
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setPickingNote(true)}>
              <FileText aria-hidden />
              Use one of my notes
            </Button>
            <MaterialUpload
              disabled={generating}
              onText={(text) => onChange({ topic: options.topic.trim() ? `${options.topic.trim()}\n\n${text}` : text })}
            />
          </div>
          {options.note && (
            <div className="flex items-center gap-2 self-start rounded-full border border-border bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground">
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 truncate">
                From note: <span className="font-medium">{options.note.title}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange({ note: null })}
                aria-label={`Stop using the note ${options.note.title}`}
                className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-background/60"
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
          )}
        </Card>

        <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
          <Field label="Subject (optional)" htmlFor="quiz-subject">
            <NativeSelect id="quiz-subject" value={options.subject} onChange={(e) => onChange({ subject: e.target.value })}>
              <option value="">General</option>
              {QUIZ_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Question Type" htmlFor="quiz-type">
            <NativeSelect id="quiz-type" value={options.questionType} onChange={(e) => onChange({ questionType: e.target.value as QuestionType })}>
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Number of Questions" htmlFor="quiz-count">
            <NumberStepper
              id="quiz-count"
              label="Number of questions"
              value={options.questionCount}
              onChange={(questionCount) => onChange({ questionCount })}
              range={QUESTION_COUNT_RANGE}
            />
          </Field>
          <div className="flex flex-col gap-2">
            <span id="quiz-difficulty-label" className="text-sm font-medium leading-none">
              Difficulty
            </span>
            <RadioGroupPrimitive.Root
              aria-labelledby="quiz-difficulty-label"
              value={options.difficulty}
              onValueChange={(v) => onChange({ difficulty: v as SetupOptions['difficulty'] })}
              orientation="horizontal"
              className="grid h-10 grid-cols-3 rounded-md border border-input p-1"
            >
              {DIFFICULTIES.map((d) => (
                <RadioGroupPrimitive.Item
                  key={d}
                  value={d}
                  className="rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                >
                  {DIFFICULTY_LABELS[d]}
                </RadioGroupPrimitive.Item>
              ))}
            </RadioGroupPrimitive.Root>
          </div>
        </Card>

        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <ModeSwitch
            id="quiz-learn-mode"
            label="Learn Mode"
            description="Hints, and instant feedback with an explanation after each answer. Your score is saved."
            checked={options.learnMode}
            onChange={(learnMode) => onChange({ learnMode })}
          />
          <div className="h-px bg-border" />
          <ModeSwitch
            id="quiz-practice-mode"
            label="Practice Mode"
            description="Just for practice: hints and feedback as you go, and your results are not saved or counted in your stats."
            checked={options.practiceMode}
            onChange={(practiceMode) => onChange({ practiceMode })}
          />
          <div className="h-px bg-border" />
          <ModeSwitch
            id="quiz-timed-mode"
            label="Timed Mode"
            description="Race the clock: the quiz is submitted when the time runs out."
            checked={options.timedMode}
            onChange={(timedMode) => onChange({ timedMode })}
          />
          {options.timedMode && (
            <Field label="Time Limit" htmlFor="quiz-time-limit">
              <NumberStepper
                id="quiz-time-limit"
                label="Time limit"
                value={options.timeLimit}
                onChange={(timeLimit) => onChange({ timeLimit })}
                range={TIME_LIMIT_RANGE}
                unit="minutes"
              />
            </Field>
          )}
        </Card>

        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button type="submit" size="lg" disabled={!ready} className={cn('sm:min-w-56')}>
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {generating ? 'Generating Quiz...' : 'Generate Quiz'}
          </Button>
          <p className="text-center text-xs text-muted-foreground sm:text-right" aria-live="polite">
            {generating ? 'Writing your questions — this can take a few seconds.' : ''}
          </p>
        </div>
      </form>

      <NotePickerDialog
        open={pickingNote}
        onOpenChange={setPickingNote}
        onPick={(note) => {
          onChange(options.topic.trim() ? { note } : { note, topic: note.title });
          setPickingNote(false);
        }}
      />
    </div>
  );
}
