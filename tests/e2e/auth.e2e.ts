import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLatestOutboxMail } from './support/app-server';
import { newContext } from './support/browser';
import { expectText, newStudent, registerViaApi, signInViaForm } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();
let page: Page;
beforeEach(async () => {
  const context = await newContext(env.browser);
  page = await context.newPage();
});

describe('accounts in the browser', () => {
  it('signs up, lands in the shell, signs out, and signs back in', async () => {
    const s = newStudent();
    await page.goto(`${env.server.url}/home`);
    await expectText(page, '© 2025 StudyPilot. All rights reserved.');
    await page.getByRole('link', { name: "Let's Go" }).first().click();
    await page.waitForURL(/\/auth$/);
    // Sign Up is the default tab.
    await page.locator('#signup-first-name').fill(s.firstName);
    await page.locator('#signup-last-name').fill(s.lastName);
    await page.locator('#signup-email').fill(s.email);
    await page.locator('#signup-password').fill(s.password);
    await page.locator('#signup-confirm-password').fill(s.password);
    await page.locator('#signup-backup-pin').fill(s.pin);
    await page.locator('#signup-grade').selectOption('10');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${env.server.url}/`);
    await expectText(page, `Welcome back, ${s.firstName}!`);
    await expectText(page, 'Registration successful');
    // The welcome greeting names the product as a study app (spec-1 §1).
    await expectText(page, `Welcome to StudyPilot, ${s.firstName}! Your study app is ready.`);

    // A failed sign-out keeps the student signed in and says so.
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Something went wrong"}' }),
    );
    await page.getByRole('button', { name: /sign out/i }).first().click();
    await page.getByTestId('toast').getByText('Logout failed', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.unroute('**/api/logout');

    await page.getByRole('button', { name: /sign out/i }).first().click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('toast').getByText('Logged out', { exact: true }).waitFor();
    await expectText(page, 'See you next time!');

    // Protected routes now send the visitor to /home.
    await page.goto(`${env.server.url}/notes`);
    await page.waitForURL(/\/home$/);

    await signInViaForm(page, env.server.url, s);
    await page.waitForURL(`${env.server.url}/`);
    await expectText(page, `Welcome back, ${s.firstName}!`);
    await expectText(page, 'Login successful');
    await page.getByTestId('toast').getByText('Welcome back!', { exact: true }).waitFor();

    // A signed-in student opening /auth goes to the dashboard.
    await page.goto(`${env.server.url}/auth`);
    await page.waitForURL(`${env.server.url}/`);
  });

  it('shows the spec messages for bad sign-up input and a failed sign-in', async () => {
    const taken = newStudent();
    await registerViaApi(page, env.server.url, taken);
    await page.context().clearCookies();
    await page.goto(`${env.server.url}/auth`);
    await expectText(page, 'By creating an account, you agree to our Terms of Service and Privacy Policy.');
    await expect(page.locator('#signup-grade option').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['6th Grade', '12th Grade', 'College Freshman', 'College Senior', 'Graduate Student']),
    );
    await page.locator('#signup-first-name').fill('Sam');
    await page.locator('#signup-last-name').fill('Lee');
    await page.locator('#signup-email').fill('sam@example.com');
    await page.locator('#signup-password').fill('secret1');
    await page.locator('#signup-confirm-password').fill('secret2');
    await page.locator('#signup-backup-pin').fill('12');
    await page.locator('#signup-grade').selectOption('8');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, "Passwords don't match");
    await expectText(page, 'Backup PIN must be 4-6 digits');

    await page.locator('#signup-backup-pin').fill('12ab');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, 'Backup PIN must contain only numbers');

    // Valid input for an e-mail that already has an account.
    await page.locator('#signup-email').fill(taken.email);
    await page.locator('#signup-confirm-password').fill('secret1');
    await page.locator('#signup-backup-pin').fill('1234');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('toast').getByText('Registration failed', { exact: true }).waitFor();
    await expectText(page, 'An account with this email already exists');

    await signInViaForm(page, env.server.url, { email: 'nobody@example.com', password: 'wrongpass' });
    await page.getByRole('checkbox', { name: 'Remember me' }).waitFor();
    await expectText(page, 'Login failed');
    await expectText(page, 'Invalid email or password');
    expect(page.url()).toMatch(/\/auth$/);
  });

  it('recovers an account with the backup PIN in four steps', async () => {
    const s = newStudent();
    await registerViaApi(page, env.server.url, s);
    await page.context().clearCookies();

    await page.goto(`${env.server.url}/forgot-password`);
    await page.getByRole('link', { name: /Back to Sign In/i }).first().waitFor();
    // A request that never reaches the server gets the generic retry message.
    await page.route('**/api/verify-email', (route) => route.abort());
    await page.locator('#recovery-email').fill(s.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Something went wrong. Please try again.');
    await page.unroute('**/api/verify-email');
    await page.locator('#recovery-email').fill('unknown@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Email not found');

    await page.locator('#recovery-email').fill(s.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('#recovery-pin').waitFor();
    await expectText(page, /contact support/i);

    await page.locator('#recovery-pin').fill('9999');
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await expectText(page, 'Invalid backup PIN');

    await page.locator('#recovery-pin').fill(s.pin);
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await page.locator('#recovery-new-password').waitFor();

    await page.locator('#recovery-new-password').fill('abc');
    await page.locator('#recovery-confirm-password').fill('abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'Password must be at least 6 characters long');

    await page.locator('#recovery-new-password').fill('newpass1');
    await page.locator('#recovery-confirm-password').fill('newpass2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, "Passwords don't match");

    await page.locator('#recovery-confirm-password').fill('newpass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('link', { name: 'Return to Sign In' }).click();
    await page.waitForURL(/\/auth/);

    await signInViaForm(page, env.server.url, { email: s.email, password: s.password });
    await expectText(page, 'Invalid email or password');
    await signInViaForm(page, env.server.url, { email: s.email, password: 'newpass1' });
    await page.waitForURL(`${env.server.url}/`);
    await expectText(page, `Welcome back, ${s.firstName}!`);
  });

  it('resets a password from the e-mailed link in the dev outbox', async () => {
    const s = newStudent({ firstName: 'Iris' });
    await registerViaApi(page, env.server.url, s);
    await page.context().clearCookies();

    await page.goto(`${env.server.url}/forgot-password`);
    await page.locator('#recovery-email').fill(s.email);
    await page.getByRole('button', { name: 'Email me a reset link instead' }).click();
    await expectText(page, 'If an account exists for that email, we sent a reset link. It expires in 1 hour.');

    let mail = '';
    for (let i = 0; i < 50 && !mail.includes(s.email); i++) {
      try {
        mail = readLatestOutboxMail(env.server.dataDir);
      } catch {
        /* not written yet */
      }
      if (!mail.includes(s.email)) await new Promise((r) => setTimeout(r, 100));
    }
    const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0];
    expect(link, 'reset link in the outbox mail').toBeTruthy();

    await page.goto(link!);
    await page.locator('#reset-password').fill('short');
    await page.locator('#reset-confirm-password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectText(page, 'Password must be at least 6 characters long');

    await page.locator('#reset-password').fill('fresh-pass');
    await page.locator('#reset-confirm-password').fill('other-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectText(page, 'Passwords do not match');

    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.locator('#reset-password').getAttribute('type')).resolves.toBe('text');

    await page.locator('#reset-confirm-password').fill('fresh-pass');
    // A request that never reaches the server shows the spec's fallback inline.
    await page.route('**/api/reset-password', (route) => route.abort());
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectText(page, 'Failed to reset password');
    await page.unroute('**/api/reset-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectText(page, 'Password Reset Successfully');
    const shownAt = Date.now();
    await page.waitForURL(/\/auth/, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    // The link is single-use.
    await page.goto(link!);
    await page.locator('#reset-password').fill('another1');
    await page.locator('#reset-confirm-password').fill('another1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectText(page, 'This reset link is invalid or has expired. Please request a new one.');

    await signInViaForm(page, env.server.url, { email: s.email, password: 'fresh-pass' });
    await page.waitForURL(`${env.server.url}/`);
  });

  it('sends /reset-password without a token to /forgot-password', async () => {
    await page.goto(`${env.server.url}/reset-password`);
    await page.waitForURL(/\/forgot-password$/);
  });
});
