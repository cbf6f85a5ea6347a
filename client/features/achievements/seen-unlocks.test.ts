import { describe, expect, it } from 'vitest';
import { readSeen, SEEN_STORAGE_PREFIX, unlockToastText, unseenUnlocks, writeSeen, type KeyValueStore } from './seen-unlocks';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const u = (achievementId: string, unlockedAt: string) => ({ achievementId, unlockedAt, name: achievementId, xpReward: 10 });

describe('seen unlocks', () => {
  it('takes everything as seen the first time a browser meets a student, without announcing', () => {
    const { announce, seen } = unseenUnlocks([u('first-quiz', '2026-03-01T10:00:00Z')], null);
    expect(announce).toEqual([]);
    expect([...seen]).toEqual(['first-quiz']);
  });

  it('announces only ids not seen before, oldest first, and adds them to the seen set', () => {
    const list = [u('perfect-score', '2026-03-02T10:00:05Z'), u('streak-3', '2026-03-02T10:00:01Z'), u('first-quiz', '2026-03-01T10:00:00Z')];
    const { announce, seen } = unseenUnlocks(list, new Set(['first-quiz']));
    expect(announce.map((a) => a.achievementId)).toEqual(['streak-3', 'perfect-score']);
    expect([...seen].sort()).toEqual(['first-quiz', 'perfect-score', 'streak-3']);
    expect(unseenUnlocks(list, seen).announce).toEqual([]);
  });

  it('announces one action\'s unlocks in the order they were earned (the server lists them latest first)', () => {
    const at = '2026-03-02T12:00:00.000Z';
    const list = [u('level-2', at), u('perfect-score', at), u('first-quiz', at), u('first-question', '2026-03-01T09:00:00.000Z')];
    const { announce } = unseenUnlocks(list, new Set(['first-question']));
    expect(announce.map((a) => a.achievementId)).toEqual(['first-quiz', 'perfect-score', 'level-2']);
  });

  it('an empty first list still starts a record, so the first unlock is announced', () => {
    const first = unseenUnlocks([], null);
    expect(first.seen.size).toBe(0);
    expect(unseenUnlocks([u('first-quiz', '2026-03-01T10:00:00Z')], first.seen).announce).toHaveLength(1);
  });

  it('stores the seen ids per student and survives damaged or missing storage', () => {
    const store = memoryStore();
    expect(readSeen(store, 'u1')).toBeNull();
    writeSeen(store, 'u1', ['b', 'a', 'a']);
    expect(store.data.get(`${SEEN_STORAGE_PREFIX}u1`)).toBe('["a","b"]');
    expect([...(readSeen(store, 'u1') ?? [])]).toEqual(['a', 'b']);
    expect(readSeen(store, 'u2')).toBeNull();
    store.data.set(`${SEEN_STORAGE_PREFIX}u3`, '{not json');
    expect(readSeen(store, 'u3')).toBeNull();
    store.data.set(`${SEEN_STORAGE_PREFIX}u4`, '{"a":1}');
    expect(readSeen(store, 'u4')).toBeNull();
    expect(readSeen(null, 'u1')).toBeNull();
    const throwing: KeyValueStore = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(readSeen(throwing, 'u1')).toBeNull();
    expect(() => writeSeen(throwing, 'u1', ['a'])).not.toThrow();
  });

  it("builds the toast text with each achievement's name and XP", () => {
    expect(unlockToastText([{ name: 'First Quiz', xpReward: 50 }])).toEqual({ title: 'Achievement Unlocked!', description: 'First Quiz (+50 XP)' });
    expect(unlockToastText([{ name: 'First Quiz', xpReward: 50 }, { name: 'Perfect Score', xpReward: 100 }]).description).toBe('First Quiz (+50 XP), Perfect Score (+100 XP)');
  });
});
