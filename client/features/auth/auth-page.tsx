import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { GRADE_LEVELS } from '@common/grades';
import { AUTH_MESSAGES, emailField, loginSchema, newPasswordField, pinField, registerSchema } from '@common/schemas/auth';
import { AuthLayout, AuthTitle } from './auth-layout';
import { EmailInput } from './email-input';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type AuthTab = 'signin' | 'signup';

/**
 * The sign-up form's own schema: the server's register fields (same messages) plus the
 * confirmation, which only the browser needs, and the grade as the select's string value.
 */
const signUpSchema = z
  .object({
    firstName: registerSchema.shape.firstName,
    lastName: registerSchema.shape.lastName,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    backupPin: pinField,
    gradeLevel: z.string().min(1, 'Please choose a grade level'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/**
 * /auth (spec-1 §2): Sign In and Sign Up tabs, Sign Up first because most visitors arrive from the
 * landing page's "Let's Go". `?tab=signin` opens Sign In for returning students.
 */
export default function AuthPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'signin' ? 'signin' : 'signup');

  return (
    <AuthLayout>
      <Card className="shadow-xl shadow-primary/5">
        <CardHeader className="items-center pb-4 text-center">
          <AuthTitle>{tab === 'signup' ? 'Create your free account' : 'Welcome back'}</AuthTitle>
          <CardDescription>
            {tab === 'signup'
              ? 'Free to start, no credit card needed. Your AI study companion is one minute away.'
              : 'Sign in to pick up your studies where you left off.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(v) => setTab(v === 'signin' ? 'signin' : 'signup')}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="mt-6">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="mt-6">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function SignInForm() {
  const { loginMutation } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const pending = loginMutation.isPending;

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(
      { email: values.email, password: values.password, rememberMe: values.rememberMe },
      { onSuccess: () => navigate('/', { replace: true }) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        {(aria) => <EmailInput {...aria} {...register('email')} />}
      </FormField>
      <FormField
        id="signin-password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            to="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(aria) => <PasswordInput {...aria} autoComplete="current-password" required {...register('password')} />}
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="signin-remember"
              name={field.name}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="signin-remember" className="cursor-pointer font-normal">
          Remember me
        </Label>
      </div>
      <Button type="submit" className="mt-2 w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const { registerMutation } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      backupPin: '',
      gradeLevel: '',
    },
  });
  const pending = registerMutation.isPending;

  const onSubmit = handleSubmit((values) => {
    registerMutation.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        backupPin: values.backupPin,
        gradeLevel: Number(values.gradeLevel),
        subjectInterests: [],
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      { onSuccess: () => navigate('/', { replace: true }) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First name" error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" required {...register('firstName')} />}
        </FormField>
        <FormField id="signup-last-name" label="Last name" error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" required {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        {(aria) => <EmailInput {...aria} {...register('email')} />}
      </FormField>
      <FormField
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        hint="At least 6 characters."
      >
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" required {...register('password')} />}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
        {(aria) => (
          <PasswordInput {...aria} autoComplete="new-password" required {...register('confirmPassword')} />
        )}
      </FormField>
      <FormField
        id="signup-backup-pin"
        label="Backup PIN"
        error={errors.backupPin?.message}
        hint="4 to 6 digits. You will use this PIN to recover your account if you forget your password, so keep it somewhere safe."
      >
        {(aria) => (
          <Input
            {...aria}
            inputMode="numeric"
            pattern="\d{4,6}"
            maxLength={6}
            autoComplete="off"
            placeholder="e.g. 4821"
            required
            {...register('backupPin')}
          />
        )}
      </FormField>
      <FormField id="signup-grade" label="Grade level" error={errors.gradeLevel?.message}>
        {(aria) => (
          <NativeSelect {...aria} required {...register('gradeLevel')}>
            <option value="" disabled>
              Select your grade level
            </option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.value} value={String(g.value)}>
                {g.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        By creating an account, you agree to our Terms of Service and Privacy Policy.
      </p>
    </form>
  );
}
