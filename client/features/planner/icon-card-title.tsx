import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitle } from '@client/components/ui/card';

/** A planner card's title with its icon in front; `id` lets the card's list be labelled by it. */
export function IconCardTitle({ icon: Icon, id, children }: { icon: LucideIcon; id?: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-5 shrink-0 text-primary" aria-hidden />
      <CardTitle className="text-lg" id={id}>
        {children}
      </CardTitle>
    </div>
  );
}
