import { Download, Info, Loader2, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicUser } from '@common/schemas/auth';
import { ESSAY_MIN_WORDS, type DashboardStats } from '@common/schemas/profile';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { useAuth } from '@client/lib/auth';
import { DeleteAccountDialog } from './delete-account-dialog';
import { memberSince } from './profile-form';
import { useDashboardStats, useExportData } from './profile-api';

const ESSAY_RULE = `An essay is a note of ${ESSAY_MIN_WORDS} words or more.`;

function StatRow({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {label}
        {hint && (
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                aria-label={`About ${label}: ${hint}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Info className="size-3.5" aria-hidden />
              </button>
            </TooltipTrigger>
            <TooltipContent>{hint}</TooltipContent>
          </Tooltip>
        )}
      </dt>
      <dd className="text-right font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function StatsList({ user, stats }: { user: PublicUser; stats: DashboardStats }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <dl data-testid="account-stats">
      <StatRow label="Member Since" value={memberSince(user.createdAt)} />
      <StatRow label="Study Streak" value={plural(stats.studyStreak, 'day', 'days')} />
      <StatRow label="Total Study Hours" value={stats.totalHours.toFixed(1)} hint="Focus time from the study timer plus the time you spend taking quizzes." />
      <StatRow label="Quizzes Completed" value={stats.totalQuizzes} />
      <StatRow label="Notes Created" value={stats.totalNotes} />
      <StatRow label="Essays Written" value={stats.totalEssays} hint={ESSAY_RULE} />
      <StatRow label="Study Plans" value={stats.totalStudyPlans} />
      <StatRow label="Average Score" value={`${stats.averageScore}%`} hint="The mean score of your submitted quizzes." />
    </dl>
  );
}

/** Account tab (spec-2 §2): statistics, the Danger Zone (export and delete, both real) and Sign Out. */
export function AccountTab({ user }: { user: PublicUser }) {
  const stats = useDashboardStats();
  const exportData = useExportData();
  const { logoutMutation } = useAuth();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Account Statistics</CardTitle>
          <CardDescription>Your study so far.</CardDescription>
        </CardHeader>
        <CardContent>
          {stats.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading your statistics" />
            </div>
          ) : stats.isError ? (
            <LoadError message="Your statistics could not be loaded." onRetry={() => void stats.refetch()} />
          ) : (
            <StatsList user={user} stats={stats.data} />
          )}
        </CardContent>
      </Card>

      <Card className="border-destructive/60">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
          <CardDescription>Download a copy of everything you have stored, or delete your account for good.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
            {exportData.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
            {exportData.isPending ? 'Exporting...' : 'Export Data'}
          </Button>
          <DeleteAccountDialog />
        </CardContent>
      </Card>

      <div>
        <Button variant="outline" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
