import fs from 'node:fs';
import os from 'node:os';

/** The niceness of background threads: the request thread (0) wins the CPU whenever both want it. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's CPU priority (Linux, where every thread has its own niceness; a
 * no-op elsewhere). A worker computing a hard maths problem or an export then takes the cores only
 * when the request thread does not need them: on a 2-core machine with the tutor and an export
 * busy, the request thread otherwise waits for its turn among them, tens of milliseconds at a time.
 */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE): void {
  if (process.platform !== 'linux') return;
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, nice);
  } catch {
    // Not permitted or no /proc: the thread keeps the default priority.
  }
}
