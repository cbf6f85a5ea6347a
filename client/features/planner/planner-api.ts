import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import type {
  AssignmentDto,
  OptimizeResponse,
  StudyPreferences,
  StudyPlanDto,
  UpdateAssignmentInput,
} from '@common/schemas/planner';
import { apiJson } from '@client/lib/api';
import { fetchPage } from '@client/lib/paged-list';
import { browserTimeZone } from '@client/lib/utils';

/** Cache keys: the first element is the path the default query function reads (query-client.ts). */
export const ASSIGNMENTS_PATH = '/api/assignments';
export const STUDY_PLANS_PATH = '/api/study-plans';
/** Every cached page and filter of the assignments (usePagedList keys them [path, params]). */
export const ASSIGNMENTS_QUERY_KEY = [ASSIGNMENTS_PATH] as const;
export const STUDY_PLANS_QUERY_KEY = [STUDY_PLANS_PATH] as const;
/** Assignments per page: a week or a filtered list rarely needs a second one. */
export const ASSIGNMENT_PAGE_SIZE = 100;

type AssignmentPages = InfiniteData<Page<AssignmentDto>>;

function isPages(data: unknown): data is AssignmentPages {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);
}

/**
 * Applies a change to every cached assignments list (the calendar's weeks, Upcoming, the
 * Assignments tab, the dashboard) at once: `change` maps one page's items to the new items.
 */
export function updateCachedAssignments(queryClient: QueryClient, change: (items: AssignmentDto[]) => AssignmentDto[]): void {
  queryClient.setQueriesData<AssignmentPages>({ queryKey: ASSIGNMENTS_QUERY_KEY }, (data) =>
    isPages(data) ? { ...data, pages: data.pages.map((p) => ({ ...p, items: change(p.items) })) } : data,
  );
}

/** A snapshot of every cached assignments list, to roll an optimistic change back. */
export function snapshotAssignments(queryClient: QueryClient): Array<[readonly unknown[], unknown]> {
  return queryClient.getQueriesData({ queryKey: ASSIGNMENTS_QUERY_KEY });
}

export function restoreAssignments(queryClient: QueryClient, snapshot: Array<[readonly unknown[], unknown]>): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** The most assignments one optimisation sends (the server's limit). */
const OPTIMIZE_MAX = 500;

/**
 * The student's pending assignments, page by page, for the optimiser (spec-1 §5 sends the
 * incomplete ones). Asked only when the student presses the button, never on page load.
 */
export async function pendingAssignments(): Promise<AssignmentDto[]> {
  const out: AssignmentDto[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<AssignmentDto> = await fetchPage<AssignmentDto>(ASSIGNMENTS_PATH, { status: 'pending', limit: 200 }, cursor);
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && out.length < OPTIMIZE_MAX);
  return out.slice(0, OPTIMIZE_MAX);
}

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

/**
 * POST /api/study-plans/optimize with the incomplete assignments only (spec-1 §5).
 */
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
