import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-chat';
import * as m0003 from './0003-notes';
import * as m0004 from './0004-flashcards';
import * as m0005 from './0005-quizzes';

/** Every migration, in order. Append new ones; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-chat': m0002,
  '0003-notes': m0003,
  '0004-flashcards': m0004,
  '0005-quizzes': m0005,
};
