import { htmlToText } from '@common/note-text';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import type { ConflictChoice } from './conflict';
import { formatUpdated } from './relative-time';
import type { NoteDto } from './note-constants';

const blockClose = (e: Event) => e.preventDefault();

/**
 * "This note changed elsewhere" (issue 4): the save was refused because the note moved on in
 * another tab or device. Nothing is overwritten until the student picks one of the three ways.
 */
export function ConflictDialog({
  theirs,
  busy,
  onChoose,
}: {
  theirs: NoteDto | null;
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const text = theirs ? htmlToText(theirs.content).replace(/\s+/g, ' ') : '';
  return (
    <Dialog open={Boolean(theirs)}>
      <DialogContent hideClose onEscapeKeyDown={blockClose} onPointerDownOutside={blockClose} onInteractOutside={blockClose}>
        <DialogHeader>
          <DialogTitle>This note changed elsewhere</DialogTitle>
          <DialogDescription>
            It was saved from another tab or device{theirs ? ` (${formatUpdated(theirs.updatedAt)})` : ''} while you were editing.
            Choose what to keep — nothing is overwritten until you do.
          </DialogDescription>
        </DialogHeader>
        {theirs && (
          <div className="rounded-lg border border-border bg-muted p-3 text-sm">
            <p className="font-medium">The other version: {theirs.title}</p>
            <p className="mt-1 line-clamp-3 text-muted-foreground">{text || 'Empty note'}</p>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" className="h-auto justify-start whitespace-normal py-2 text-left" disabled={busy} onClick={() => onChoose('theirs')}>
            <span className="flex flex-col">
              <span>Keep theirs</span>
              <span className="text-xs font-normal text-muted-foreground">Load the other version and drop your changes</span>
            </span>
          </Button>
          <Button type="button" variant="outline" className="h-auto justify-start whitespace-normal py-2 text-left" disabled={busy} onClick={() => onChoose('copy')}>
            <span className="flex flex-col">
              <span>Keep yours as a copy</span>
              <span className="text-xs font-normal text-muted-foreground">Save your version as a new note; the original keeps theirs</span>
            </span>
          </Button>
          <Button type="button" variant="destructive" className="h-auto justify-start whitespace-normal py-2 text-left" disabled={busy} onClick={() => onChoose('overwrite')}>
            <span className="flex flex-col">
              <span>Keep yours and overwrite</span>
              <span className="text-xs font-normal opacity-90">Replace the other version with yours</span>
            </span>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteNoteDialog({
  open,
  title,
  busy,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this note?</DialogTitle>
          <DialogDescription>“{title.trim() || 'Untitled Note'}” will be deleted. This action cannot be undone.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Spec-2 §4: asked 2 seconds after a suggestion for a longer note shows. */
export function ApplySuggestionDialog({
  open,
  onApply,
  onDecline,
  onClosed,
}: {
  open: boolean;
  onApply: () => void;
  onDecline: () => void;
  /** Where the focus goes afterwards: back into the note, so Ctrl+Z undoes at once. */
  onClosed: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onDecline()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Apply AI suggestion to your document?</DialogTitle>
          <DialogDescription>Your note will be replaced by the suggestion. You can undo it with Ctrl+Z.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDecline}>
            Keep my note
          </Button>
          <Button type="button" onClick={onApply}>
            Apply
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
