/**
 * Spec-2 §5: the display name is split at the first space into first and last name; a part that is
 * missing keeps the current value (so "Marie" alone renames only the first name).
 */
export function splitDisplayName(displayName: string, current: { firstName: string; lastName: string }): { firstName: string; lastName: string } {
  const trimmed = displayName.trim();
  const space = trimmed.indexOf(' ');
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  const last = space === -1 ? '' : trimmed.slice(space + 1).trim();
  return { firstName: first || current.firstName, lastName: last || current.lastName };
}

/** The display name shown in the field: first and last name joined by one space. */
export function joinDisplayName(firstName: string, lastName: string): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}
