import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportFileName, type DashboardStats, type Preferences, type ProfileDto, type UpdatePreferencesInput, type UpdateProfileInput } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { toast } from '@client/components/ui/use-toast';
import { apiJson, apiRequest, errorMessage } from '@client/lib/api';
import { signOutLocally, USER_QUERY_KEY } from '@client/lib/auth';
import { SETTINGS_QUERY_KEY } from '@client/lib/theme';
import { attachmentName } from './profile-form';

export const STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;
export const PREFERENCES_QUERY_KEY = ['/api/profile/preferences'] as const;

/** The statistics of the Account tab; fresh each time the tab opens. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: STATS_QUERY_KEY, staleTime: 0 });
}

export function usePreferences() {
  return useQuery<Preferences>({ queryKey: PREFERENCES_QUERY_KEY, staleTime: 0 });
}

/** PUT /api/profile with the spec's toasts; the current user is refetched after the save. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<ProfileDto, Error, UpdateProfileInput>({
    mutationFn: (input) => apiJson<ProfileDto>('PUT', '/api/profile', input),
    onSuccess: async () => {
      toast({ title: 'Profile updated', description: 'Your profile changes have been saved.' });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (err) => toast({ title: 'Update failed', description: errorMessage(err, 'Failed to update profile'), variant: 'destructive' }),
  });
}

/** PUT /api/profile/password; the server's `message` is shown on failure (spec-2 §7). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { currentPassword: string; newPassword: string; confirmPassword: string }>({
    mutationFn: (input) => apiJson<unknown>('PUT', '/api/profile/password', input),
    onSuccess: async () => {
      toast({ title: 'Password updated', description: 'You are still signed in here; other devices were signed out.' });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (err) =>
      toast({ title: 'Password update failed', description: errorMessage(err, 'Failed to update password'), variant: 'destructive' }),
  });
}

/**
 * PUT /api/profile/preferences. Dark mode and language are the account's settings, so the settings
 * cache is refreshed too and the theme changes as soon as the save succeeds.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation<Preferences, Error, UpdatePreferencesInput>({
    mutationFn: (input) => apiJson<Preferences>('PUT', '/api/profile/preferences', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      queryClient.setQueryData<UserSettings>(SETTINGS_QUERY_KEY, (old) =>
        old ? { ...old, theme: saved.darkMode ? 'dark' : 'light', language: saved.language, dailyReminder: saved.studyReminders } : old,
      );
      toast({ title: 'Preferences updated', description: 'Your preferences have been saved.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    },
    onError: (err) =>
      toast({ title: 'Preferences update failed', description: errorMessage(err, 'Failed to update preferences'), variant: 'destructive' }),
  });
}

/** Downloads GET /api/user/export as a file, under the name the server gives it. */
export async function downloadExport(): Promise<string> {
  const res = await apiRequest('GET', '/api/user/export');
  const name = attachmentName(res.headers.get('content-disposition'), exportFileName(new Date()));
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL is revoked.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useExportData() {
  return useMutation<string, Error, void>({
    mutationFn: downloadExport,
    onSuccess: (name) => toast({ title: 'Export ready', description: `Your data was downloaded as ${name}.` }),
    onError: (err) =>
      toast({ title: 'Export failed', description: errorMessage(err, 'Failed to export your data. Please try again.'), variant: 'destructive' }),
  });
}

/**
 * DELETE /api/user/account, then every cached answer is dropped and the browser goes to /auth
 * (spec-2 §4). Failure shows the spec's Settings text.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiJson<null>('DELETE', '/api/user/account');
    },
    onSuccess: () => {
      signOutLocally(queryClient, '/auth');
      toast({ title: 'Account deleted', description: 'Your account and all of your data have been deleted.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete account. Please try again.', variant: 'destructive' }),
  });
}
