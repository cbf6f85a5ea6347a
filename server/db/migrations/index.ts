import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-chat';
import * as m0003 from './0003-notes';
import * as m0004 from './0004-flashcards';
import * as m0005 from './0005-quizzes';
import * as m0006 from './0006-planner';
import * as m0007 from './0007-achievements';
import * as m0008 from './0008-profile-preferences';
import * as m0009 from './0009-study-timer';
import * as m0010 from './0010-notes-revision';
import * as m0011 from './0011-sent-study-emails';
import * as m0012 from './0012-decks';
import * as m0013 from './0013-notes-chat-paging';
import * as m0014 from './0014-lists';
import * as m0015 from './0015-export-order';
import * as m0016 from './0016-deck-counters';
import * as m0017 from './0017-sign-in-throttle';
import * as m0018 from './0018-tutor-state';

/** Every migration, in order. Append new ones; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-chat': m0002,
  '0003-notes': m0003,
  '0004-flashcards': m0004,
  '0005-quizzes': m0005,
  '0006-planner': m0006,
  '0007-achievements': m0007,
  '0008-profile-preferences': m0008,
  '0009-study-timer': m0009,
  '0010-notes-revision': m0010,
  '0011-sent-study-emails': m0011,
  '0012-decks': m0012,
  '0013-notes-chat-paging': m0013,
  '0014-lists': m0014,
  '0015-export-order': m0015,
  '0016-deck-counters': m0016,
  '0017-sign-in-throttle': m0017,
  '0018-tutor-state': m0018,
};
