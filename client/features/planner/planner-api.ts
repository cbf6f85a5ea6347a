import type { QueryClient } from '@tanstack/react-query';
import type {
  AssignmentDto,
  OptimizeResponse,
  StudyPreferences,
  StudyPlanDto,
  UpdateAssignmentInput,
} from '@common/schemas/planner';
import { apiJson } from '@client/lib/api';
import { browserTimeZone } from '@client/lib/utils';

/** Cache keys: the first element is the path the default query function reads (query-client.ts). */
export const ASSIGNMENTS_QUERY_KEY = ['/api/assignments'] as const;
export const STUDY_PLANS_QUERY_KEY = ['/api/study-plans'] as const;

/** Calendar files a student can import into Google Calendar, Apple Calendar or Outlook. */
export const ASSIGNMENTS_ICS_URL = '/api/assignments/export.ics';
export function planIcsUrl(planId: string): string {
  return `/api/study-plans/${encodeURIComponent(planId)}/export.ics`;
}

/** Spec-1 §9: the optimiser is always told grade level 10 (the server uses the account's own). */
export const OPTIMIZE_GRADE_LEVEL = 10;

const assignmentPath = (id: string) => `/api/assignments/${encodeURIComponent(id)}`;

export function createAssignment(input: UpdateAssignmentInput): Promise<AssignmentDto> {
  return apiJson<AssignmentDto>('POST', '/api/assignments', input);
}

/** PUT carries the whole assignment, for edits and for the completion toggle alike (spec-1 §7). */
export function updateAssignment(id: string, input: UpdateAssignmentInput): Promise<AssignmentDto> {
  return apiJson<AssignmentDto>('PUT', assignmentPath(id), input);
}

/** Deletes a saved study plan (its sessions leave the student's plan list; assignments stay). */
export function deleteStudyPlan(id: string): Promise<null> {
  return apiJson<null>('DELETE', `/api/study-plans/${encodeURIComponent(id)}`);
}

export function deleteAssignment(id: string): Promise<null> {
  return apiJson<null>('DELETE', assignmentPath(id));
}

/** POST /api/study-plans/optimize with the incomplete assignments only (spec-1 §5). */
export function optimizeSchedule(assignments: readonly AssignmentDto[], preferences: StudyPreferences): Promise<OptimizeResponse> {
  return apiJson<OptimizeResponse>('POST', '/api/study-plans/optimize', {
    assignments: assignments.filter((a) => !a.completed),
    preferences,
    gradeLevel: OPTIMIZE_GRADE_LEVEL,
    // The student's zone, so the server puts "morning" blocks in the student's own morning.
    timeZone: browserTimeZone(),
  });
}

/** After any assignment change: this page's lists and the dashboard's Upcoming Study Tasks. */
export function refreshAssignments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY });
}

export type { AssignmentDto, OptimizeResponse, StudyPlanDto };
