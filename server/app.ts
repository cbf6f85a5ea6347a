import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createEngine } from './ai/index';
import type { AiEngine } from './ai/engine';
import type { AppConfig } from './config';
import type { DbHandle } from './db/index';
import { achievementsRoutes } from './features/achievements/routes';
import { createAchievementsService } from './features/achievements/service';
import { authRoutes } from './features/auth/routes';
import { createAuthService, type AuthService } from './features/auth/service';
import { chatRoutes } from './features/chat/routes';
import { createChatService } from './features/chat/service';
import { flashcardsRoutes } from './features/flashcards/routes';
import { createFlashcardsService } from './features/flashcards/service';
import { materialsRoutes } from './features/materials/routes';
import { notesRoutes } from './features/notes/routes';
import { createNotesService } from './features/notes/service';
import { profileRoutes } from './features/profile/routes';
import { createProfileService } from './features/profile/service';
import { plannerRoutes } from './features/planner/routes';
import { createPlannerService } from './features/planner/service';
import { quizzesRoutes } from './features/quizzes/routes';
import { createQuizzesService } from './features/quizzes/service';
import { settingsRoutes } from './features/settings/routes';
import { createSettingsService } from './features/settings/service';
import { timerRoutes } from './features/timer/routes';
import { createTimerService } from './features/timer/service';
import { createAiRateLimit } from './lib/ai-rate-limit';
import { SESSION_COOKIE } from './lib/auth-guard';
import type { AppContext } from './lib/context';
import { errorHandler } from './lib/error-handler';
import { resilientRateLimitStore } from './lib/rate-limit-store';
import { AppError } from './lib/errors';
import { newId } from './lib/ids';
import { registerSecurityHeaders } from './lib/security-headers';
import { createMailer, type Mailer } from './lib/mail';
import { allowedHosts, isAllowedHost } from './lib/allowed-hosts';
import { APP_CLOSING } from './lib/client-gone';
import { readiness } from './lib/readiness';
import { createExportRunner, EXPORT_QUEUE, EXPORT_TIME_LIMIT_MS } from './workers/export-runner';
import { createImportRunner, IMPORT_QUEUE, IMPORT_TIME_LIMIT_MS } from './workers/import-runner';
import { createWorkerPool, type WorkerPool } from './workers/pool';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  /** Shared rate-limit store across instances; in-process when absent. */
  redis?: Redis;
  mailer?: Mailer;
  /**
   * The AI engine, or a factory given the app's worker pool; by default the one AI_PROVIDER
   * selects (offline when none), running its heavy work in the pool.
   */
  engine?: AiEngine | ((pool: WorkerPool) => AiEngine);
  now?: () => Date;
  /** Pino options, or false to silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  auth: AuthService;
  /** The worker-thread pool for CPU-heavy work; closed with the app. */
  pool: WorkerPool;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_BODY_LIMIT = 1024 * 1024;

/** Whether a request URL is part of the JSON API (`/api`, `/api/…`, `/api?…`). */
function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Secrets can ride in page URLs (reset links): keep them out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](token|sid)=)[^&]*/gi, '$1[redacted]');
}

