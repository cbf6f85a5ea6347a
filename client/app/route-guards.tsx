import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { signedOutPage, useAuth } from '@client/lib/auth';
import { FullScreenSpinner } from './full-screen-spinner';

/** Spinner while the user loads, the page when signed in, otherwise /home (spec-1 §2) or the page a sign-out chose. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={signedOutPage()} replace />;
  return <>{children}</>;
}

/** A signed-in user opening /auth is sent to /. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
