import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';

/** Shows the label beside an icon-only control (collapsed sidebar); renders the child alone otherwise. */
export function MaybeTooltip({ label, show, children }: { label: string; show: boolean; children: ReactElement }) {
  if (!show) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
