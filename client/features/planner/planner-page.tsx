import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentDto, OptimizeResponse, StudyPlanDto, StudyPreferences } from '@common/schemas/planner';
import { CalendarDays, ListTodo, Plus, Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { AiPlannerTab } from './ai-planner-tab';
import { AssignmentDialog } from './assignment-dialog';
import { AssignmentsTab } from './assignments-tab';
import { CalendarTab } from './calendar-tab';
import { DeleteAssignmentDialog } from './delete-assignment-dialog';
import { STUDY_PLANS_QUERY_KEY, optimizeSchedule, pendingAssignments } from './planner-api';
import { toDateKey } from './planner-dates';
import { PLANNER_TOASTS } from './planner-messages';
import { loadPreferences, savePreferences } from './preferences';
import { planFromResponse, planFromSaved, type PlanView } from './schedule';
import { useAssignmentActions } from './use-assignment-actions';

const TABS = ['calendar', 'assignments', 'planner'] as const;
type Tab = (typeof TABS)[number];

function asTab(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'calendar';
}

/**
 * Study planner (/study-planner, spec-1 §2): the Calendar, Assignments and AI Planner tabs, the
 * Create New / Edit Assignment dialogs and the optimiser. The open tab lives in the URL (?tab=…) so a
 * reload or the back button keeps the student's place.
 */
export default function PlannerPage() {
  usePageTitle('Study Planner');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const showTab = (next: Tab) => setParams(next === 'calendar' ? {} : { tab: next }, { replace: true });

  const { toggle, remove, isBusy } = useAssignmentActions();
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<AssignmentDto | null>(null);
  const [toDelete, setToDelete] = useState<AssignmentDto | null>(null);
  const [preferences, setPreferences] = useState<StudyPreferences>(() => loadPreferences());
  const [plan, setPlan] = useState<PlanView | null>(null);
  const [planFocus, setPlanFocus] = useState(0);
  const clearPlanFocus = useCallback(() => setPlanFocus(0), []);
  const todayKey = toDateKey(new Date());

  const optimize = useMutation<OptimizeResponse, Error, { list: AssignmentDto[]; prefs: StudyPreferences }>({
    mutationFn: ({ list, prefs }) => optimizeSchedule(list, prefs),
    // Each run saves a plan: never send it twice on its own.
    retry: false,
    onSuccess: (res, { prefs }) => {
      setPlan(planFromResponse(res));
      setPlanFocus((n) => n + 1);
      savePreferences(prefs);
      void queryClient.invalidateQueries({ queryKey: STUDY_PLANS_QUERY_KEY });
      toast(PLANNER_TOASTS.optimized);
      showTab('planner');
    },
    onError: () => toast({ ...PLANNER_TOASTS.optimizeFailed, variant: 'destructive' }),
  });

  const startOptimize = async () => {
    if (optimize.isPending) return;
    let pending: AssignmentDto[];
    try {
      pending = await pendingAssignments();
    } catch {
      toast({ ...PLANNER_TOASTS.optimizeFailed, variant: 'destructive' });
      return;
    }
    if (pending.length === 0) {
      toast({ ...PLANNER_TOASTS.noAssignments, variant: 'destructive' });
      return;
    }
    optimize.mutate({ list: pending, prefs: preferences });
  };

  /** The deleted card's buttons are gone: keyboard users continue from the search box, not <body>. */
  const keepFocusAfterDelete = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) document.getElementById('assignment-search')?.focus();
    });

  const openSaved = (saved: StudyPlanDto) => {
    setPlan(planFromSaved(saved));
    setPlanFocus((n) => n + 1);
  };
  const onToggle = (a: AssignmentDto) => toggle.mutate(a);
  const openCreate = () => {
    setEditing(null);
    setCreateOpen(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:flex" aria-hidden>
            <CalendarDays className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Study Planner</h1>
            <p className="text-sm text-muted-foreground">Track assignments, see your week, and let AI build your study schedule.</p>
          </div>
        </div>
        <Button type="button" onClick={openCreate} className="shrink-0">
          <Plus aria-hidden />
          New Assignment
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(v) => showTab(asTab(v))} className="flex flex-col gap-2">
        <TabsList className="grid w-full grid-cols-3 sm:inline-grid sm:w-auto sm:self-start">
          <TabsTrigger value="calendar" className="gap-2">
            <CalendarDays className="hidden size-4 sm:block" aria-hidden />
            Calendar
          </TabsTrigger>
          <TabsTrigger value="assignments" className="gap-2">
            <ListTodo className="hidden size-4 sm:block" aria-hidden />
            Assignments
          </TabsTrigger>
          <TabsTrigger value="planner" className="gap-2">
            <Sparkles className="hidden size-4 sm:block" aria-hidden />
            AI Planner
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <CalendarTab todayKey={todayKey} onToggle={onToggle} isBusy={isBusy} />
        </TabsContent>
        <TabsContent value="assignments">
          <AssignmentsTab
            todayKey={todayKey}
            optimizing={optimize.isPending}
            onOptimize={() => void startOptimize()}
            onCreate={openCreate}
            onEdit={setEditing}
            onDelete={setToDelete}
            onToggle={onToggle}
            isBusy={isBusy}
          />
        </TabsContent>
        <TabsContent value="planner">
          <AiPlannerTab
            preferences={preferences}
            onPreferencesChange={setPreferences}
            optimizing={optimize.isPending}
            onOptimize={() => void startOptimize()}
            plan={plan}
            onOpenSaved={openSaved}
            onPlanDeleted={(id) => setPlan((current) => (current?.planId === id ? null : current))}
            focusRequest={planFocus}
            onFocusHandled={clearPlanFocus}
          />
        </TabsContent>
      </Tabs>

      <AssignmentDialog
        open={createOpen || editing !== null}
        assignment={editing}
        onOpenChange={(open) => {
          if (!open) {
            setCreateOpen(false);
            setEditing(null);
          }
        }}
      />
      <DeleteAssignmentDialog
        title={toDelete?.title ?? null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete, { onSuccess: keepFocusAfterDelete });
          setToDelete(null);
        }}
      />
    </div>
  );
}
