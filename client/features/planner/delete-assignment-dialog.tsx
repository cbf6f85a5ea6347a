import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { useReturnFocus } from './use-return-focus';

/** Asks before an assignment is deleted for good; Cancel has the focus so Enter never deletes by accident. */
export function DeleteAssignmentDialog({
  title,
  onCancel,
  onConfirm,
}: {
  /** The assignment's title; null keeps the dialog closed. */
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const focus = useReturnFocus();
  return (
    <AlertDialog open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent {...focus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Assignment</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &ldquo;{title ?? ''}&rdquo;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
