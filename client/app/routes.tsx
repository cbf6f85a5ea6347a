import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from './full-screen-spinner';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { NotFoundPage } from './not-found-page';

const LandingPage = lazy(() => import('@client/features/landing/landing-page'));
const AuthPage = lazy(() => import('@client/features/auth/auth-page'));
const ForgotPasswordPage = lazy(() => import('@client/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@client/features/auth/reset-password-page'));
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardPage = lazy(() => import('@client/features/dashboard/dashboard-page'));
const TutorPage = lazy(() => import('@client/features/tutor/tutor-page'));
const FlashcardsPage = lazy(() => import('@client/features/flashcards/flashcards-page'));
const NotesPage = lazy(() => import('@client/features/notes/notes-page'));
const QuizGeneratorPage = lazy(() => import('@client/features/quizzes/quiz-generator-page'));
const AchievementsPage = lazy(() => import('@client/features/achievements/achievements-page'));
const ProfilePage = lazy(() => import('@client/features/profile/profile-page'));
const SettingsPage = lazy(() => import('@client/features/settings/settings-page'));
const PlannerPage = lazy(() => import('@client/features/planner/planner-page'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

/** Route table of spec-1 §2 and spec-2 §2: every page lazy-loaded as its own chunk. */
export function AppRoutes() {
  return (
    <Lazy>
      <Routes>
        <Route path="/home" element={<LandingPage />} />
        <Route
          path="/auth"
          element={
            <PublicOnlyRoute>
              <AuthPage />
            </PublicOnlyRoute>
          }
        />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          element={
            <ProtectedRoute>
              <AppShell />
            </ProtectedRoute>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/ai-tutor" element={<TutorPage />} />
          <Route path="/notes" element={<NotesPage />} />
          <Route path="/flashcards" element={<FlashcardsPage />} />
          <Route path="/quiz-generator" element={<QuizGeneratorPage />} />
          <Route path="/study-planner" element={<PlannerPage />} />
          <Route path="/achievements" element={<AchievementsPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/progress" element={<Navigate to="/achievements" replace />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Lazy>
  );
}
