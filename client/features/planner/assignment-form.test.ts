import { describe, expect, it } from 'vitest';
import { createAssignmentSchema, type AssignmentDto } from '@common/schemas/planner';
import {
  EMPTY_ASSIGNMENT_FORM,
  dueDateForUpdate,
  formValuesFrom,
  missingRequiredFields,
  parseEstimatedHours,
  toAssignmentInput,
  toggledCompletion,
  type AssignmentFormValues,
} from './assignment-form';

const filled: AssignmentFormValues = {
  title: '  Lab report ',
  description: ' Photosynthesis experiment ',
  subject: 'Biology',
  dueDate: '2026-03-05',
  importance: 'high',
  estimatedHours: '3',
};

const stored: AssignmentDto = {
  id: 'a1',
  title: 'Lab report',
  description: 'Photosynthesis experiment',
  subject: 'Biology',
  dueDate: '2026-03-05T00:00:00.000Z',
  importance: 'high',
  estimatedHours: 3,
  completed: false,
  completedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('parseEstimatedHours', () => {
  it('falls back to 2 for anything non-numeric', () => {
    expect(parseEstimatedHours('')).toBe(2);
    expect(parseEstimatedHours('abc')).toBe(2);
    expect(parseEstimatedHours('   ')).toBe(2);
    expect(parseEstimatedHours('NaN')).toBe(2);
    expect(parseEstimatedHours('Infinity')).toBe(2);
  });

  it('keeps 1 to 50 and brings other numbers to the nearest limit', () => {
    expect(parseEstimatedHours('1')).toBe(1);
    expect(parseEstimatedHours(' 7 ')).toBe(7);
    expect(parseEstimatedHours('50')).toBe(50);
    expect(parseEstimatedHours('0')).toBe(1);
    expect(parseEstimatedHours('-4')).toBe(1);
    expect(parseEstimatedHours('51')).toBe(50);
    expect(parseEstimatedHours('1000')).toBe(50);
  });

  it('keeps half hours', () => {
    expect(parseEstimatedHours('1.5')).toBe(1.5);
    expect(parseEstimatedHours('2.3')).toBe(2.5);
  });
});

describe('required fields', () => {
  it('needs a title, a listed subject and a real date', () => {
    expect(missingRequiredFields(EMPTY_ASSIGNMENT_FORM)).toEqual(['title', 'subject', 'dueDate']);
    expect(missingRequiredFields(filled)).toEqual([]);
    expect(missingRequiredFields({ ...filled, title: '   ' })).toEqual(['title']);
    expect(missingRequiredFields({ ...filled, dueDate: '2026-02-30' })).toEqual(['dueDate']);
    expect(toAssignmentInput({ ...filled, subject: '' })).toBeNull();
  });

  it('starts a new form with medium priority and 2 hours', () => {
    expect(EMPTY_ASSIGNMENT_FORM.importance).toBe('medium');
    expect(EMPTY_ASSIGNMENT_FORM.estimatedHours).toBe('2');
  });
});

describe('request bodies', () => {
  it('builds a body the server’s schema accepts unchanged', () => {
    const input = toAssignmentInput({ ...filled, estimatedHours: 'lots' });
    expect(input).toEqual({
      title: 'Lab report',
      description: 'Photosynthesis experiment',
      subject: 'Biology',
      dueDate: '2026-03-05',
      importance: 'high',
      estimatedHours: 2,
      completed: false,
    });
    expect(createAssignmentSchema.parse(input)).toEqual(input);
  });

  it('fills the edit form with the part of the due date before T', () => {
    expect(formValuesFrom(stored)).toEqual({
      title: 'Lab report',
      description: 'Photosynthesis experiment',
      subject: 'Biology',
      dueDate: '2026-03-05',
      importance: 'high',
      estimatedHours: '3',
    });
    expect(toAssignmentInput(formValuesFrom(stored), true)?.completed).toBe(true);
  });

  it('sends the whole assignment with completion flipped when toggled', () => {
    const body = toggledCompletion(stored);
    expect(body).toEqual({
      title: 'Lab report',
      description: 'Photosynthesis experiment',
      subject: 'Biology',
      dueDate: '2026-03-05',
      importance: 'high',
      estimatedHours: 3,
      completed: true,
    });
    expect(createAssignmentSchema.safeParse(body).success).toBe(true);
    expect(toggledCompletion({ ...stored, completed: true }).completed).toBe(false);
  });

  it('keeps a whole-day due date a whole day and an exact deadline exact', () => {
    expect(dueDateForUpdate('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(dueDateForUpdate('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    expect(dueDateForUpdate('2026-03-05T17:30:00.000Z')).toBe('2026-03-05T17:30:00.000Z');
    expect(dueDateForUpdate('2026-03-05')).toBe('2026-03-05');
    expect(toggledCompletion({ ...stored, dueDate: '2026-03-05T17:30:00.000Z' }).dueDate).toBe('2026-03-05T17:30:00.000Z');
  });
});