/**
 * Builds the Fastify app from its dependencies. main.ts passes real ones; tests pass their own
 * database, clock and mailer and drive it with `app.inject`.
 */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
            },
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => newId(),
  });

  const ctx: AppContext = {
    db: deps.database.db,
    codec: deps.database.codec,
    config,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    log: app.log,
    now: deps.now ?? (() => new Date()),
  };
  const auth = createAuthService(ctx);
  const settings = createSettingsService(ctx, auth);
  // Nothing CPU-heavy on the request thread: the offline engine, the maths tools and file parsing
  // run in this pool (server/workers/), closed when the app closes.
  const pool = createWorkerPool(config.workers);
  app.addHook('onClose', () => pool.close());
  // Downloads (account and deck exports) run in a pool of their own, so a long one never queues
  // the tutor's or the note assistant's short tasks behind it.
  const exportPool = createWorkerPool({ ...config.workers, threads: 1, maxQueue: EXPORT_QUEUE, taskTimeoutMs: EXPORT_TIME_LIMIT_MS });
  app.addHook('onClose', () => exportPool.close());
  const exports = createExportRunner(deps.database, exportPool);
  // Deck imports into a SQLite file save their cards in a worker of their own (import-runner.ts).
  const importPool = createWorkerPool({ ...config.workers, threads: 1, maxQueue: IMPORT_QUEUE, taskTimeoutMs: IMPORT_TIME_LIMIT_MS });
  app.addHook('onClose', () => importPool.close());
  const imports = createImportRunner(deps.database, importPool);
  const profile = createProfileService(ctx, { auth, settings, exports });
  const engine = typeof deps.engine === 'function' ? deps.engine(pool) : (deps.engine ?? createEngine(config.ai, pool));
  const chat = createChatService(ctx, { engine, auth, settings });
  const flashcards = createFlashcardsService(ctx, { engine, auth, settings, exports, imports });
  const notes = createNotesService(ctx, { engine, auth, settings });
  const quizzes = createQuizzesService(ctx, { engine, auth, settings, notes });
  const planner = createPlannerService(ctx, { engine, settings });
  const achievements = createAchievementsService(ctx);
  const timer = createTimerService(ctx);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // JSON only: a form post or text/plain body (the classic CSRF vectors) is refused with 415.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  const secure = config.appUrl.startsWith('https://') || config.cookieSecure;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': secure ? [] : null,
      },
    },
    hsts: secure ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: resilientRateLimitStore(deps.redis, app.log),
    errorResponseBuilder: (_req, c) =>
      new AppError('rate_limited', `Too many attempts. Please try again in ${c.after}.`, 429),
  });

  app.decorateRequest('userId', null);
  app.decorateRequest('student', null);
  app.decorateRequest('studentSettings', null);
  // DNS rebinding: a request for a host name this instance does not serve is refused.
  const hosts = allowedHosts(config.appUrl, config.allowedHosts);
  app.addHook('onRequest', async (req) => {
    if (!isAllowedHost(req.hostname, hosts)) {
      throw new AppError('misdirected', 'This address does not serve StudyPilot. Open it at its own address (APP_URL or ALLOWED_HOSTS).', 421);
    }
  });
  app.addHook('onRequest', async (req) => {
    if (!isApiUrl(req.url)) return;
    // CSRF defence: a state change from a page on another origin is refused.
    if (MUTATING.has(req.method) && req.headers.origin) {
      const allowed = new Set([config.appUrl, `${req.protocol}://${req.headers.host}`]);
      if (!allowed.has(req.headers.origin)) throw new AppError('forbidden', 'Cross-site request refused.', 403);
    }
    const session = await auth.resolveSession(req.cookies[SESSION_COOKIE]);
    req.userId = session?.userId ?? null;
    req.student = session?.user ?? null;
    req.studentSettings = session?.settings ?? null;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    // A route that chose its own caching (the notes list's ETag: private, no-cache) keeps it.
    if (isApiUrl(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_req, reply) => {
    const state = await readiness(ctx.db, deps.redis);
    return reply.code(state.ready ? 200 : 503).header('cache-control', 'no-store').send({ status: state.ready ? 'ready' : 'unavailable', ...state });
  });
  await app.register(authRoutes, { ctx, auth });
  await app.register(settingsRoutes, { settings });
  await app.register(profileRoutes, { ctx, profile });
  const aiLimit = createAiRateLimit(app, config.ai);
  // Set when the app starts closing (SIGTERM): open tutor streams end at once with a final event
  // asking the student to send the question again, store nothing, and free their sockets.
  const closing = new AbortController();
  // Every open stream listens to it (and stops listening when it ends): hundreds at once is normal.
  setMaxListeners(0, closing.signal);
  app.addHook('preClose', (done) => {
    closing.abort(new Error(APP_CLOSING));
    done();
  });
  await app.register(chatRoutes, { ctx, chat, aiLimit, closing: closing.signal });
  await app.register(flashcardsRoutes, { ctx, flashcards, aiLimit, pool });
  await app.register(materialsRoutes, { pool });
  await app.register(notesRoutes, { ctx, notes, aiLimit });
  await app.register(quizzesRoutes, { ctx, quizzes, aiLimit });
  await app.register(plannerRoutes, { ctx, planner, aiLimit });
  await app.register(achievementsRoutes, { achievements });
  await app.register(timerRoutes, { timer });

  const clientDir = config.clientDir;
  const hasClient = !!clientDir && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text asset (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The landing page has its own light entry (no router/query/auth: ≤ 90 KB of JS, ARCHITECTURE.md).
  // The static plugin only registers one route per file (/home.html too), so /home is free; Fastify
  // matches it with or without a query string. Without home.html (an older build) the SPA serves it.
  if (hasClient && fs.existsSync(path.join(clientDir, 'home.html'))) {
    app.get('/home', (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html').sendFile('home.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    if (isApiUrl(req.url) || req.method !== 'GET' || !hasClient) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    }
    // Client-side routes (and unknown paths, which the app renders as its 404 card).
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });

  return { app, ctx, auth, pool };
}
