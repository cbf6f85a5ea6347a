import { KeyRound, SlidersHorizontal, User, UserCog } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { gradeLabel } from '@common/grades';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { useAuth } from '@client/lib/auth';
import { AccountTab } from './account-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TABS = ['profile', 'security', 'preferences', 'account'] as const;
type Tab = (typeof TABS)[number];

/**
 * Profile (/profile, spec-2 §2): Profile, Security, Preferences and Account tabs. The open tab is in
 * the URL (?tab=security) so a reload or the back button keeps it.
 */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'profile';
  if (!user) return null;

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex items-center gap-4">
        <div aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
          {initials}
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Profile</h1>
          <p className="truncate text-sm text-muted-foreground">
            {user.firstName} {user.lastName} · {gradeLabel(user.gradeLevel)} · {user.xpPoints.toLocaleString()} XP
          </p>
        </div>
      </header>
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'profile' ? {} : { tab: v }, { replace: true })} className="flex flex-col gap-2">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-grid sm:w-auto sm:grid-cols-4 sm:self-start">
          <TabsTrigger value="profile" className="gap-2">
            <User className="size-4" aria-hidden />
            Profile
          </TabsTrigger>
          <TabsTrigger value="security" className="gap-2">
            <KeyRound className="size-4" aria-hidden />
            Security
          </TabsTrigger>
          <TabsTrigger value="preferences" className="gap-2">
            <SlidersHorizontal className="size-4" aria-hidden />
            Preferences
          </TabsTrigger>
          <TabsTrigger value="account" className="gap-2">
            <UserCog className="size-4" aria-hidden />
            Account
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab key={`${user.username}|${user.email}|${user.gradeLevel}|${user.subjectInterests.join(',')}`} user={user} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
