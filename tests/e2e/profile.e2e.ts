import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { expectText, newStudent, registerViaApi, signInViaForm, type Student } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

const toast = (page: Page) => page.getByTestId('toast').last();

async function signedInPage(opts: { width?: number; theme?: 'dark' | 'light' } = {}): Promise<{ page: Page; student: Student }> {
  const context = await newContext(env.browser, { width: opts.width });
  if (opts.theme) await context.addInitScript((t) => localStorage.setItem('studypilot-theme', t), opts.theme);
  const page = await context.newPage();
  const student = newStudent();
  await registerViaApi(page, env.server.url, student);
  if (opts.theme) {
    const res = await page.request.put(`${env.server.url}/api/user/settings`, { data: { theme: opts.theme }, headers: { origin: env.server.url } });
    expect(res.status()).toBe(200);
  }
  return { page, student };
}

async function openProfileTab(page: Page, tab: 'Profile' | 'Security' | 'Preferences' | 'Account') {
  await page.goto(`${env.server.url}/profile`);
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('profile and settings', () => {
  it('updates the profile: username, e-mail, grade and interest chips; validation uses the spec text', async () => {
    const { page, student } = await signedInPage();
    await openProfileTab(page, 'Profile');
    const username = page.getByLabel('Username');
    await username.fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page).getByText('Validation Error').waitFor();
    await toast(page).getByText('Username is required').waitFor();

    await username.fill('maya_c');
    await page.getByLabel('Email').fill('maya-at-example.com');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page).getByText('Please enter a valid email address').waitFor();

    const newEmail = student.email.replace('@', '.new@');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Grade Level').selectOption({ label: '11th Grade' });
    const chemistry = page.getByRole('button', { name: 'Chemistry' });
    expect(await chemistry.getAttribute('aria-pressed')).toBe('false');
    await chemistry.click();
    expect(await chemistry.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Physics' }).press('Enter');
    // A new e-mail asks for the current password (reset links go there); without it the server refuses.
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page).getByText('Update failed').waitFor();
    await toast(page).getByText('Enter your current password to change your email.').waitFor();
    await page.getByLabel('Current Password').fill(student.password);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page).getByText('Profile updated').waitFor();

    await page.reload();
    await page.getByLabel('Username').waitFor();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('maya_c');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(newEmail);
    await expect.poll(() => page.getByLabel('Grade Level').inputValue()).toBe('11');
    expect(await page.getByRole('button', { name: 'Chemistry' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Physics' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Math', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });

  it('changes the password (a wrong current one fails), then signs out and in with the new one', async () => {
    const { page, student } = await signedInPage();
    await openProfileTab(page, 'Security');
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel('Confirm New Password').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page).getByText('Password mismatch').waitFor();
    await toast(page).getByText("New password and confirmation don't match.").waitFor();

    await page.getByLabel('Confirm New Password').fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page).getByText('Password update failed').waitFor();
    await toast(page).getByText('Current password is incorrect').waitFor();

    // The unavailable options say so and cannot be switched on.
    await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('switch', { name: 'Login Notifications' }).isDisabled()).resolves.toBe(true);
    await expectText(page, 'Not available yet');

    await page.getByLabel('Current Password').fill(student.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page).getByText('Password updated').waitFor();
    // The toast comes from the mutation and the form clears just after it: wait for it, not a fixed moment.
    await expect.poll(() => page.getByLabel('Current Password').inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/profile'));

    await signInViaForm(page, env.server.url, { email: student.email, password: student.password });
    await toast(page).getByText('Login failed').waitFor();
    await signInViaForm(page, env.server.url, { email: student.email, password: 'fresh-pass-1' });
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
  });

  it('saves preferences, shows them after a reload, and Dark Mode switches the theme', async () => {
    const { page } = await signedInPage();
    await openProfileTab(page, 'Preferences');
    const email = page.getByRole('switch', { name: 'Email Notifications' });
    await email.waitFor();
    expect(await email.getAttribute('aria-checked')).toBe('true');
    expect(await isDark(page)).toBe(true);
    await email.click();
    await page.getByRole('switch', { name: 'Weekly Reports' }).press('Space');
    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await page.getByLabel('Language').selectOption('Spanish');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page).getByText('Preferences updated').waitFor();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));

    await page.reload();
    await page.getByRole('switch', { name: 'Email Notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email Notifications' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Weekly Reports' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Study Reminders' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('Spanish');
    expect(await isDark(page)).toBe(false);

    // The Settings page shows the same language and theme.
    await page.goto(`${env.server.url}/settings`);
    await page.getByLabel('Theme', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Theme', { exact: true }).inputValue()).toBe('light');
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('Spanish');
  });

  it('settings: theme applies at once, Save Changes saves the rest, chat history clears', async () => {
    const { page, student } = await signedInPage();
    await page.goto(`${env.server.url}/settings`);
    await page.getByLabel('Theme', { exact: true }).waitFor();
    await expectText(page, 'Email cannot be changed');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(student.email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await isDark(page)).toBe(true);
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    // The language applies at once too (no Save Changes): the tutor's next answer uses it.
    await page.getByLabel('Language', { exact: true }).selectOption('Spanish');
    await expectText(page, 'Saved: the tutor and the AI helpers now answer in Spanish.');
    const saved = (await (await page.request.get(`${env.server.url}/api/user/settings`)).json()) as { language: string; desiredRetention: number };
    expect(saved.language).toBe('Spanish');
    expect(saved.desiredRetention).toBe(0.9);
    await page.getByLabel('Flashcard recall target').selectOption('0.95');

    await page.getByLabel('Display Name').fill('Maya Lin Chen');
    await page.getByLabel('Study Goals').fill('Ace the biology final');
    await page.getByRole('switch', { name: 'Deadline Notifications' }).click();
    await page.getByRole('checkbox', { name: 'Follow-up questions' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('Settings saved!').waitFor();

    await page.reload();
    await page.getByLabel('Display Name').waitFor();
    await expect.poll(() => page.getByLabel('Display Name').inputValue()).toBe('Maya Lin Chen');
    await expect.poll(() => page.getByLabel('Study Goals').inputValue()).toBe('Ace the biology final');
    expect(await page.getByRole('switch', { name: 'Deadline Notifications' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'Follow-up questions' }).getAttribute('aria-checked')).toBe('true');
    expect(await isDark(page)).toBe(false);
    await expect.poll(() => page.getByLabel('Language', { exact: true }).inputValue()).toBe('Spanish');
    await expect.poll(() => page.getByLabel('Flashcard recall target').inputValue()).toBe('0.95');
    const me = (await (await page.request.get(`${env.server.url}/api/user`)).json()) as { firstName: string; lastName: string };
    expect(me).toMatchObject({ firstName: 'Maya', lastName: 'Lin Chen' });

    const chat = await page.request.post(`${env.server.url}/api/chat/message`, { data: { message: 'What is 3 + 4?' }, headers: { origin: env.server.url } });
    expect(chat.status()).toBe(200);
    await page.getByRole('button', { name: 'Clear Chat History' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear History' }).click();
    await toast(page).getByText('Chat history cleared').waitFor();
    const sessions = (await (await page.request.get(`${env.server.url}/api/chat/sessions`)).json()) as { items: unknown[]; nextCursor: string | null };
    expect(sessions).toEqual({ items: [], nextCursor: null });
  });

  it('Account tab shows real statistics and Export Data downloads JSON with my note', async () => {
    const { page, student } = await signedInPage();
    const note = await page.request.post(`${env.server.url}/api/notes`, {
      data: { title: 'Export me: mitochondria', content: '<p>The powerhouse of the cell.</p>' },
      headers: { origin: env.server.url },
    });
    expect(note.status()).toBe(201);
    await openProfileTab(page, 'Account');
    const stats = page.getByTestId('account-stats');
    await stats.waitFor();
    await expectText(page, 'Notes Created');
    const notesRow = page.locator('dl > div').filter({ hasText: 'Notes Created' });
    await expect(notesRow.locator('dd').innerText()).resolves.toBe('1');
    await expect(page.locator('dl > div').filter({ hasText: 'Average Score' }).locator('dd').innerText()).resolves.toBe('0%');
    await expect(page.getByRole('button', { name: /About Essays Written: An essay is a note of 500 words or more/ }).count()).resolves.toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^studypilot-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { profile: { email: string }; notes: Array<{ title: string }> };
    expect(data.profile.email).toBe(student.email);
    expect(data.notes.map((n) => n.title)).toEqual(['Export me: mitochondria']);
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it('deletes the account only after DELETE is typed, lands on /auth, and the account cannot sign in', async () => {
    const { page, student } = await signedInPage();
    await openProfileTab(page, 'Account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete your account? This action cannot be undone.').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const me = await page.request.get(`${env.server.url}/api/user`);
    expect(me.status()).toBe(401);

    await signInViaForm(page, env.server.url, student);
    await toast(page).getByText('Login failed').waitFor();
    await toast(page).getByText('Invalid email or password').waitFor();
  });

  it('Settings: Delete Account with the typed confirmation deletes only the account (no settings save) and goes to /auth', async () => {
    const { page, student } = await signedInPage();
    await page.goto(`${env.server.url}/settings`);
    await page.getByLabel('Display Name').fill('Should Not Save');
    const saves: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/user/settings') && req.method() === 'PUT') saves.push(req.url());
    });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete your account? This action cannot be undone.').waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Type DELETE to confirm').press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(saves).toEqual([]);
    expect((await page.request.post(`${env.server.url}/api/login`, { data: { email: student.email, password: student.password }, headers: { origin: env.server.url } })).status()).toBe(401);
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 375]) {
      it(`passes axe with no sideways scroll: /profile tabs and /settings (${theme}, ${width} px)`, async () => {
        const { page } = await signedInPage({ width, theme });
        for (const tab of ['Profile', 'Security', 'Preferences', 'Account'] as const) {
          await openProfileTab(page, tab);
          const ready = { Profile: 'Update Profile', Security: 'Update Password', Preferences: 'Save Preferences', Account: 'Export Data' }[tab];
          await page.getByRole('button', { name: ready }).waitFor();
          if (tab === 'Account') await page.getByTestId('account-stats').waitFor();
          expect(await isDark(page)).toBe(theme === 'dark');
          await expectNoSeriousAxeViolations(page, `/profile ${tab} (${theme}, ${width}px)`);
          expect(await hasHorizontalOverflow(page), `/profile ${tab} scrolls sideways at ${width}px`).toBe(false);
          if (width === 375 && theme === 'dark') await page.screenshot({ path: `/tmp/profile-${tab.toLowerCase()}-${theme}-${width}.png`, fullPage: true });
        }
        await page.getByRole('button', { name: 'Delete Account' }).click();
        await page.getByRole('alertdialog').waitFor();
        await expectNoSeriousAxeViolations(page, `/profile delete dialog (${theme}, ${width}px)`);
        await page.keyboard.press('Escape');

        await page.goto(`${env.server.url}/settings`);
        await page.getByRole('button', { name: 'Save Changes' }).waitFor();
        await expectNoSeriousAxeViolations(page, `/settings (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `/settings scrolls sideways at ${width}px`).toBe(false);
        await page.screenshot({ path: `/tmp/settings-${theme}-${width}.png`, fullPage: true });
      });
    }
  }
});
