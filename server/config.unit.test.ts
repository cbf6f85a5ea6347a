import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: study e-mails', () => {
  it('checks every 15 minutes by default, and 0 turns the study e-mails off', () => {
    expect(loadConfig({}).studyEmailsIntervalMinutes).toBe(15);
    expect(loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: '0' }).studyEmailsIntervalMinutes).toBe(0);
    expect(loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: '60' }).studyEmailsIntervalMinutes).toBe(60);
  });

  it('refuses a negative, fractional or too large interval, naming the variable', () => {
    for (const bad of ['-1', '1.5', '1441', 'often']) {
      expect(() => loadConfig({ STUDY_EMAILS_INTERVAL_MINUTES: bad })).toThrow(/STUDY_EMAILS_INTERVAL_MINUTES/);
    }
  });
});
