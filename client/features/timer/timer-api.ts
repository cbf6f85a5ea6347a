import type { StudySessionResultDto, StudySessionsDto } from '@common/schemas/timer';
import { apiRequest } from '@client/lib/api';
import type { CompletedFocus } from './timer-machine';

/** The last week of focus sessions with today's total; the default reader fetches key[0] as the path. */
export const STUDY_SESSIONS_KEY = ['/api/study-sessions?days=7'] as const;

/**
 * Records one completed focus phase; the id makes a retry safe. `firstTime` is false when the
 * server already had it (201 vs 200): another tab, or an earlier try whose answer was lost.
 */
export async function postStudySession(session: CompletedFocus): Promise<StudySessionResultDto & { firstTime: boolean }> {
  const res = await apiRequest('POST', '/api/study-sessions', session);
  const result = (await res.json()) as StudySessionResultDto;
  return { ...result, firstTime: res.status === 201 };
}

export type { StudySessionsDto };
