import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleCheck, KeyRound, Loader2, LockKeyhole, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { AUTH_MESSAGES, emailField, newPasswordField, pinField } from '@common/schemas/auth';
import { AuthLayout, AuthTitle } from './auth-layout';
import { EmailInput } from './email-input';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { NETWORK_ERROR, postRecovery } from './recovery-api';
import { SupportContact } from './support-contact';

type Step = 'email' | 'pin' | 'password' | 'success';
const STEPS: readonly Step[] = ['email', 'pin', 'password', 'success'];
const LINK_SENT = 'If an account exists for that email, we sent a reset link. It expires in 1 hour.';

const emailSchema = z.object({ email: emailField });
const pinSchema = z.object({ pin: pinField });
const passwordSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

const STEP_COPY: Record<Step, { title: string; description: string }> = {
  email: {
    title: 'Forgot your password?',
    description: "Enter your account's email address. Next, you'll confirm it's you with your backup PIN.",
  },
  pin: {
    title: 'Enter your backup PIN',
    description: 'Type the 4 to 6 digit backup PIN you chose when you created your account.',
  },
  password: {
    title: 'Create a new password',
    description: 'Choose a new password with at least 6 characters.',
  },
  success: {
    title: 'Password updated',
    description: 'Your password has been reset. You can now sign in with your new password.',
  },
};

const STEP_ICON = { email: Mail, pin: KeyRound, password: LockKeyhole, success: CircleCheck } as const;

/**
 * /forgot-password (spec-1 §2, §4): email → backup PIN → new password → success, forward only.
 * Students without a PIN at hand can ask for an emailed reset link from the first step instead.
 */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [pin, setPin] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const index = STEPS.indexOf(step);
  const Icon = STEP_ICON[step];
  const copy = STEP_COPY[step];

  return (
    <AuthLayout>
      <Card className="shadow-xl shadow-primary/5">
        <CardHeader className="pb-4">
          <StepIndicator current={index + 1} total={STEPS.length} />
          <div className="mt-3 flex items-start gap-3">
            <span
              className={cn(
                'hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex',
                step === 'success'
                  ? 'bg-emerald-600/15 text-emerald-700 dark:text-emerald-300'
                  : 'bg-primary/15 text-primary',
              )}
              aria-hidden
            >
              <Icon className="h-5 w-5" />
            </span>
            <div className="grid gap-1.5">
              <AuthTitle ref={headingRef} tabIndex={-1}>
                {copy.title}
              </AuthTitle>
              <CardDescription>{copy.description}</CardDescription>
            </div>
          </div>
        </CardHeader>
        <CardContent>
          {step === 'email' && (
            <EmailStep
              onVerified={(verifiedEmail) => {
                setEmail(verifiedEmail);
                setStep('pin');
              }}
            />
          )}
          {step === 'pin' && (
            <PinStep
              email={email}
              onVerified={(verifiedPin) => {
                setPin(verifiedPin);
                setStep('password');
              }}
            />
          )}
          {step === 'password' && <PasswordStep email={email} pin={pin} onDone={() => setStep('success')} />}
          {step === 'success' && (
            <Button asChild className="w-full">
              <Link to="/auth?tab=signin">Return to Sign In</Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link
          to="/auth?tab=signin"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}

function StepIndicator({ current, total }: { current: number; total: number }) {
  return (
    <div className="grid gap-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">
        Step {current} of {total}
      </p>
      <div className="grid grid-cols-4 gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={cn('h-1.5 rounded-full transition-colors', i < current ? 'bg-primary' : 'bg-muted')}
          />
        ))}
      </div>
    </div>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

function EmailStep({ onVerified }: { onVerified: (email: string) => void }) {
  const [pending, setPending] = useState<'verify' | 'link' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailSchema>, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });

  const verify = handleSubmit(async ({ email }) => {
    setPending('verify');
    setError(null);
    setLinkSent(false);
    const outcome = await postRecovery('/api/verify-email', { email }, AUTH_MESSAGES.emailNotFound);
    setPending(null);
    if (outcome.ok) onVerified(email);
    else setError(outcome.message);
  });

  const sendLink = handleSubmit(async ({ email }) => {
    setPending('link');
    setError(null);
    setLinkSent(false);
    const outcome = await postRecovery('/api/forgot-password', { email }, NETWORK_ERROR);
    setPending(null);
    if (outcome.ok) setLinkSent(true);
    else setError(outcome.message);
  });

  return (
    <form onSubmit={verify} noValidate className="grid gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      {linkSent && (
        <Alert variant="success" role="status">
          {LINK_SENT}
        </Alert>
      )}
      <FormField id="recovery-email" label="Email" error={errors.email?.message}>
        {(aria) => <EmailInput {...aria} {...register('email')} />}
      </FormField>
      <SubmitButton pending={pending === 'verify'} label="Continue" pendingLabel="Checking..." />
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" className="w-full" disabled={pending !== null} onClick={sendLink}>
        {pending === 'link' ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
        {pending === 'link' ? 'Sending...' : 'Email me a reset link instead'}
      </Button>
    </form>
  );
}

function PinStep({ email, onVerified }: { email: string; onVerified: (pin: string) => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof pinSchema>, unknown, z.output<typeof pinSchema>>({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
  });

  const verify = handleSubmit(async ({ pin }) => {
    setPending(true);
    setError(null);
    const outcome = await postRecovery('/api/verify-backup-pin', { email, pin }, AUTH_MESSAGES.invalidPin);
    setPending(false);
    if (outcome.ok) onVerified(pin);
    else setError(outcome.message);
  });

  return (
    <form onSubmit={verify} noValidate className="grid gap-4">
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        Account: <span className="break-all font-medium text-foreground">{email}</span>
      </p>
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField id="recovery-pin" label="Backup PIN" error={errors.pin?.message} hint="4 to 6 digits.">
        {(aria) => (
          <Input
            {...aria}
            inputMode="numeric"
            pattern="\d{4,6}"
            maxLength={6}
            autoComplete="off"
            required
            {...register('pin')}
          />
        )}
      </FormField>
      <SubmitButton pending={pending} label="Verify PIN" pendingLabel="Verifying..." />
      <p className="text-sm leading-relaxed text-muted-foreground">
        Forgot your backup PIN? Please <SupportContact subject="Forgotten backup PIN" /> to recover your account.
      </p>
    </form>
  );
}

function PasswordStep({ email, pin, onDone }: { email: string; pin: string; onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof passwordSchema>, unknown, z.output<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const reset = handleSubmit(async ({ newPassword }) => {
    setPending(true);
    setError(null);
    const outcome = await postRecovery(
      '/api/reset-password-with-pin',
      { email, pin, newPassword },
      'Failed to reset password',
    );
    setPending(false);
    if (outcome.ok) onDone();
    else setError(outcome.message);
  });

  return (
    <form onSubmit={reset} noValidate className="grid gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField
        id="recovery-new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 6 characters."
      >
        {(aria) => (
          <PasswordInput {...aria} autoComplete="new-password" required {...register('newPassword')} />
        )}
      </FormField>
      <FormField id="recovery-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" required {...register('confirmPassword')} />}
      </FormField>
      <SubmitButton pending={pending} label="Reset Password" pendingLabel="Resetting..." />
    </form>
  );
}
