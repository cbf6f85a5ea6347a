import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../lib/context';
import { startStudyEmailJob, type StudyEmailRun, type StudyEmailsService } from './service';

const log = { info: vi.fn(), error: vi.fn() } as unknown as AppContext['log'];

describe('startStudyEmailJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a minute after start, then every interval, never two runs at once, and stop waits for the run', async () => {
    let release: (() => void) | undefined;
    let runs = 0;
    const service: StudyEmailsService = {
      runOnce: () =>
        new Promise<StudyEmailRun>((resolve) => {
          runs += 1;
          release = () => resolve({ checked: 1, sent: 1, failed: 0 });
        }),
    };
    const job = startStudyEmailJob(service, { intervalMinutes: 15, log });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);

    // The first run is still going when the interval fires: no second run starts.
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(runs).toBe(1);
    release?.();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release?.();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run and keeps going', async () => {
    let runs = 0;
    const service: StudyEmailsService = {
      runOnce: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database is down');
        return { checked: 0, sent: 0, failed: 0 };
      },
    };
    const job = startStudyEmailJob(service, { intervalMinutes: 5, log });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toBe(2);
    await job.stop();
  });
});
