import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, loadPreferences, parseStoredPreferences, savePreferences, toggleStudyTime } from './preferences';

describe('toggleStudyTime', () => {
  it('adds and removes times, keeping the day’s order', () => {
    expect(toggleStudyTime(['afternoon'], 'morning', true)).toEqual(['morning', 'afternoon']);
    expect(toggleStudyTime(['morning', 'afternoon'], 'morning', false)).toEqual(['afternoon']);
    expect(toggleStudyTime(['night'], 'evening', true)).toEqual(['evening', 'night']);
    expect(toggleStudyTime(['morning'], 'morning', true)).toEqual(['morning']);
  });
});

describe('remembered preferences', () => {
  it('uses the spec’s defaults when nothing usable is stored', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ preferredStudyTimes: ['morning', 'afternoon'], sessionLength: '2', breakDuration: '15', studyStyle: 'focused' });
    expect(parseStoredPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parseStoredPreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parseStoredPreferences(JSON.stringify({ sessionLength: '9' }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const prefs = { preferredStudyTimes: ['evening', 'night'], sessionLength: '3', breakDuration: '45', studyStyle: 'spaced' } as const;
    savePreferences({ ...prefs, preferredStudyTimes: [...prefs.preferredStudyTimes] }, storage);
    expect(loadPreferences(storage)).toEqual(prefs);
  });

  it('survives a browser that refuses storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadPreferences(broken)).toEqual(DEFAULT_PREFERENCES);
    expect(() => savePreferences(DEFAULT_PREFERENCES, broken)).not.toThrow();
  });
});
