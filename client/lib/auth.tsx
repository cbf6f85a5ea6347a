import { useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { LoginInput, PublicUser, RegisterInput } from '@common/schemas/auth';
import { toast } from '@client/components/ui/use-toast';
import { apiJson, errorMessage } from './api';
import { getQueryFn } from './query-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Where a protected page sends a student who has just been signed out; the landing page unless an action chose. */
let signedOutDestination = '/home';

/** The page a protected route redirects to once the user is gone (read by ProtectedRoute). */
export function signedOutPage(): string {
  return signedOutDestination;
}

/**
 * Forgets the signed-in user and everything cached for them. The protected page on screen then
 * redirects to `to`: one navigation, so it cannot race a second one (a deleted account lands on
 * /auth, not on the landing page the guard would otherwise choose).
 */
export function signOutLocally(queryClient: QueryClient, to = '/home'): void {
  signedOutDestination = to;
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** Holds the current user (spec-1 §4 "Authentication") and the login, register and logout actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });

  const loginMutation = useMutation<PublicUser, Error, LoginInput>({
    mutationFn: (input) => apiJson<PublicUser>('POST', '/api/login', input),
    onSuccess: (user) => {
      signedOutDestination = '/home';
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Login successful', description: 'Welcome back!' });
    },
    onError: (err) => toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' }),
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterInput>({
    mutationFn: (input) => apiJson<PublicUser>('POST', '/api/register', input),
    onSuccess: (user) => {
      signedOutDestination = '/home';
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: 'Registration successful',
        description: `Welcome to StudyPilot, ${user.firstName}! Your study app is ready.`,
      });
    },
    onError: (err) => toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiJson<unknown>('POST', '/api/logout');
    },
    onSuccess: () => {
      signOutLocally(queryClient);
      toast({ title: 'Logged out', description: 'See you next time!' });
    },
    onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <AuthContext.Provider
      value={{ user: data ?? null, isLoading, error, loginMutation, registerMutation, logoutMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
