import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FileText } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import { parseDeckText, type ImportFormat } from '@common/deck-import';
import { DECK_NAME_MAX, type Difficulty } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { Progress } from '@client/components/ui/progress';
import { isAbortError } from '@client/lib/upload-file';
import { importDeck, invalidateFlashcards, type ImportProgress } from './flashcards-api';
import { FormField, fieldAria } from './form-field';
import { separatorValue, type SeparatorChoice } from './import-options';
import { DifficultyOptions, SubjectOptions } from './select-options';
import { errorMessage } from '@client/lib/api';

const FORMAT_NAMES: Record<ImportFormat, string> = { quizlet: 'Quizlet', anki: 'Anki plain text', csv: 'CSV' };
const PREVIEW_ROWS = 100;
const ERRORS_SHOWN = 20;
/** Text files only here: the deck formats are text; PDFs and DOCX belong to the generator. An Anki-sized deck (50,000 cards) fits. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** What the progress bar says: the upload, then the cards saved so far. */
function progressText(p: ImportProgress): string {
  return p.phase === 'uploading' ? `Uploading… ${p.percent}%` : `Saving ${p.done.toLocaleString()} of ${p.total.toLocaleString()} cards…`;
}

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [format, setFormat] = useState<ImportFormat | 'auto'>('auto');
  const [termSep, setTermSep] = useState<SeparatorChoice>('tab');
  const [termCustom, setTermCustom] = useState('');
  const [rowSep, setRowSep] = useState<SeparatorChoice>('newline');
  const [rowCustom, setRowCustom] = useState('');
  const [deckName, setDeckName] = useState('');
  const [deckTouched, setDeckTouched] = useState(false);
  const [fileDeck, setFileDeck] = useState('');
  const [subject, setSubject] = useState('other');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [fileError, setFileError] = useState<string>();
  const [deckError, setDeckError] = useState<string>();

  const deferredText = useDeferredValue(text);
  const result = useMemo(
    () =>
      deferredText.trim()
        ? parseDeckText(deferredText, {
            format,
            termSeparator: separatorValue(termSep, termCustom, 'term'),
            rowSeparator: separatorValue(rowSep, rowCustom, 'row'),
          })
        : null,
    [deferredText, format, termSep, termCustom, rowSep, rowCustom],
  );
  // A deck named by the file (Anki's #deck header), else the file's name, fills the name until the student types one.
  const effectiveDeck = deckTouched ? deckName : result?.deckName || fileDeck;
  const cards = result?.cards ?? [];
  const errors = result?.errors ?? [];

  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const save = useMutation({
    mutationFn: () => {
      cancelRef.current = new AbortController();
      setProgress({ phase: 'uploading', percent: 0, done: 0, total: cards.length });
      return importDeck(
        { deckName: effectiveDeck.trim(), subject, difficulty, cards: cards.map(({ front, back }) => ({ front, back })) },
        { onProgress: setProgress, signal: cancelRef.current.signal },
      );
    },
    retry: false,
    onSuccess: (result) => {
      void invalidateFlashcards(queryClient);
      toast({ title: 'Deck Imported', description: `Imported ${result.imported.toLocaleString()} ${result.imported === 1 ? 'card' : 'cards'} into "${result.deckName}".` });
      onDone();
    },
    onError: (err) => {
      setProgress(null);
      if (isAbortError(err)) toast({ title: 'Import Cancelled', description: 'No cards were added.' });
      else toast({ title: 'Import Failed', description: errorMessage(err, 'The deck could not be imported. Please try again.'), variant: 'destructive' });
    },
  });

  const readFile = async (file: File) => {
    setFileError(undefined);
    if (file.size > MAX_FILE_BYTES) return setFileError('This file is larger than 20 MB. Split it into smaller decks.');
    try {
      setText(await file.text());
      setFileDeck(file.name.replace(/\.(txt|csv|tsv)$/i, '').slice(0, DECK_NAME_MAX));
    } catch {
      setFileError('The file could not be read.');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!effectiveDeck.trim()) return setDeckError('Deck name is required');
    if (cards.length) save.mutate();
  };

  const showSeparators = format === 'quizlet';

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="import-text" className="text-sm font-medium leading-none">
            Paste your cards
          </label>
          <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
            <FileText aria-hidden />
            Choose a file
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".txt,.csv,.tsv,text/plain,text/csv,text/tab-separated-values"
            className="sr-only"
            tabIndex={-1}
            aria-label="Deck file (.txt, .csv or .tsv)"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void readFile(file);
            }}
          />
        </div>
        <Textarea
          id="import-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          spellCheck={false}
          className="font-mono text-sm md:text-xs"
          placeholder={'photosynthesis\thow plants make food from light\nmitosis\tcell division into two identical cells'}
          aria-describedby="import-text-hint"
        />
        <p id="import-text-hint" className="text-xs text-muted-foreground">
          From Quizlet: Export, then copy the text. From Anki: File → Export → Notes in Plain Text. Or a .txt, .csv or .tsv file.
        </p>
        {fileError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="import-format" label="Format">
          <NativeSelect id="import-format" value={format} onChange={(e) => setFormat(e.target.value as ImportFormat | 'auto')}>
            <option value="auto">Auto-detect</option>
            <option value="quizlet">Quizlet</option>
            <option value="anki">Anki plain text</option>
            <option value="csv">CSV</option>
          </NativeSelect>
        </FormField>
        {showSeparators && (
          <>
            <FormField id="import-term-sep" label="Between term and definition">
              <NativeSelect id="import-term-sep" value={termSep} onChange={(e) => setTermSep(e.target.value as SeparatorChoice)}>
                <option value="tab">Tab</option>
                <option value="comma">Comma</option>
                <option value="custom">Custom</option>
              </NativeSelect>
              {termSep === 'custom' && (
                <Input aria-label="Custom separator between term and definition" value={termCustom} onChange={(e) => setTermCustom(e.target.value)} placeholder="e.g. -" />
              )}
            </FormField>
            <FormField id="import-row-sep" label="Between cards">
              <NativeSelect id="import-row-sep" value={rowSep} onChange={(e) => setRowSep(e.target.value as SeparatorChoice)}>
                <option value="newline">New line</option>
                <option value="semicolon">Semicolon</option>
                <option value="custom">Custom</option>
              </NativeSelect>
              {rowSep === 'custom' && (
                <Input aria-label="Custom separator between cards" value={rowCustom} onChange={(e) => setRowCustom(e.target.value)} placeholder="e.g. ##" />
              )}
            </FormField>
          </>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="import-deck" label="Deck name" error={deckError}>
          <Input
            id="import-deck"
            value={effectiveDeck}
            maxLength={DECK_NAME_MAX}
            onChange={(e) => {
              setDeckName(e.target.value);
              setDeckTouched(true);
              setDeckError(undefined);
            }}
            autoComplete="off"
            {...fieldAria('import-deck', deckError)}
          />
        </FormField>
        <FormField id="import-subject" label="Subject">
          <NativeSelect id="import-subject" value={subject} onChange={(e) => setSubject(e.target.value)}>
            <SubjectOptions />
          </NativeSelect>
        </FormField>
        <FormField id="import-difficulty" label="Difficulty">
          <NativeSelect id="import-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
            <DifficultyOptions />
          </NativeSelect>
        </FormField>
      </div>

      <section aria-labelledby="import-preview-heading" className="flex min-w-0 flex-col gap-2">
        <h3 id="import-preview-heading" className="text-sm font-semibold">
          Preview
          {result && (
            <span className="font-normal text-muted-foreground">
              {' '}
              · {cards.length} {cards.length === 1 ? 'card' : 'cards'} · {FORMAT_NAMES[result.format]}
              {format === 'auto' ? ' (detected)' : ''}
            </span>
          )}
        </h3>
        {!result ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            Paste or choose a file to see the cards here before importing.
          </p>
        ) : cards.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            No cards found. Check the format and separators.
          </p>
        ) : (
          <div className="max-h-64 overflow-y-auto rounded-lg border border-border" tabIndex={0} aria-label="Cards to import">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="w-12 px-2 py-2 font-semibold">
                    Line
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Term
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Definition
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.slice(0, PREVIEW_ROWS).map((c) => (
                  <tr key={c.line} className="border-t border-border align-top">
                    <td className="px-2 py-1.5 tabular-nums text-muted-foreground">{c.line}</td>
                    <td className="whitespace-pre-line break-words px-2 py-1.5">{c.front}</td>
                    <td className="whitespace-pre-line break-words px-2 py-1.5">{c.back}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {cards.length > PREVIEW_ROWS && (
              <p className="border-t border-border px-2 py-2 text-xs text-muted-foreground">…and {cards.length - PREVIEW_ROWS} more</p>
            )}
          </div>
        )}
        {errors.length > 0 && (
          <div className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-300/30 dark:bg-amber-300/10 dark:text-amber-100">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="size-4 shrink-0" aria-hidden />
              {errors.length} {errors.length === 1 ? 'line was' : 'lines were'} skipped
            </p>
            <ul className="mt-1 list-disc pl-6">
              {errors.slice(0, ERRORS_SHOWN).map((e, i) => (
                <li key={`${e.line}-${i}`} className="break-words">
                  {e.message}
                </li>
              ))}
            </ul>
            {errors.length > ERRORS_SHOWN && <p className="mt-1 text-xs">…and {errors.length - ERRORS_SHOWN} more</p>}
          </div>
        )}
      </section>

      {save.isPending && progress && (
        <div role="status" className="flex flex-col gap-1.5">
          <Progress value={progress.phase === 'uploading' ? Math.min(progress.percent, 99) / 10 : 10 + progress.percent * 0.9} aria-label="Import progress" />
          <p className="text-sm text-muted-foreground tabular-nums">{progressText(progress)}</p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {save.isPending ? (
          <Button type="button" variant="outline" onClick={() => cancelRef.current?.abort()}>
            Cancel import
          </Button>
        ) : (
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
        )}
        <Button type="submit" disabled={save.isPending || cards.length === 0}>
          {save.isPending ? 'Importing...' : cards.length ? `Import ${cards.length} ${cards.length === 1 ? 'card' : 'cards'}` : 'Import'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Import a deck (issue 5 §5): paste or choose a .txt/.csv/.tsv file; Quizlet (with its custom
 * separators), Anki plain text or CSV; a live preview of the parsed cards and every skipped line,
 * then POST /api/decks/import with a progress bar (upload, then the cards saved) and a cancel that
 * rolls the import back. Parsing is the shared `parseDeckText`, the same rules the tests pin.
 */
export default function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import a Deck</DialogTitle>
          <DialogDescription>Bring your cards from Quizlet, Anki or a spreadsheet.</DialogDescription>
        </DialogHeader>
        {open && <ImportForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
