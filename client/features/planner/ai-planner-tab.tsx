import type { StudyPlanDto, StudyPreferences } from '@common/schemas/planner';
import { Download, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { ASSIGNMENTS_ICS_URL } from './planner-api';
import { PlanTimeline } from './plan-timeline';
import { PreferencesForm } from './preferences-form';
import { SavedPlans } from './saved-plans';
import type { PlanView } from './schedule';

/**
 * The AI Planner tab (spec-1 §2): study preferences and Optimize on one side; the optimised schedule
 * as a dated timeline with recommendations, the .ics downloads and the saved plans on the other.
 */
export function AiPlannerTab({
  preferences,
  onPreferencesChange,
  optimizing,
  onOptimize,
  plan,
  onOpenSaved,
  onPlanDeleted,
  focusRequest,
  onFocusHandled,
}: {
  preferences: StudyPreferences;
  onPreferencesChange: (next: StudyPreferences) => void;
  optimizing: boolean;
  onOptimize: () => void;
  plan: PlanView | null;
  onOpenSaved: (plan: StudyPlanDto) => void;
  onPlanDeleted: (planId: string) => void;
  /** Non-zero when the plan on show should take the focus (it was just made or reopened). */
  focusRequest: number;
  onFocusHandled: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new plan (or a reopened one) takes the focus, so keyboard and screen-reader users and phones
  // (where it sits below the form) land on it.
  useEffect(() => {
    if (focusRequest === 0 || !plan) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
    onFocusHandled();
  }, [focusRequest, plan, onFocusHandled]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <PreferencesForm value={preferences} onChange={onPreferencesChange} optimizing={optimizing} onOptimize={onOptimize} />
      </div>
      <section aria-label="Optimized schedule" aria-busy={optimizing || undefined} className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {optimizing ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <Spinner label="Optimizing your schedule" />
            <p className="text-sm text-muted-foreground">Optimizing... fitting your assignments around your preferred study times.</p>
          </Card>
        ) : plan ? (
          <PlanTimeline plan={plan} headingRef={headingRef} />
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
              <Sparkles className="size-7" />
            </span>
            <h3 className="text-lg font-semibold">No schedule yet</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              Choose your study times and press Optimize Schedule. Your pending assignments are split into study sessions before their due dates,
              most urgent first.
            </p>
          </Card>
        )}
      </section>
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
        <SavedPlans openPlanId={plan?.planId ?? null} onOpen={onOpenSaved} onDeleted={onPlanDeleted} />
        <a href={ASSIGNMENTS_ICS_URL} download className={cn(buttonVariants({ variant: 'outline' }))}>
          <Download aria-hidden />
          Download assignments (.ics)
        </a>
      </div>
    </div>
  );
}
