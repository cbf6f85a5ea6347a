import { z } from 'zod';

/** Subject interests offered on the profile (spec-2 §9), in the spec's order. */
export const SUBJECT_INTERESTS = [
  'Math',
  'Science',
  'English',
  'History',
  'Biology',
  'Chemistry',
  'Physics',
  'Geography',
  'Art',
  'Music',
  'Literature',
  'Psychology',
  'Computer Science',
] as const;
export type SubjectInterest = (typeof SUBJECT_INTERESTS)[number];

/** A list of subject interests, as sign-up and the profile accept it: only the offered ones. */
export const subjectInterestsField = z
  .array(z.enum(SUBJECT_INTERESTS, { error: 'Choose interests from the list' }))
  .max(SUBJECT_INTERESTS.length, `Choose at most ${SUBJECT_INTERESTS.length} interests`)
  // Duplicates are harmless: keep the first of each, in the order sent.
  .transform((list) => [...new Set(list)]);
