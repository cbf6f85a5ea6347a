import type { QueryClient } from '@tanstack/react-query';
import type { AttemptResultDto, AttemptStartDto, GenerateQuizInput, QuizDto, QuizStatsDto } from '@common/schemas/quizzes';
import { apiJson } from '@client/lib/api';
import { USER_QUERY_KEY } from '@client/lib/auth';

/** Cache keys: the first element is the path the default query function reads (query-client.ts). */
export const QUIZZES_PATH = '/api/quizzes';
/** Every page and filter of the quiz list (usePagedList keys it [path, params]). */
export const QUIZZES_QUERY_KEY = [QUIZZES_PATH] as const;
export const QUIZ_STATS_QUERY_KEY = ['/api/quizzes/stats'] as const;

const quizPath = (id: string) => `/api/quizzes/${encodeURIComponent(id)}`;

/** Spec-2 §7: the answer is the quiz, or (older servers) a nested quiz object with the questions beside it. */
type GenerateAnswer = QuizDto | { quiz: QuizDto; questions?: QuizDto['questions'] };

export async function generateQuiz(body: Partial<GenerateQuizInput> & Pick<GenerateQuizInput, 'topic'>): Promise<QuizDto> {
  const answer = await apiJson<GenerateAnswer>('POST', '/api/quizzes/generate', body);
  if ('quiz' in answer && answer.quiz) return { ...answer.quiz, questions: answer.questions ?? answer.quiz.questions ?? [] };
  return answer as QuizDto;
}

export function fetchQuiz(id: string): Promise<QuizDto> {
  return apiJson<QuizDto>('GET', quizPath(id));
}

/** Starts an attempt on the server: the clock of a timed quiz runs from here. */
export function startAttempt(id: string): Promise<AttemptStartDto> {
  return apiJson<AttemptStartDto>('POST', `${quizPath(id)}/attempts`);
}

export function submitQuiz(id: string, answers: Record<string, string>, attemptId: string | null): Promise<AttemptResultDto> {
  return apiJson<AttemptResultDto>('POST', `${quizPath(id)}/submit`, attemptId ? { answers, attemptId } : { answers });
}

export function deleteQuiz(id: string): Promise<null> {
  return apiJson<null>('DELETE', quizPath(id));
}

/** After a submit or a delete: the list (scores), the stats, and the student's XP in the navigation. */
export function refreshAfterQuizChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: QUIZZES_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: QUIZ_STATS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}

export type { QuizStatsDto };
