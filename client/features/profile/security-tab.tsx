import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/use-toast';
import { PasswordInput } from '@client/features/auth/password-input';
import { passwordProblem } from './profile-form';
import { useChangePassword } from './profile-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A security option the product does not offer yet: shown, switched off and labelled as such. */
function UnavailableSwitch({ title, description }: { title: string; description: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id}>{title}</Label>
          <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground">Not available yet</span>
        </div>
        <p id={`${id}-d`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={false} disabled aria-describedby={`${id}-d`} />
    </div>
  );
}

/** Security tab: Change Password (spec-2 §2), and the two switches the product cannot honour yet. */
export function SecurityTab() {
  const [form, setForm] = useState(EMPTY);
  const change = useChangePassword();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    change.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Changing it signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4 sm:max-w-md">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.current}>Current Password</Label>
              <PasswordInput id={ids.current} value={form.currentPassword} onChange={set('currentPassword')} autoComplete="current-password" required />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.next}>New Password</Label>
              <PasswordInput id={ids.next} value={form.newPassword} onChange={set('newPassword')} autoComplete="new-password" required />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.confirm}>Confirm New Password</Label>
              <PasswordInput id={ids.confirm} value={form.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" required />
            </div>
            <div>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {change.isPending ? 'Updating...' : 'Update Password'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account Security</CardTitle>
          <CardDescription>More ways to protect your account are on the way.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <UnavailableSwitch title="Two-Factor Authentication" description="Ask for a code from an authenticator app when signing in." />
          <UnavailableSwitch title="Login Notifications" description="Email you when your account is signed in on a new device." />
        </CardContent>
      </Card>
    </div>
  );
}
