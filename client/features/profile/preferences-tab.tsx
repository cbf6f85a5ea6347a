import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Preferences } from '@common/schemas/profile';
import { LANGUAGES } from '@common/schemas/settings';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Switch } from '@client/components/ui/switch';
import { Spinner } from '@client/components/ui/spinner';
import { usePreferences, useUpdatePreferences } from './profile-api';

type SwitchKey = 'emailNotifications' | 'studyReminders' | 'weeklyReports' | 'darkMode';

const SWITCHES: Array<{ key: SwitchKey; title: string; description: string }> = [
  { key: 'emailNotifications', title: 'Email Notifications', description: 'Study e-mails: reminders, deadline notices and weekly reports. Off stops them all.' },
  { key: 'studyReminders', title: 'Study Reminders', description: 'An evening e-mail on days you have not studied yet (the daily reminder in Settings).' },
  { key: 'weeklyReports', title: 'Weekly Reports', description: 'A Sunday e-mail summing up your week: study time, quizzes and progress.' },
  { key: 'darkMode', title: 'Dark Mode', description: 'Use the dark theme on every page.' },
];

function PreferencesForm({ initial }: { initial: Preferences }) {
  const [prefs, setPrefs] = useState(initial);
  const save = useUpdatePreferences();
  const baseId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      {SWITCHES.map(({ key, title, description }) => {
        const id = `${baseId}-${key}`;
        return (
          <div key={key} className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={id}>{title}</Label>
              <p id={`${id}-d`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <Switch id={id} checked={prefs[key]} aria-describedby={`${id}-d`} onCheckedChange={(v) => setPrefs((p) => ({ ...p, [key]: v }))} />
          </div>
        );
      })}
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={`${baseId}-language`}>Language</Label>
        <NativeSelect
          id={`${baseId}-language`}
          value={prefs.language}
          onChange={(e) => setPrefs((p) => ({ ...p, language: e.target.value as Preferences['language'] }))}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}

/** Preferences tab (spec-2 §2): switches and language, loaded from and saved to the account. */
export function PreferencesTab() {
  const prefs = usePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Notifications, theme and language. Dark Mode and Language are the same settings as on the Settings page.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading your preferences" />
          </div>
        ) : prefs.isError ? (
          <LoadError message="Your preferences could not be loaded." onRetry={() => void prefs.refetch()} />
        ) : (
          <PreferencesForm initial={prefs.data} />
        )}
      </CardContent>
    </Card>
  );
}
