import { describe, expect, it } from 'vitest';
import { planRecommendations, subjectTip, SUBJECT_TIPS } from './planner-recommendations';
import { planSchedule, type PlannerAssignment } from './planner-scheduler';
import { ASSIGNMENT_SUBJECTS, type StudyPreferences } from './schemas/planner';

const now = new Date('2026-05-04T07:00:00Z');
const prefs: StudyPreferences = { preferredStudyTimes: ['morning', 'afternoon'], sessionLength: '2', breakDuration: '15', studyStyle: 'focused' };

function recommend(assignments: PlannerAssignment[], preferences = prefs): string[] {
  const result = planSchedule({ assignments, preferences, now, timeZone: 'UTC' });
  return planRecommendations({ assignments, ...result, now, timeZone: 'UTC' });
}

const a = (over: Partial<PlannerAssignment> & { id: string }): PlannerAssignment => ({
  title: over.id,
  subject: 'History',
  importance: 'medium',
  estimatedHours: 2,
  dueDate: '2026-05-20T12:00:00Z',
  ...over,
});

describe('planRecommendations', () => {
  it('says the load is balanced when nothing is at risk', () => {
    expect(recommend([a({ id: 'Essay', estimatedHours: 4 }), a({ id: 'Poster', estimatedHours: 2 })])).toEqual([
      'Your workload is balanced: at most 6 hours of study on any day, over 1 day.',
    ]);
  });

  it('names past-due incomplete assignments first, then summarises beyond three', () => {
    const recs = recommend([
      a({ id: 'Old map', dueDate: '2026-05-01T12:00:00Z' }),
      a({ id: 'Old lab', dueDate: '2026-04-30T12:00:00Z' }),
      a({ id: 'Old essay', dueDate: '2026-04-29T12:00:00Z' }),
      a({ id: 'Older', dueDate: '2026-04-20T12:00:00Z' }),
      a({ id: 'Current' }),
    ]);
    expect(recs.slice(0, 4)).toEqual([
      '"Older" was due on April 20 and is not marked complete. Finish it or ask about an extension, then mark it complete.',
      '"Old essay" was due on April 29 and is not marked complete. Finish it or ask about an extension, then mark it complete.',
      '"Old lab" was due on April 30 and is not marked complete. Finish it or ask about an extension, then mark it complete.',
      '1 more assignment is past due and not marked complete.',
    ]);
  });

  it('warns about work that does not fit and work finishing within a day of its due date', () => {
    const recs = recommend([
      a({ id: 'Big project', estimatedHours: 12, dueDate: '2026-05-04T17:00:00Z' }),
      a({ id: 'Quiz prep', subject: 'Art', estimatedHours: 2, dueDate: '2026-05-05T11:00:00Z' }),
    ]);
    // 7 of the 12 hours fit on Monday (two windows, 2-hour sessions, 15-minute breaks).
    expect(recs).toEqual([
      '"Big project" needs 5 hours more than fit before it is due. Add study times, choose longer sessions or start on it today.',
      '"Quiz prep" is only finished 1 hour before it is due. Try to start it earlier to leave a margin.',
      'Monday, May 4 has 7 hours of study planned. Consider moving some of it to a lighter day or starting sooner.',
    ]);
  });

  it('calls out overloaded days by name', () => {
    const recs = recommend(
      [a({ id: 'Cram', estimatedHours: 14, dueDate: '2026-05-06T00:00:00Z', importance: 'high' })],
      { ...prefs, preferredStudyTimes: ['morning', 'afternoon', 'evening', 'night'], sessionLength: '4', studyStyle: 'focused' },
    );
    expect(recs).toContain('Monday, May 4 has 13.5 hours of study planned. Consider moving some of it to a lighter day or starting sooner.');
    expect(recs.some((r) => r.startsWith('Your workload is balanced'))).toBe(false);
  });

  it('keeps at most eight recommendations', () => {
    const many = Array.from({ length: 20 }, (_, i) => a({ id: `Late ${i}`, estimatedHours: 10, dueDate: '2026-05-04T09:00:00Z' }));
    expect(recommend(many)).toHaveLength(8);
  });

  it('has a tip for every subject in the list, and a general one otherwise', () => {
    for (const s of ASSIGNMENT_SUBJECTS) expect(subjectTip(s)).toBe(SUBJECT_TIPS[s]);
    expect(subjectTip('General')).toMatch(/Test yourself/);
  });
});
