import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updateDeckSchema, type DeckSummaryDto } from '@common/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { deleteDeck, invalidateFlashcards, renameDeck } from './flashcards-api';
import { FormField, fieldAria } from './form-field';
import { errorMessage } from '@client/lib/api';

function RenameForm({ deck, onDone }: { deck: DeckSummaryDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(deck.name);
  const [error, setError] = useState<string>();
  const rename = useMutation({
    mutationFn: (newName: string) => renameDeck(deck.id, newName),
    onSuccess: (_r, newName) => {
      void invalidateFlashcards(queryClient);
      toast({ title: 'Deck Renamed', description: `"${deck.name}" is now "${newName}".` });
      onDone();
    },
    onError: (err) => setError(errorMessage(err, 'Failed to rename the deck. Please try again.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateDeckSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const newName = parsed.data.name ?? deck.name;
    if (newName === deck.name) return onDone();
    rename.mutate(newName);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="rename-deck" label="Deck name" error={error}>
        <Input
          id="rename-deck"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          autoComplete="off"
          {...fieldAria('rename-deck', error)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={rename.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Renaming...' : 'Rename'}
        </Button>
      </div>
    </form>
  );
}

/** Rename a deck (one row on the server: the cards keep their deck and progress). */
export function RenameDeckDialog({ deck, onOpenChange }: { deck: DeckSummaryDto | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={deck !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename Deck</DialogTitle>
          <DialogDescription>All cards in this deck keep their progress.</DialogDescription>
        </DialogHeader>
        {deck && <RenameForm key={deck.id} deck={deck} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Delete Deck behind a confirmation (spec-2 §8 toasts 'Deck Deleted' and 'Error' / 'Failed to
 * delete the deck. Please try again.'); the server removes every card in one transaction.
 */
export function DeleteDeckDialog({ deck, onOpenChange }: { deck: DeckSummaryDto | null; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: DeckSummaryDto) => deleteDeck(target.id),
    onSuccess: (_r, { name }) => {
      void invalidateFlashcards(queryClient);
      toast({ title: 'Deck Deleted', description: `"${name}" and its cards have been deleted.` });
      onOpenChange(false);
    },
    onError: (err) => {
      console.error('Deleting a deck failed', err);
      toast({ title: 'Error', description: 'Failed to delete the deck. Please try again.', variant: 'destructive' });
    },
  });
  return (
    <Dialog open={deck !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this deck?</DialogTitle>
          <DialogDescription>
            {deck
              ? `"${deck.name}" and all ${deck.cardCount} ${deck.cardCount === 1 ? 'card' : 'cards'} in it will be deleted, with their review history. This action cannot be undone.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={() => deck && remove.mutate(deck)} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Deck'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
