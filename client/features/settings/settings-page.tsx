import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BookOpen, Loader2, MessageSquareX, Save, Shield, User } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LANGUAGES, THEMES, type UpdateSettingsInput, type UserSettings } from '@common/schemas/settings';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { DeleteAccountDialog } from '@client/features/profile/delete-account-dialog';
import { PREFERENCES_QUERY_KEY } from '@client/features/profile/profile-api';
import { apiJson } from '@client/lib/api';
import { USER_QUERY_KEY, useAuth } from '@client/lib/auth';
import { SETTINGS_QUERY_KEY, useTheme, type Theme } from '@client/lib/theme';
import { joinDisplayName, splitDisplayName } from './display-name';

const CHAT_SESSIONS_KEY = ['/api/chat/sessions'] as const;

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

function SwitchRow({ id, label, description, checked, onChange }: { id: string; label: string; description: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-d`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-d`} />
    </div>
  );
}

function CheckRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

function ClearChatHistory() {
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: () => apiJson<unknown>('DELETE', '/api/chat/sessions'),
    onSuccess: async () => {
      toast({ title: 'Chat history cleared', description: 'Every conversation with the AI tutor has been deleted.' });
      await queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to clear chat history. Please try again.', variant: 'destructive' }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={clear.isPending}>
          {clear.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <MessageSquareX aria-hidden />}
          Clear Chat History
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Clear chat history?</AlertDialogTitle>
          <AlertDialogDescription>Every conversation with the AI tutor will be deleted. This action cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => clear.mutate()}>Clear History</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type FormState = Omit<UserSettings, 'firstName' | 'lastName' | 'theme'> & { displayName: string };

/**
 * Flashcard review targets (FSRS desired retention). Higher means more reviews for better recall;
 * the saved value is kept as an option even if it is not one of these.
 */
const RETENTION_CHOICES: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0.8, label: '80% — fewer reviews' },
  { value: 0.85, label: '85%' },
  { value: 0.9, label: '90% — recommended' },
  { value: 0.95, label: '95% — more reviews, for exams' },
];

function retentionChoices(current: number): ReadonlyArray<{ value: number; label: string }> {
  return RETENTION_CHOICES.some((c) => c.value === current)
    ? RETENTION_CHOICES
    : [...RETENTION_CHOICES, { value: current, label: `${Math.round(current * 100)}%` }].sort((a, b) => a.value - b.value);
}

