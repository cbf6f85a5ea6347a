import { describe, expect, it } from 'vitest';
import { changePasswordSchema, exportFileName, minutesToHours, updateProfileSchema } from './profile';

describe('exportFileName', () => {
  it('uses the UTC day', () => {
    expect(exportFileName(new Date('2026-03-02T23:59:59Z'))).toBe('studypilot-export-2026-03-02.json');
  });
});

describe('minutesToHours', () => {
  it('rounds to one decimal and never goes below zero', () => {
    expect(minutesToHours(0)).toBe(0);
    expect(minutesToHours(75)).toBe(1.3);
    expect(minutesToHours(90)).toBe(1.5);
    expect(minutesToHours(-5)).toBe(0);
  });
});

describe('updateProfileSchema', () => {
  it('trims, lower-cases the e-mail and drops duplicate interests', () => {
    const parsed = updateProfileSchema.parse({ username: ' ada ', email: ' Ada@Example.COM ', gradeLevel: 12, subjectInterests: ['Art', 'Art'] });
    expect(parsed).toEqual({ username: 'ada', email: 'ada@example.com', gradeLevel: 12, subjectInterests: ['Art'] });
  });
});

describe('changePasswordSchema', () => {
  it("refuses a confirmation that differs with the spec's text", () => {
    const res = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeX' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: "New password and confirmation don't match." });
  });
});
