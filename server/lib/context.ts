import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Codec } from '../db/codec';
import type { Database } from '../db/schema';
import type { Mailer } from './mail';

/** What services need from the outside world; tests build one with their own database and clock. */
export interface AppContext {
  db: Kysely<Database>;
  codec: Codec;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
}
