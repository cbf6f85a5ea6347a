import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int('DATABASE_POOL_SIZE must be a whole number').min(2).max(200).optional(),
  DATABASE_PREPARED_STATEMENTS: booleanish,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_URL: z.string().url('APP_URL must be a full URL such as https://study.example.org').optional(),
  ALLOWED_HOSTS: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9.,\s-]*$/, 'ALLOWED_HOSTS must be host names separated by commas, such as study.lan,studypilot.local')
    .optional(),
  COOKIE_SECURE: booleanish,
  TRUST_PROXY: booleanish,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('StudyPilot <no-reply@studypilot.local>'),
  STUDY_EMAILS_INTERVAL_MINUTES: z.coerce.number().int().min(0, 'STUDY_EMAILS_INTERVAL_MINUTES must be 0 (off) to 1440').max(1440).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible', '']).optional(),
  AI_MODEL: z.string().max(200).optional(),
  AI_BASE_URL: z.string().url('AI_BASE_URL must be a full URL such as http://127.0.0.1:11434/v1').optional().or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().max(500).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(2000),
  AI_STRUCTURED_OUTPUTS: z.enum(['true', 'false', '']).optional(),
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  AI_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  WORKER_THREADS: z.coerce.number().int().min(1, 'WORKER_THREADS must be at least 1').max(256).optional().or(z.literal('').transform(() => undefined)),
  WORKER_QUEUE_SIZE: z.coerce.number().int().min(0).max(100_000).optional().or(z.literal('').transform(() => undefined)),
  WORKER_TASK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  WORKER_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(256),
});

export type AiProviderName = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

export interface AiConfig {
  provider: AiProviderName;
  model: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs: number;
  maxOutputTokens: number;
  /** JSON-schema structured outputs for an OpenAI-compatible server (Ollama, vLLM, llama.cpp and LM Studio support them). */
  structuredOutputs: boolean;
  rateLimit: number;
  rateWindowMinutes: number;
}

const DEFAULT_MODELS: Record<AiProviderName, string> = {
  offline: 'studypilot-offline',
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  'openai-compatible': 'llama3.1',
};

/** Which engine answers: an explicit AI_PROVIDER, else a key implies OpenAI, else offline. */
function resolveAi(e: z.infer<typeof envSchema>): AiConfig {
  const provider: AiProviderName = e.AI_PROVIDER || (e.AI_API_KEY ? 'openai' : e.AI_BASE_URL ? 'openai-compatible' : 'offline');
  if (provider === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new Error('Invalid configuration:\n  AI_BASE_URL: required when AI_PROVIDER=openai-compatible (e.g. http://127.0.0.1:11434/v1 for Ollama)');
  }
  if ((provider === 'openai' || provider === 'anthropic') && !e.AI_API_KEY && !e.AI_BASE_URL) {
    throw new Error(`Invalid configuration:\n  AI_API_KEY: required when AI_PROVIDER=${provider}`);
  }
  return {
    provider,
    model: e.AI_MODEL || DEFAULT_MODELS[provider],
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY || undefined,
    timeoutMs: e.AI_TIMEOUT_MS,
    maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
    structuredOutputs: e.AI_STRUCTURED_OUTPUTS !== 'false',
    rateLimit: e.AI_RATE_LIMIT,
    rateWindowMinutes: e.AI_RATE_WINDOW_MINUTES,
  };
}

/** The worker-thread pool for CPU-heavy work (server/workers/pool.ts). */
export interface WorkersConfig {
  threads: number;
  maxQueue: number;
  taskTimeoutMs: number;
  maxMemoryMb: number;
}

/**
 * Tasks that may wait per worker thread. Tutor answers take 0.1–2 s of a worker: 16 waiting is a
 * few seconds' wait at worst, where 4 refused four in five questions from 100 busy students.
 */
export const QUEUED_PER_THREAD = 16;

/** Pool size: one thread per core but one (the request thread's), and a queue of 16 tasks per thread. */
function resolveWorkers(e: z.infer<typeof envSchema>): WorkersConfig {
  const threads = e.WORKER_THREADS ?? Math.max(1, os.availableParallelism() - 1);
  return {
    threads,
    maxQueue: e.WORKER_QUEUE_SIZE ?? QUEUED_PER_THREAD * threads,
    taskTimeoutMs: e.WORKER_TASK_TIMEOUT_MS,
    maxMemoryMb: e.WORKER_MAX_MEMORY_MB,
  };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections this instance keeps open for requests (DATABASE_POOL_SIZE; unset: PG_POOL_SIZE). */
  databasePoolSize?: number;
  /**
   * PostgreSQL statements prepared once per connection and reused (DATABASE_PREPARED_STATEMENTS,
   * default true); false behind a pooler that cannot carry them (PgBouncer before 1.21 in transaction mode).
   */
  databasePreparedStatements: boolean;
  redisUrl?: string;
  appUrl: string;
  /** Host names served besides APP_URL's (IP addresses and localhost always are). */
  allowedHosts: string[];
  cookieSecure: boolean;
  trustProxy: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** How often the study e-mails (reminders, deadline notices, weekly reports) are checked; 0 = never. */
  studyEmailsIntervalMinutes: number;
  logLevel: string;
  /** Lifetime of a "Remember me" session. */
  sessionDays: number;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  ai: AiConfig;
  workers: WorkersConfig;
}

/**
 * Reads the environment once, at start-up. A wrong value stops the process with a message naming
 * the variable, rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    redisUrl: e.REDIS_URL,
    appUrl,
    allowedHosts: (e.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    studyEmailsIntervalMinutes: e.STUDY_EMAILS_INTERVAL_MINUTES,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    clientDir: path.resolve('dist/client'),
    ai: resolveAi(e),
    workers: resolveWorkers(e),
  };
}
