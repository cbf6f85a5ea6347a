import { Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DELETE_CONFIRMATION_WORD, PROFILE_MESSAGES } from '@common/schemas/profile';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useDeleteAccount } from './profile-api';

/**
 * Delete Account with the spec's confirmation text. The student must type DELETE before the
 * button works, so a stray click or Enter can never erase an account.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const remove = useDeleteAccount();
  const ready = typed.trim() === DELETE_CONFIRMATION_WORD && !remove.isPending;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Account</AlertDialogTitle>
          <AlertDialogDescription>{PROFILE_MESSAGES.deleteConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm text-muted-foreground">
          Your notes, flashcards, quizzes, chats, study plans, achievements and XP are deleted with it. You can export your data first.
        </p>
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            // The dialog is portalled, but React events still bubble to a form around the trigger
            // (the Settings page's): this submit is the dialog's alone.
            e.stopPropagation();
            if (ready) remove.mutate();
          }}
        >
          <Label htmlFor={inputId}>
            Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION_WORD}</span> to confirm
          </Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <AlertDialogFooter className="mt-2">
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready}>
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
