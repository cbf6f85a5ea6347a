import { TITLE_MAX, UNTITLED, fieldsOf, type NoteDto, type NoteFields } from './note-constants';

/** The three ways out of "This note changed elsewhere"; none of them loses anyone's words silently. */
export type ConflictChoice = 'theirs' | 'copy' | 'overwrite';

export type ConflictAction =
  /** Show the server's note; the local edits are dropped (the student chose so). */
  | { kind: 'load'; note: NoteDto; fields: NoteFields }
  /** Keep the server's note as it is and save the local text as a new note. */
  | { kind: 'create-copy'; body: NoteFields }
  /** Save the local text over the server's, at the server's version (an informed overwrite). */
  | { kind: 'update'; id: string; body: NoteFields & { version: number } };

/** Title of the copy that keeps the student's version: "Biology (my copy)". */
export function copyTitle(title: string): string {
  const suffix = ' (my copy)';
  const base = title.trim() || UNTITLED;
  return base.slice(0, TITLE_MAX - suffix.length) + suffix;
}

/** What a conflict choice sends or loads, given the local draft and the server's current note. */
export function resolveConflict(choice: ConflictChoice, mine: NoteFields, theirs: NoteDto): ConflictAction {
  if (choice === 'theirs') return { kind: 'load', note: theirs, fields: fieldsOf(theirs) };
  if (choice === 'copy') return { kind: 'create-copy', body: { ...mine, title: copyTitle(mine.title) } };
  return { kind: 'update', id: theirs.id, body: { ...mine, title: mine.title.trim() ? mine.title : UNTITLED, version: theirs.version } };
}
