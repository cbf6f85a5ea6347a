/** PostgreSQL's answer when a prepared `select *` meets a table whose columns changed since it was planned. */
export function isStalePlan(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === '0A000' && /cached plan/i.test(err.message);
}
