import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { deleteFlashcard, invalidateFlashcards } from './flashcards-api';

/**
 * Deleting one card with the spec's toasts ('Flashcard Deleted', 'Delete Failed' with the server's
 * message); either way the cached lists are refreshed, so a card removed on screen comes back if
 * the server kept it.
 */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFlashcard(id),
    onSuccess: () => {
      toast({ title: 'Flashcard Deleted', description: 'The card was removed from this deck.' });
      void invalidateFlashcards(queryClient);
    },
    onError: (err) => {
      toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to delete the flashcard. Please try again.'), variant: 'destructive' });
      void invalidateFlashcards(queryClient);
    },
  });
}

/** Edit and Delete icon buttons of a card; `name` (the card's front) makes their labels unique in a list. */
export function CardActions({ name, onEdit, onDelete, deleting = false }: { name?: string; onEdit: () => void; onDelete: () => void; deleting?: boolean }) {
  const suffix = name === undefined ? '' : ` "${name}"`;
  return (
    <div className="flex items-center gap-1">
      <Button type="button" variant="ghost" size="icon" aria-label={`Edit card${suffix}`} title="Edit card" onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete card${suffix}`}
        title="Delete card"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
        disabled={deleting}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
