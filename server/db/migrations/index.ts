import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';

/** Every migration, in order. Append new ones; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};
