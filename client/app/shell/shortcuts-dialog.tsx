import { Fragment, useId } from 'react';
import { SHORTCUT_GROUPS, type Shortcut } from '@common/shortcuts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Kbd } from '@client/components/ui/kbd';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Keys({ keys }: { keys: Shortcut['keys'] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && (
            <span className="text-xs text-muted-foreground" aria-hidden>
              +
            </span>
          )}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The keyboard-shortcut reference of spec-1 §2, opened with '?' or from the side navigation. */
export function ShortcutsDialog({ open, onOpenChange }: Props) {
  const baseId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl grid-cols-1">
        <DialogHeader>
          <DialogTitle>Keyboard Shortcuts</DialogTitle>
          <DialogDescription>
            Tip: Press <Kbd>?</Kbd> anytime to see these shortcuts. Shortcuts are paused while you type in a field.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 md:grid-cols-3">
          {SHORTCUT_GROUPS.map((group) => {
            const headingId = `${baseId}-${group.title.replace(/\s+/g, '-')}`;
            return (
              <section key={group.title} aria-labelledby={headingId}>
                <h3 id={headingId} className="mb-2 text-sm font-semibold text-foreground">
                  {group.title}
                </h3>
                <ul className="flex flex-col gap-2">
                  {group.shortcuts.map((s) => (
                    <li key={s.keys.join('+') + s.description} className="flex items-center justify-between gap-3 text-sm">
                      <span className="text-muted-foreground">{s.description}</span>
                      <Keys keys={s.keys} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <p className="text-xs text-muted-foreground">On a Mac, press Option (⌥) where Alt is shown.</p>
      </DialogContent>
    </Dialog>
  );
}
