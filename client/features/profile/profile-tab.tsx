import { Check, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PublicUser } from '@common/schemas/auth';
import { GRADE_LEVELS } from '@common/grades';
import { SUBJECT_INTERESTS } from '@common/schemas/profile';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/utils';
import { profileProblem, toggleInterest } from './profile-form';
import { useUpdateProfile } from './profile-api';

/** Profile tab: username, e-mail, grade and subject interests (spec-2 §2). */
export function ProfileTab({ user }: { user: PublicUser }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [gradeLevel, setGradeLevel] = useState(user.gradeLevel);
  const [interests, setInterests] = useState<string[]>(user.subjectInterests);
  const [currentPassword, setCurrentPassword] = useState('');
  const update = useUpdateProfile();
  const ids = { username: useId(), email: useId(), password: useId(), passwordHint: useId(), grade: useId(), interests: useId() };
  // A new address receives the password-reset links, so changing it asks for the password.
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = profileProblem({ username, email });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    update.mutate({
      username: username.trim(),
      email: email.trim(),
      ...(emailChanged ? { currentPassword } : {}),
      gradeLevel,
      subjectInterests: interests.filter((i): i is (typeof SUBJECT_INTERESTS)[number] => (SUBJECT_INTERESTS as readonly string[]).includes(i)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>How you appear in StudyPilot and what the tutor tailors its help to.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.username}>Username</Label>
              <Input id={ids.username} value={username} onChange={(e) => setUsername(e.target.value)} maxLength={50} autoComplete="username" />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.email}>Email</Label>
              <Input id={ids.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="email" />
            </div>
            {emailChanged && (
              <div className="flex flex-col gap-2 sm:col-span-2 sm:max-w-sm">
                <Label htmlFor={ids.password}>Current Password</Label>
                <Input
                  id={ids.password}
                  type="password"
                  value={currentPassword}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                  maxLength={200}
                  autoComplete="current-password"
                  aria-describedby={ids.passwordHint}
                />
                <p id={ids.passwordHint} className="text-xs text-muted-foreground">
                  Password reset links go to your email, so changing it needs your password.
                </p>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:max-w-xs">
            <Label htmlFor={ids.grade}>Grade Level</Label>
            <NativeSelect id={ids.grade} value={gradeLevel} onChange={(e) => setGradeLevel(Number(e.target.value))}>
              {GRADE_LEVELS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend id={ids.interests} className="mb-2 text-sm font-medium">
              Subject Interests
            </legend>
            <div className="flex flex-wrap gap-2" role="group" aria-labelledby={ids.interests}>
              {SUBJECT_INTERESTS.map((subject) => {
                const on = interests.includes(subject);
                return (
                  <button
                    key={subject}
                    type="button"
                    aria-pressed={on}
                    onClick={() => setInterests((list) => toggleInterest(list, subject))}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    {on && <Check className="size-3.5" aria-hidden />}
                    {subject}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {update.isPending ? 'Updating...' : 'Update Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
