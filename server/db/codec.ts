export type Dialect = 'sqlite' | 'postgres';

/**
 * The only place that knows how each dialect stores booleans and JSON: SQLite binds booleans as
 * 0/1 and has no JSON type, PostgreSQL has real booleans. Feature code calls these, never branches.
 */
export interface Codec {
  dialect: Dialect;
  bool(value: boolean): number | boolean;
  json(value: unknown): string;
}

export function createCodec(dialect: Dialect): Codec {
  return {
    dialect,
    bool: (value) => (dialect === 'sqlite' ? (value ? 1 : 0) : value),
    json: (value) => JSON.stringify(value),
  };
}

/** Read a boolean column from either dialect. */
export function readBool(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}

/** Read a JSON text column, with a fallback for empty or damaged values. */
export function readJson<T>(value: string | null | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Timestamps are stored as ISO-8601 UTC text so that both dialects order them the same way. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
