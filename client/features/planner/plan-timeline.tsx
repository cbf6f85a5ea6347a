import { AlertTriangle, CalendarClock, Download, Lightbulb } from 'lucide-react';
import type { Ref } from 'react';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { IconCardTitle } from './icon-card-title';
import { cn } from '@client/lib/utils';
import { longDate } from './planner-dates';
import { planIcsUrl } from './planner-api';
import { PRIORITY_STRIPE } from './priority';
import { PriorityBadge } from './priority-badge';
import { formatHours, type PlanView } from './schedule';

/**
 * An optimised plan as a dated timeline (date headings, time slots, duration, subject, priority
 * colour), its recommendations, the work that could not be fitted before its due date, and the
 * plan as an .ics file for the student's own calendar app.
 */
export function PlanTimeline({ plan, headingRef }: { plan: PlanView; headingRef?: Ref<HTMLHeadingElement> }) {
  const sessions = plan.days.reduce((n, d) => n + d.sessions.length, 0);
  const hours = plan.days.reduce((n, d) => n + d.totalHours, 0);
  const created = plan.createdAt ? new Date(plan.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold leading-tight tracking-tight outline-none" id="plan-heading" ref={headingRef} tabIndex={-1}>
              {plan.title ?? 'Your Optimized Schedule'}
            </h2>
            <CardDescription>
              {sessions === 0
                ? 'No study sessions were scheduled.'
                : `${sessions} ${sessions === 1 ? 'session' : 'sessions'} · ${formatHours(hours)} over ${plan.days.length} ${plan.days.length === 1 ? 'day' : 'days'}`}
              {created ? ` · saved ${created}` : ''}
            </CardDescription>
          </div>
          {sessions > 0 && (
            <a href={planIcsUrl(plan.planId)} download className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start')}>
              <Download aria-hidden />
              Download plan (.ics)
            </a>
          )}
        </CardHeader>
        <CardContent>
          {plan.days.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              There was no time left to schedule before your due dates. See below for what could not be fitted.
            </p>
          ) : (
            <ol className="flex flex-col gap-6" aria-labelledby="plan-heading">
              {plan.days.map((day) => (
                <li key={day.date} className="flex flex-col gap-2">
                  <h3 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-1 font-semibold">
                    <span>{longDate(day.date)}</span>
                    <span className="text-sm font-normal text-muted-foreground">{formatHours(day.totalHours)} of study</span>
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {day.sessions.map((s) => (
                      <li key={s.id} className={cn('flex flex-col gap-1 rounded-lg border border-l-4 border-border bg-background p-3 sm:flex-row sm:gap-4', PRIORITY_STRIPE[s.importance])}>
                        <div className="flex shrink-0 items-center gap-2 text-sm font-medium sm:w-36 sm:flex-col sm:items-start sm:gap-0.5">
                          <span className="flex items-center gap-1.5">
                            <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
                            {s.timeSlot || 'Any time'}
                          </span>
                          <span className="text-muted-foreground">{formatHours(s.duration)}</span>
                        </div>
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <p className="break-words font-medium">{s.title}</p>
                            <PriorityBadge importance={s.importance} />
                          </div>
                          <p className="text-sm text-muted-foreground">{s.subject}</p>
                          {(s.tips || s.description) && <p className="mt-1 break-words text-sm">{s.tips ?? s.description}</p>}
                        </div>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      {plan.unscheduled.length > 0 && (
        <Card className="border-amber-300 dark:border-amber-800">
          <CardHeader className="pb-3">
            <div className="flex items-center gap-2">
              <AlertTriangle className="size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
              <CardTitle className="text-lg">Couldn&rsquo;t fit everything</CardTitle>
            </div>
            <CardDescription>These hours did not fit before the due date with your current preferences. Try more study times or longer sessions.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2">
              {plan.unscheduled.map((u) => (
                <li key={u.assignmentId} className="rounded-lg border border-border p-3">
                  <p className="font-medium">
                    {u.title} <span className="font-normal text-muted-foreground">— {formatHours(u.hoursShort)} short</span>
                  </p>
                  <p className="text-sm text-muted-foreground">{u.reason}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader className="pb-3">
          <IconCardTitle icon={Lightbulb} id="recommendations-heading">
            Recommendations
          </IconCardTitle>
        </CardHeader>
        <CardContent>
          {plan.recommendations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No recommendations for this plan.</p>
          ) : (
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm" aria-labelledby="recommendations-heading">
              {plan.recommendations.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
