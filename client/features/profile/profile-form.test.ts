import { describe, expect, it } from 'vitest';
import { attachmentName, memberSince, passwordProblem, profileProblem, toggleInterest } from './profile-form';

describe('profileProblem', () => {
  it.each([
    [{ username: ' ', email: 'a@b.co' }, 'Username is required'],
    [{ username: '', email: '' }, 'Username is required'],
    [{ username: 'ada', email: '  ' }, 'Email is required'],
    [{ username: 'ada', email: 'ada.example.com' }, 'Please enter a valid email address'],
  ])('refuses %j with the spec message', (form, description) => {
    expect(profileProblem(form)).toEqual({ title: 'Validation Error', description });
  });

  it('accepts a username and an address with @', () => {
    expect(profileProblem({ username: 'ada', email: 'ada@example.com' })).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('refuses a confirmation that differs', () => {
    expect(passwordProblem({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      title: 'Password mismatch',
      description: "New password and confirmation don't match.",
    });
  });
  it('has no length rule of its own', () => {
    expect(passwordProblem({ newPassword: 'a', confirmPassword: 'a' })).toBeNull();
  });
});

describe('toggleInterest', () => {
  it('adds at the end and removes in place', () => {
    expect(toggleInterest(['Math'], 'Art')).toEqual(['Math', 'Art']);
    expect(toggleInterest(['Math', 'Art', 'Music'], 'Art')).toEqual(['Math', 'Music']);
  });
});

describe('memberSince', () => {
  it('formats the creation date and survives a bad value', () => {
    expect(memberSince('2026-03-02T12:00:00.000Z', 'en-US')).toBe('March 2, 2026');
    expect(memberSince('nonsense')).toBe('—');
  });
});

describe('attachmentName', () => {
  it('reads the file name of a download', () => {
    expect(attachmentName('attachment; filename="studypilot-export-2026-03-02.json"', 'x.json')).toBe('studypilot-export-2026-03-02.json');
    expect(attachmentName('attachment; filename=plain.json', 'x.json')).toBe('plain.json');
    expect(attachmentName(null, 'x.json')).toBe('x.json');
  });
});
