import { describe, expect, it } from 'vitest';
import { initialTimer, startTimer } from './timer-machine';
import {
  dequeueSession,
  enqueueSession,
  loadOutbox,
  loadSettings,
  loadState,
  OUTBOX_MAX,
  outboxKey,
  parseState,
  saveSettings,
  saveState,
  stateKey,
} from './timer-storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const session = (id: string) => ({ id, minutes: 25, startedAt: '2026-03-02T11:35:00.000Z', endedAt: '2026-03-02T12:00:00.000Z' });

describe('timer storage', () => {
  it('saves settings per student and falls back to 25/5', () => {
    const s = memoryStorage();
    expect(loadSettings(s, 'u1')).toEqual({ focusMinutes: 25, breakMinutes: 5 });
    saveSettings(s, 'u1', { focusMinutes: 50, breakMinutes: 10 });
    expect(loadSettings(s, 'u1')).toEqual({ focusMinutes: 50, breakMinutes: 10 });
    expect(loadSettings(s, 'u2')).toEqual({ focusMinutes: 25, breakMinutes: 5 });
    s.setItem('studypilot.timer.v1.settings.u3', '{broken');
    expect(loadSettings(s, 'u3')).toEqual({ focusMinutes: 25, breakMinutes: 5 });
  });

  it('round-trips a running timer so a reload continues it', () => {
    const s = memoryStorage();
    const running = startTimer(initialTimer({ focusMinutes: 25, breakMinutes: 5 }), 1_000, () => 'abc');
    saveState(s, 'u1', running);
    expect(loadState(s, 'u1')).toEqual(running);
    expect(loadState(s, 'u2')).toBeNull();
    expect(parseState(s.getItem(stateKey('u1')))).toEqual(running);
  });

  it('distrusts damaged states', () => {
    const s = memoryStorage();
    const running = startTimer(initialTimer({ focusMinutes: 25, breakMinutes: 5 }), 1_000, () => 'abc');
    s.setItem(stateKey('u1'), JSON.stringify({ ...running, endsAt: null }));
    expect(loadState(s, 'u1')).toBeNull();
    s.setItem(stateKey('u1'), JSON.stringify({ ...running, sessionId: null }));
    expect(loadState(s, 'u1')).toBeNull();
    s.setItem(stateKey('u1'), JSON.stringify({ ...running, phase: 'nap' }));
    expect(loadState(s, 'u1')).toBeNull();
    s.setItem(stateKey('u1'), 'not json');
    expect(loadState(s, 'u1')).toBeNull();
    expect(parseState(null)).toBeNull();
    expect(parseState('{')).toBeNull();
  });

  it('keeps an outbox of unsent sessions, once per id, bounded', () => {
    const s = memoryStorage();
    expect(loadOutbox(s, 'u1')).toEqual([]);
    enqueueSession(s, 'u1', session('a'));
    enqueueSession(s, 'u1', session('b'));
    enqueueSession(s, 'u1', session('a'));
    expect(loadOutbox(s, 'u1').map((x) => x.id)).toEqual(['b', 'a']);
    expect(dequeueSession(s, 'u1', 'b').map((x) => x.id)).toEqual(['a']);
    dequeueSession(s, 'u1', 'a');
    expect(s.map.has(outboxKey('u1'))).toBe(false);
    for (let i = 0; i < OUTBOX_MAX + 5; i++) enqueueSession(s, 'u1', session(`s${i}`));
    const kept = loadOutbox(s, 'u1');
    expect(kept).toHaveLength(OUTBOX_MAX);
    expect(kept[0].id).toBe('s5');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(loadState(throwing, 'u')).toBeNull();
    expect(() => saveState(throwing, 'u', initialTimer({ focusMinutes: 25, breakMinutes: 5 }))).not.toThrow();
  });
});
