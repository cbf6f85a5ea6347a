import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { QUEUED_PER_THREAD, loadConfig } from './config';

describe('loadConfig: study e-mails', () => {
  it('checks every 15 minutes by default, and 0 turns the study e-mails off', () => {
    expect(loadConfig({}).studyEmailsIntervalMinutes).toBe(15);
    expect(loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: '0' }).studyEmailsIntervalMinutes).toBe(0);
    expect(loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: '60' }).studyEmailsIntervalMinutes).toBe(60);
  });

  it('refuses a negative, fractional or too large interval, naming the variable', () => {
    for (const bad of ['-1', '1.5', '1441', 'often']) {
      expect(() => loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: bad })).toThrow(/STUDY_EMAILS_INTERVAL_MINUTES/);
    }
  });
});

describe('loadConfig: PostgreSQL pool', () => {
  it('leaves the pool size to the database module unless DATABASE_POOL_SIZE sets it', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
  });

  it('refuses a size it cannot use, naming the variable', () => {
    for (const bad of ['0', '1', '2.5', '500', 'many']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('loadConfig: worker pool', () => {
  it('uses one thread per core but one, a queue of QUEUED_PER_THREAD per thread, 10 s and 256 MB by default', () => {
    const threads = Math.max(1, os.availableParallelism() - 1);
    expect(loadConfig({}).workers).toEqual({ threads, maxQueue: QUEUED_PER_THREAD * threads, taskTimeoutMs: 10_000, maxMemoryMb: 256 });
  });

  it('takes each setting from the environment, the queue following the threads unless set', () => {
    expect(loadConfig({ WORKER_THREADS: '3' }).workers).toMatchObject({ threads: 3, maxQueue: 3 * QUEUED_PER_THREAD });
    expect(loadConfig({ WORKER_THREADS: '2', WORKER_QUEUE_SIZE: '0', WORKER_TASK_TIMEOUT_MS: '2500', WORKER_MAX_MEMORY_MB: '512' }).workers).toEqual({
      threads: 2,
      maxQueue: 0,
      taskTimeoutMs: 2500,
      maxMemoryMb: 512,
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ WORKER_THREADS: '0' })).toThrow(/WORKER_THREADS/);
    expect(() => loadConfig({ WORKER_QUEUE_SIZE: '-1' })).toThrow(/WORKER_QUEUE_SIZE/);
    expect(() => loadConfig({ WORKER_TASK_TIMEOUT_MS: 'soon' })).toThrow(/WORKER_TASK_TIMEOUT_MS/);
    expect(() => loadConfig({ WORKER_MAX_MEMORY_MB: '8' })).toThrow(/WORKER_MAX_MEMORY_MB/);
  });
});
