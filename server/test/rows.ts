/** A users row written straight into the table, for tests below the API (migrations, the database driver). */
export function userRow(id: string) {
  return {
    id,
    email: `${id}@example.com`,
    username: id,
    first_name: 'A',
    last_name: 'B',
    password_hash: 'x',
    pin_hash: 'x',
    grade_level: 9,
    timezone: 'UTC',
    subject_interests: '[]',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
