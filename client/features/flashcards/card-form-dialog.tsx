import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createFlashcardSchema, type Difficulty, type FlashcardDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { DECKS_KEY, createFlashcard, fetchDeckPage, invalidateFlashcards, updateFlashcard, type CardInput } from './flashcards-api';
import { FormField, fieldAria } from './form-field';
import { DifficultyOptions, SubjectOptions } from './select-options';
import { errorMessage } from '@client/lib/api';

type Errors = Partial<Record<keyof CardInput, string>>;

interface CardFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card to edit; without it the dialog adds a new card. */
  card?: FlashcardDto | null;
  /** Deck to pre-fill when adding. */
  defaultDeck?: string;
  onSaved?: (card: FlashcardDto) => void;
}

function initialValues(card: FlashcardDto | null | undefined, defaultDeck: string): CardInput {
  return card
    ? { front: card.front, back: card.back, deckName: card.deckName, subject: card.subject, difficulty: card.difficulty }
    : { front: '', back: '', deckName: defaultDeck, subject: 'other', difficulty: 'medium' };
}

/** Names of the student's decks that match what is typed, for the deck field's suggestions. */
function useDeckNameSuggestions(typed: string): string[] {
  const q = useDebouncedValue(typed.trim(), 200);
  const params = { q, sort: 'name', limit: 20 };
  const decks = useQuery({ queryKey: [...DECKS_KEY, 'names', params], queryFn: () => fetchDeckPage(params, null), placeholderData: keepPreviousData });
  return decks.data?.items.map((d) => d.name) ?? [];
}

function CardForm({ card, defaultDeck = '', onOpenChange, onSaved }: Omit<CardFormDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CardInput>(() => initialValues(card, defaultDeck));
  const [errors, setErrors] = useState<Errors>({});
  const deckNames = useDeckNameSuggestions(values.deckName);
  const set = <K extends keyof CardInput>(key: K, value: CardInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = useMutation({
    mutationFn: (input: CardInput) => (card ? updateFlashcard(card.id, input) : createFlashcard(input)),
    onSuccess: (saved) => {
      void invalidateFlashcards(queryClient);
      toast({
        title: card ? 'Flashcard Updated' : 'Flashcard Added',
        description: card ? 'Your changes are saved.' : `Added to the "${saved.deckName}" deck.`,
      });
      onSaved?.(saved);
      onOpenChange(false);
    },
    onError: (err) => toast({ title: card ? 'Update Failed' : 'Could Not Add Card', description: errorMessage(err, 'Something went wrong. Please try again.'), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createFlashcardSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CardInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="card-front" label="Front (question or term)" error={errors.front}>
        <Textarea id="card-front" value={values.front} onChange={(e) => set('front', e.target.value)} rows={3} autoFocus {...fieldAria('card-front', errors.front)} />
      </FormField>
      <FormField id="card-back" label="Back (answer or definition)" error={errors.back}>
        <Textarea id="card-back" value={values.back} onChange={(e) => set('back', e.target.value)} rows={3} {...fieldAria('card-back', errors.back)} />
      </FormField>
      <FormField id="card-deck" label="Deck" error={errors.deckName}>
        <Input
          id="card-deck"
          list="card-deck-names"
          value={values.deckName}
          onChange={(e) => set('deckName', e.target.value)}
          autoComplete="off"
          {...fieldAria('card-deck', errors.deckName)}
        />
        <datalist id="card-deck-names">
          {deckNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="card-subject" label="Subject">
          <NativeSelect id="card-subject" value={values.subject} onChange={(e) => set('subject', e.target.value)}>
            <SubjectOptions />
          </NativeSelect>
        </FormField>
        <FormField id="card-difficulty" label="Difficulty">
          <NativeSelect id="card-difficulty" value={values.difficulty} onChange={(e) => set('difficulty', e.target.value as Difficulty)}>
            <DifficultyOptions />
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : card ? 'Save Changes' : 'Add Card'}
        </Button>
      </div>
    </form>
  );
}

/** Add a card by hand, or edit one (front, back, deck, subject, difficulty), checked with the server's schema. */
export function CardFormDialog(props: CardFormDialogProps) {
  const { open, onOpenChange, card } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{card ? 'Edit Flashcard' : 'Add a Flashcard'}</DialogTitle>
          <DialogDescription>
            {card ? 'Change either side, move the card to another deck, or adjust its difficulty.' : 'Write a card yourself. Type a new deck name to start a new deck.'}
          </DialogDescription>
        </DialogHeader>
        {open && <CardForm key={card?.id ?? 'new'} {...props} />}
      </DialogContent>
    </Dialog>
  );
}
