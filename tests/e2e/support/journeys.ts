import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  pin: string;
}

export function newStudent(over: Partial<Student> = {}): Student {
  return { firstName: 'Maya', lastName: 'Chen', email: uniqueEmail(), password: 'study123', pin: '2468', ...over };
}

/** Registers through the API from inside the page's context, so the browser holds the session. */
export async function registerViaApi(page: Page, baseUrl: string, s: Student): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/register`, {
    data: {
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      password: s.password,
      backupPin: s.pin,
      gradeLevel: 10,
      subjectInterests: [],
    },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(201);
}

/** Signs in through the real form on /auth. */
export async function signInViaForm(page: Page, baseUrl: string, s: Pick<Student, 'email' | 'password'>): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.locator('#signin-email').fill(s.email);
  await page.locator('#signin-password').fill(s.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits until some text is visible anywhere on the page. */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}
