import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AiStatusDto } from '@common/schemas/chat';
import { CARD_COUNT_DEFAULT, CARD_COUNT_MAX, CARD_COUNT_MIN, DECK_NAME_MAX, STUDY_TEXT_MAX, type Difficulty } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { parseCardCount } from './card-count';
import { generateFlashcards, invalidateFlashcards } from './flashcards-api';
import { MaterialUpload } from './material-upload';
import { DifficultyOptions, SubjectOptions } from './select-options';
import { errorMessage } from '@client/lib/api';

const GENERATION_FAILED = 'Failed to generate flashcards. Please try again.';

/**
 * The AI Generator tab (spec-2 §2, §5, §8): study text (typed, pasted or read from an uploaded
 * file), subject, difficulty, card count 1–50 and an optional deck name. Validation and results
 * are the spec's toasts; a successful run opens the Library.
 */
export function GeneratorForm({ onGenerated }: { onGenerated: (deckName: string) => void }) {
  const queryClient = useQueryClient();
  const aiStatus = useQuery<AiStatusDto>({ queryKey: ['/api/ai/status'] });
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [count, setCount] = useState(String(CARD_COUNT_DEFAULT));
  const [deckName, setDeckName] = useState('');

  const generate = useMutation({
    mutationFn: generateFlashcards,
    onSuccess: (result) => {
      const n = result.flashcards.length;
      const created = `Successfully created ${n} flashcards in "${result.deckName}" deck.`;
      toast({ title: 'AI Flashcards Generated', description: result.message ? `${created} ${result.message}` : created });
      void invalidateFlashcards(queryClient);
      setText('');
      setDeckName('');
      onGenerated(result.deckName);
    },
    onError: (err) => toast({ title: 'Generation Failed', description: errorMessage(err, GENERATION_FAILED), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: 'Missing Content', description: 'Please provide study material for AI to generate flashcards.', variant: 'destructive' });
      return;
    }
    if (!subject) {
      toast({ title: 'Missing Subject', description: 'Please select a subject for your flashcards.', variant: 'destructive' });
      return;
    }
    const cardCount = parseCardCount(count);
    setCount(String(cardCount));
    generate.mutate({ text, subject, difficulty, cardCount, deckName: deckName.trim() });
  };

  const offline = aiStatus.data?.engine === 'offline';
  const tooLong = text.length > STUDY_TEXT_MAX;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden />
          Generate Flashcards with AI
        </CardTitle>
        <CardDescription>Paste your notes or a textbook passage, or upload a file, and get a deck of cards to study.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="flashcard-text">Study Material</Label>
            <MaterialUpload
              disabled={generate.isPending}
              onText={(material, fileName) => {
                const clipped = material.text.slice(0, STUDY_TEXT_MAX);
                setText(clipped);
                const pages = material.pages ? ` from ${material.pages} ${material.pages === 1 ? 'page' : 'pages'}` : '';
                const notes = [...(material.warnings ?? [])];
                if (clipped.length < material.text.length && notes.length === 0)
                  notes.push(`It is long, so only the first ${STUDY_TEXT_MAX.toLocaleString('en')} characters are used.`);
                toast({
                  title: 'File Ready',
                  description: [`Read ${clipped.length.toLocaleString('en')} characters${pages} from ${fileName}.`, ...notes].join(' '),
                });
              }}
            />
            <Textarea
              id="flashcard-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Paste your study material here — class notes, a textbook section, an article..."
              rows={9}
              className="min-h-48 resize-y"
              aria-describedby="flashcard-text-count"
              aria-invalid={tooLong || undefined}
            />
            <p id="flashcard-text-count" className={tooLong ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
              {text.length.toLocaleString('en')} / {STUDY_TEXT_MAX.toLocaleString('en')} characters
            </p>
          </div>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="flashcard-subject">Subject</Label>
              <NativeSelect id="flashcard-subject" value={subject} onChange={(e) => setSubject(e.target.value)}>
                <SubjectOptions placeholder="Select a subject" />
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="flashcard-difficulty">Difficulty</Label>
              <NativeSelect id="flashcard-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
                <DifficultyOptions />
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="flashcard-count">Number of Cards</Label>
              <Input
                id="flashcard-count"
                type="number"
                inputMode="numeric"
                min={CARD_COUNT_MIN}
                max={CARD_COUNT_MAX}
                value={count}
                onChange={(e) => setCount(e.target.value)}
                onBlur={() => setCount(String(parseCardCount(count)))}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="flashcard-deck">
                Deck Name <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id="flashcard-deck"
                value={deckName}
                maxLength={DECK_NAME_MAX}
                onChange={(e) => setDeckName(e.target.value)}
                placeholder="AI will suggest one"
                autoComplete="off"
              />
            </div>
          </div>

          {offline && (
            <p className="flex items-start gap-2 rounded-lg border border-border bg-muted/60 p-3 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              No AI provider is configured, so the built-in offline engine makes the cards: it finds definitions, key facts and
              important sentences in your text. It may find fewer cards than you ask for.
            </p>
          )}

          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={generate.isPending || tooLong}>
              <Sparkles aria-hidden />
              {generate.isPending ? 'Generating...' : 'Generate Flashcards'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
