import { STUDY_TIMES, studyPreferencesSchema, type StudyPreferences, type StudyTime } from '@common/schemas/planner';

/** Spec-1 §3 defaults: morning and afternoon, 2-hour sessions, 15-minute breaks, focused. */
export const DEFAULT_PREFERENCES: StudyPreferences = {
  preferredStudyTimes: ['morning', 'afternoon'],
  sessionLength: '2',
  breakDuration: '15',
  studyStyle: 'focused',
};

const STORAGE_KEY = 'studypilot-study-preferences';

/** The study times in their natural order after one is switched on or off. */
export function toggleStudyTime(times: readonly StudyTime[], time: StudyTime, on: boolean): StudyTime[] {
  return STUDY_TIMES.filter((t) => (t === time ? on : times.includes(t)));
}

/**
 * Preferences remembered from the last optimisation (so a student sets them once), checked with the
 * server's schema; anything unreadable gives the defaults.
 */
export function parseStoredPreferences(raw: string | null): StudyPreferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const parsed = studyPreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Reads the remembered preferences from this browser. */
export function loadPreferences(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StudyPreferences {
  try {
    return parseStoredPreferences(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Remembers the preferences used for an optimisation (private browsing may refuse: then it is skipped). */
export function savePreferences(prefs: StudyPreferences, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    /* storage unavailable: preferences simply are not remembered */
  }
}
