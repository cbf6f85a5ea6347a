import { describe, expect, it } from 'vitest';
import { allowedHosts, isAllowedHost } from './allowed-hosts';

describe('allowed hosts', () => {
  const allowed = allowedHosts('https://study.example.org', ['StudyPilot.lan']);

  it('answers to APP_URL’s name and the extra names, in any case and with a trailing dot', () => {
    expect(isAllowedHost('study.example.org', allowed)).toBe(true);
    expect(isAllowedHost('STUDY.example.org.', allowed)).toBe(true);
    expect(isAllowedHost('studypilot.lan', allowed)).toBe(true);
  });

  it('always answers to IP addresses and localhost, which no domain can rebind to by name', () => {
    for (const host of ['127.0.0.1', '192.168.1.20', '::1', '[::1]', 'localhost']) expect(isAllowedHost(host, allowed), host).toBe(true);
  });

  it('refuses any other name, including look-alikes', () => {
    for (const host of ['evil.example', 'study.example.org.evil.example', 'example.org', 'localhost.evil.example', 'xn--study-example']) {
      expect(isAllowedHost(host, allowed), host).toBe(false);
    }
  });
});
