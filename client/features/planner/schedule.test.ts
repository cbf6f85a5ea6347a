import { describe, expect, it } from 'vitest';
import type { ScheduleItem, StudyPlanDto } from '@common/schemas/planner';
import { formatHours, groupScheduleByDate, planFromResponse, planFromSaved, savedPlanDays, sessionCount, slotStartMinutes } from './schedule';

function item(over: Partial<ScheduleItem>): ScheduleItem {
  return {
    assignmentId: 'a1',
    title: 'Lab report',
    subject: 'Biology',
    importance: 'high',
    date: '2026-03-02',
    timeSlot: '09:00 - 11:00',
    start: '2026-03-02T09:00:00.000Z',
    end: '2026-03-02T11:00:00.000Z',
    duration: 2,
    ...over,
  };
}

describe('groupScheduleByDate', () => {
  it('groups blocks under their date, days in order, blocks by start time', () => {
    const days = groupScheduleByDate([
      item({ date: '2026-03-03', timeSlot: '14:00 - 15:30', title: 'Essay', duration: 1.5 }),
      item({ date: '2026-03-02', timeSlot: '13:00 - 15:00', title: 'Algebra' }),
      item({ date: '2026-03-03', timeSlot: '09:00 - 10:00', title: 'Reading', duration: 1, tips: 'Skim first' }),
      item({ date: '2026-03-02', timeSlot: '9:00 - 11:00', title: 'Lab report' }),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[0].sessions.map((s) => s.title)).toEqual(['Lab report', 'Algebra']);
    expect(days[1].sessions.map((s) => s.title)).toEqual(['Reading', 'Essay']);
    expect(days[1].sessions[0].tips).toBe('Skim first');
    expect(days.map((d) => d.totalHours)).toEqual([4, 2.5]);
    expect(new Set(days.flatMap((d) => d.sessions.map((s) => s.id))).size).toBe(4);
  });

  it('numbers the blocks of each assignment like a saved plan does, unless a block has tips', () => {
    const days = groupScheduleByDate([
      item({ assignmentId: 'a1', date: '2026-03-02', timeSlot: '09:00 - 11:00' }),
      item({ assignmentId: 'b2', title: 'Essay', date: '2026-03-02', timeSlot: '13:00 - 14:00' }),
      item({ assignmentId: 'a1', date: '2026-03-03', timeSlot: '09:00 - 10:00', tips: 'Check the units' }),
      item({ assignmentId: 'a1', date: '2026-03-04', timeSlot: '09:00 - 10:00' }),
    ]);
    const lines = days.flatMap((d) => d.sessions.map((s) => `${s.title}: ${s.tips ?? s.description}`));
    expect(lines).toEqual(['Lab report: Session 1 of 3', 'Essay: Session 1 of 1', 'Lab report: Check the units', 'Lab report: Session 3 of 3']);
  });

  it('gives an empty timeline for an empty schedule', () => {
    expect(groupScheduleByDate([])).toEqual([]);
  });

  it('orders slots by their start and puts unreadable ones last', () => {
    expect(slotStartMinutes('09:30 - 10:30')).toBe(570);
    expect(slotStartMinutes('7:05 - 8:00')).toBe(425);
    expect(slotStartMinutes('evening')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('saved plans', () => {
  const schedule = {
    '2026-03-04': [
      { title: 'Essay', description: 'Outline', subject: 'English', importance: 'low', duration: 1, timeSlot: '16:00 - 17:00', assignmentId: 'a2' },
    ],
    '2026-03-02': [
      { title: '', description: '', subject: '', importance: 'urgent', duration: 0, timeSlot: '10:00 - 11:00', assignmentId: 'a1' },
    ],
  } as unknown as StudyPlanDto['schedule'];

  it('reads the date-keyed schedule with the spec’s defaults', () => {
    const days = savedPlanDays(schedule);
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-04']);
    expect(days[0].sessions[0]).toMatchObject({ title: 'Study session', subject: 'General', importance: 'medium', duration: 1 });
    expect(days[1].sessions[0]).toMatchObject({ title: 'Essay', subject: 'English', importance: 'low', description: 'Outline' });
    expect(sessionCount(schedule)).toBe(2);
  });

  it('builds the same view from a fresh answer and from a saved plan', () => {
    const fresh = planFromResponse({
      planId: 'p1',
      schedule: [item({})],
      recommendations: ['Start with the lab report.'],
      unscheduled: [{ assignmentId: 'a9', title: 'Thesis', hoursShort: 3, reason: 'Due too soon' }],
    });
    expect(fresh).toMatchObject({ planId: 'p1', title: null, recommendations: ['Start with the lab report.'] });
    expect(fresh.unscheduled).toHaveLength(1);
    expect(fresh.days[0].sessions[0].title).toBe('Lab report');

    const dto: StudyPlanDto = {
      id: 'p2',
      title: 'Plan for the week',
      subjects: ['English'],
      schedule,
      recommendations: ['Take breaks.'],
      preferences: { preferredStudyTimes: ['morning'], sessionLength: '2', breakDuration: '15', studyStyle: 'focused' },
      unscheduled: [{ assignmentId: 'a9', title: 'Thesis', hoursShort: 2, reason: 'Due too soon' }],
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const saved = planFromSaved(dto);
    expect(saved).toMatchObject({ planId: 'p2', title: 'Plan for the week', recommendations: ['Take breaks.'] });
    expect(saved.unscheduled.map((u) => u.title)).toEqual(['Thesis']);
    expect(planFromSaved({ ...dto, unscheduled: undefined }).unscheduled).toEqual([]);
    expect(saved.days).toHaveLength(2);
  });
});

describe('formatHours', () => {
  it('reads naturally', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(1)).toBe('1 h');
    expect(formatHours(1.5)).toBe('1.5 h');
    expect(formatHours(2)).toBe('2 h');
  });
});
