import { AlertCircle, ChevronRight, Plus, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The frame every dashboard list card shares (spec-1 §2): title, View All, and one of loading
 * (skeleton rows), error (with Retry), empty (with a create button) or the list itself.
 */
export function DashboardListCard(props: {
  title: string;
  icon: LucideIcon;
  viewAllTo: string;
  /** What View All opens, for screen readers ("View All quizzes"). */
  viewAllName: string;
  query: ListQueryState;
  errorText: string;
  isEmpty: boolean;
  emptyText: string;
  create: { to: string; label: string };
  children: ReactNode;
}) {
  const { title, icon: Icon, viewAllTo, viewAllName, query, errorText, isEmpty, emptyText, create, children } = props;
  const headingId = `dashboard-card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-1.5 py-1">
            <div className="h-4 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
            <div className="h-3 w-1/3 rounded bg-muted motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <p className="flex items-center gap-2 text-sm">
          <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden />
          {errorText}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  } else if (isEmpty) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/50 p-4">
        <p className="text-sm text-muted-foreground">{emptyText}</p>
        <Button asChild size="sm" variant="outline">
          <Link to={create.to}>
            <Plus aria-hidden />
            {create.label}
          </Link>
        </Button>
      </div>
    );
  } else {
    body = children;
  }

  return (
    // min-w-0: a long title must truncate, not widen the dashboard's grid column.
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
          <Icon className="size-5 text-muted-foreground" aria-hidden />
          {title}
        </CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={viewAllTo} aria-label={`View All ${viewAllName}`}>
            View All
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** One row of a dashboard list: a link with a title line and a detail line. */
export function DashboardListItem({ to, title, meta, detail, aside }: { to: string; title: string; meta?: ReactNode; detail: ReactNode; aside?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex min-w-0 items-center gap-3 rounded-md px-2 py-2.5 transition-colors hover:bg-accent">
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-baseline justify-between gap-3">
            <span className="truncate font-medium">{title}</span>
            {meta && <span className="shrink-0 text-xs text-muted-foreground">{meta}</span>}
          </span>
          <span className="truncate text-sm text-muted-foreground">{detail}</span>
        </span>
        {aside}
      </Link>
    </li>
  );
}

/** The list inside a card. */
export function DashboardList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className="-mx-2 flex flex-col divide-y divide-border" aria-label={label}>
      {children}
    </ul>
  );
}
