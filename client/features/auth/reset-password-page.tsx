import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Loader2, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { ApiError, apiJson } from '@client/lib/api';
import { AUTH_MESSAGES, newPasswordField } from '@common/schemas/auth';
import { AuthLayout, AuthTitle } from './auth-layout';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { jsonMessage } from './recovery-api';

/** Spec-1 §9: the success view stays 3 seconds before going to /auth. */
const REDIRECT_DELAY_MS = 3000;
const FAILED = 'Failed to reset password';

const resetSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/**
 * /reset-password?token=… (spec-1 §2, §4): the page an emailed reset link opens. Without a token
 * there is nothing to redeem, so the student is sent to the PIN-based recovery instead.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof resetSchema>, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    headingRef.current?.focus();
    const timer = setTimeout(() => navigate('/auth?tab=signin', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setPending(true);
    setError(null);
    try {
      const data = await apiJson<{ success?: boolean; message?: string } | null>('POST', '/api/reset-password', {
        token,
        password,
      });
      if (data?.success === false) setError(data.message || FAILED);
      else setDone(true);
    } catch (err) {
      // The server's JSON message (e.g. an expired link); never raw HTML or "Failed to fetch".
      setError((err instanceof ApiError && jsonMessage(err.bodyText)) || FAILED);
    } finally {
      setPending(false);
    }
  });

  if (done) {
    return (
      <AuthLayout>
        <Card className="shadow-xl shadow-primary/5">
          <CardHeader className="items-center text-center">
            <span
              className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-emerald-600/15 text-emerald-700 dark:text-emerald-300"
              aria-hidden
            >
              <CircleCheck className="h-6 w-6" />
            </span>
            <AuthTitle ref={headingRef} tabIndex={-1}>
              Password Reset Successfully
            </AuthTitle>
            <CardDescription role="status">Redirecting you to sign in...</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full">
              <Link to="/auth?tab=signin">Go to Sign In now</Link>
            </Button>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card className="shadow-xl shadow-primary/5">
        <CardHeader className="pb-4">
          <div className="flex items-start gap-3">
            <span
              className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary sm:flex"
              aria-hidden
            >
              <LockKeyhole className="h-5 w-5" />
            </span>
            <div className="grid gap-1.5">
              <AuthTitle>Set a new password</AuthTitle>
              <CardDescription>Choose a new password with at least 6 characters.</CardDescription>
            </div>
          </div>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {error && (
              <Alert variant="destructive">
                <p>{error}</p>
                <p className="mt-1">
                  <Link to="/forgot-password" className="font-medium underline underline-offset-4 hover:no-underline">
                    Request a new reset link
                  </Link>
                </p>
              </Alert>
            )}
            <FormField
              id="reset-password"
              label="New password"
              error={errors.password?.message}
              hint="At least 6 characters."
            >
              {(aria) => <PasswordInput {...aria} autoComplete="new-password" required {...register('password')} />}
            </FormField>
            <FormField id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
              {(aria) => (
                <PasswordInput {...aria} autoComplete="new-password" required {...register('confirmPassword')} />
              )}
            </FormField>
            <Button type="submit" className="w-full" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              {pending ? 'Updating...' : 'Update Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link
          to="/auth?tab=signin"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}
