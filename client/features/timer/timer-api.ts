import type { StudySessionResultDto, StudySessionsDto } from '@common/schemas/timer';
import { apiJson } from '@client/lib/api';
import type { CompletedFocus } from './timer-machine';

/** The last week of focus sessions with today's total; the default reader fetches key[0] as the path. */
export const STUDY_SESSIONS_KEY = ['/api/study-sessions?days=7'] as const;

/** Records one completed focus phase; the id makes a retry safe. */
export function postStudySession(session: CompletedFocus): Promise<StudySessionResultDto> {
  return apiJson<StudySessionResultDto>('POST', '/api/study-sessions', session);
}

export type { StudySessionsDto };