function SettingsForm({ initial, email }: { initial: UserSettings; email: string }) {
  const queryClient = useQueryClient();
  const { theme, setTheme } = useTheme();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const [form, setForm] = useState<FormState>({
    displayName: joinDisplayName(initial.firstName, initial.lastName),
    studyGoals: initial.studyGoals,
    dailyReminder: initial.dailyReminder,
    deadlineNotifications: initial.deadlineNotifications,
    detailedExplanations: initial.detailedExplanations,
    followUpQuestions: initial.followUpQuestions,
    language: initial.language,
    desiredRetention: initial.desiredRetention,
  });
  const set = <K extends keyof FormState>(key: K) => (value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    mutationFn: (input: UpdateSettingsInput) => apiJson<UserSettings>('PUT', '/api/user/settings', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      toast({ title: 'Settings saved!', description: 'Your settings have been updated.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PREFERENCES_QUERY_KEY }),
      ]);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to save settings. Please try again.', variant: 'destructive' }),
  });

  // Like the theme, the language applies at once: the next tutor answer already uses it.
  const saveLanguage = useMutation({
    mutationFn: (language: FormState['language']) => apiJson<UserSettings>('PUT', '/api/user/settings', { language }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { displayName, ...rest } = form;
    save.mutate({ ...rest, ...splitDisplayName(displayName, initial), theme });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <Section icon={<User className="size-5" aria-hidden />} title="Profile" description="Your name and what you are working towards.">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id('name')}>Display Name</Label>
            <Input id={id('name')} value={form.displayName} onChange={(e) => set('displayName')(e.target.value)} maxLength={101} autoComplete="name" />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id('email')}>Email</Label>
            <Input id={id('email')} value={email} readOnly aria-describedby={id('email-d')} className="bg-muted text-muted-foreground" />
            <p id={id('email-d')} className="text-xs text-muted-foreground">
              Email cannot be changed
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id('goals')}>Study Goals</Label>
          <Textarea
            id={id('goals')}
            value={form.studyGoals}
            onChange={(e) => set('studyGoals')(e.target.value)}
            maxLength={2000}
            rows={3}
            placeholder="e.g. Get an A in chemistry and read 20 minutes every day"
          />
        </div>
      </Section>

      <Section icon={<Bell className="size-5" aria-hidden />} title="Notifications" description="Reminders and how the AI tutor answers you.">
        <SwitchRow
          id={id('daily')}
          label="Daily Study Reminder"
          description="An e-mail at 6 pm on days you have not studied yet, with your due cards and deadlines."
          checked={form.dailyReminder}
          onChange={set('dailyReminder')}
        />
        <SwitchRow
          id={id('deadline')}
          label="Deadline Notifications"
          description="An e-mail the day before an assignment is due."
          checked={form.deadlineNotifications}
          onChange={set('deadlineNotifications')}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">AI Tutor Settings</legend>
          <CheckRow id={id('detailed')} label="Detailed explanations" checked={form.detailedExplanations} onChange={set('detailedExplanations')} />
          <CheckRow id={id('followup')} label="Follow-up questions" checked={form.followUpQuestions} onChange={set('followUpQuestions')} />
        </fieldset>
      </Section>

      <Section icon={<BookOpen className="size-5" aria-hidden />} title="Study Preferences" description="Theme and language apply at once.">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id('theme')}>Theme</Label>
            <NativeSelect id={id('theme')} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {t === 'dark' ? 'Dark' : 'Light'}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id('language')}>Language</Label>
            <NativeSelect
              id={id('language')}
              value={form.language}
              aria-describedby={id('language-d')}
              onChange={(e) => {
                const language = e.target.value as FormState['language'];
                set('language')(language);
                saveLanguage.mutate(language);
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect>
            <p id={id('language-d')} className="text-xs text-muted-foreground" aria-live="polite">
              {saveLanguage.isError
                ? 'Could not save the language. Try again.'
                : saveLanguage.isSuccess
                  ? `Saved: the tutor and the AI helpers now answer in ${saveLanguage.data.language}.`
                  : 'The AI tutor and helpers answer in this language.'}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor={id('retention')}>Flashcard recall target</Label>
            <NativeSelect
              id={id('retention')}
              value={String(form.desiredRetention)}
              onChange={(e) => set('desiredRetention')(Number(e.target.value))}
              aria-describedby={id('retention-d')}
            >
              {retentionChoices(initial.desiredRetention).map((c) => (
                <option key={c.value} value={String(c.value)}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
            <p id={id('retention-d')} className="text-xs text-muted-foreground">
              How likely you should be to remember a card when it comes up for review. Spaced repetition schedules your reviews to hit
              this target.
            </p>
          </div>
        </div>
      </Section>

      <Section icon={<Shield className="size-5" aria-hidden />} title="Data & Privacy" description="Your conversations and your account.">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ClearChatHistory />
          <DeleteAccountDialog />
        </div>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** Settings (/settings, spec-2 §2): profile, notifications, study preferences, data & privacy. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  const settings = useQuery<UserSettings>({ queryKey: SETTINGS_QUERY_KEY, enabled: !!user });
  if (!user) return null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>
        <p className="text-sm text-muted-foreground">Manage your account settings and study preferences.</p>
      </header>
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your settings" />
        </div>
      ) : settings.isError ? (
        <LoadError message="Your settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} email={user.email} />
      )}
    </div>
  );
}
