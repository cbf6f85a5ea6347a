import type { Dialect } from '../db/codec';

/** The longest pause between two steps of bulk work, whatever a step took. */
const MAX_PAUSE_MS = 50;

/**
 * What bulk work (a 50,000-card import's batches) does between two steps. The event loop always
 * goes to other requests first. On PostgreSQL the database also gets as much idle time as the step
 * took, so one student's import uses at most about half of a database core and other students'
 * queries do not queue behind its backend (issue 12). On SQLite a step holds the only writer, so
 * it only yields the event loop: pausing would keep other students' writes waiting longer.
 */
export function paceBulkStep(dialect: Dialect, stepMs: number): Promise<void> {
  if (dialect === 'postgres') return new Promise((resolve) => setTimeout(resolve, Math.min(MAX_PAUSE_MS, Math.max(0, stepMs))));
  return new Promise((resolve) => setImmediate(resolve));
}
