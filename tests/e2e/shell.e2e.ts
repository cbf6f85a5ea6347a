import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, newContext } from './support/browser';
import { expectText, newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

async function signedInPage(width = 1280): Promise<Page> {
  const context = await newContext(env.browser, { width });
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  await page.goto(`${env.server.url}/`);
  await expectText(page, /Welcome back, Maya!/);
  return page;
}

describe('the app shell', () => {
  it('shows the 404 card for an unknown path', async () => {
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(`${env.server.url}/no-such-page`);
    await expectText(page, '404 Page Not Found');
    await expectText(page, 'Did you forget to add the page to the router?');
  });

  it('searches with "/" by keyboard: results, no-match text, Enter navigates', async () => {
    const page = await signedInPage();
    await page.keyboard.press('/');
    const input = page.getByPlaceholder('Search features, pages, or tools...');
    await input.waitFor();
    // An empty query lists 8 items.
    await expect(page.getByRole('option').count()).resolves.toBe(8);
    await input.fill('zzzz');
    await expectText(page, 'No results found for "zzzz"');
    await input.fill('FLASH');
    await page.getByRole('option', { name: /Flashcard Genius/ }).waitFor();
    await input.fill('features');
    // Category matches group under their heading.
    await expectText(page, 'Features');
    await input.fill('spaced');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/flashcards$/);
    await expect(input.isVisible()).resolves.toBe(false);

    // Reopened, the query is cleared; Escape closes it.
    await page.keyboard.press('/');
    await expect(input.inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden' });
  });

  it('opens the shortcuts dialog with "?" and navigates with Alt+key', async () => {
    const page = await signedInPage();
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).waitFor();
    await expectText(page, /Press \? anytime/i);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.keyboard.press('Alt+KeyT');
    await page.waitForURL(/\/ai-tutor$/);
    await page.getByRole('heading', { level: 1, name: 'Smart Tutor' }).waitFor();
    await page.getByRole('textbox', { name: 'Message Smart Tutor' }).waitFor();
    await page.keyboard.press('Alt+KeyP');
    await page.waitForURL(/\/study-planner$/);
    await page.keyboard.press('Alt+KeyH');
    await page.waitForURL(`${env.server.url}/`);
  });

  it('ignores "/" and "?" while typing in a field', async () => {
    const page = await signedInPage();
    await page.keyboard.press('/');
    const input = page.getByPlaceholder('Search features, pages, or tools...');
    await input.waitFor();
    await input.type('?/');
    await expect(input.inputValue()).resolves.toBe('?/');
    await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).count()).resolves.toBe(0);
  });

  it('quick actions open a tool and close the menu', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: 'Quick actions' }).click();
    for (const name of ['Ask AI Tutor', 'New Note', 'Quick Quiz', 'Flashcards', 'Study Plan']) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'New Note' }).click();
    await page.waitForURL(/\/notes$/);
    await expect(page.getByRole('menuitem').count()).resolves.toBe(0);
  });

  it('follows and saves the theme setting (dark by default)', async () => {
    const page = await signedInPage();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(isDark()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(isDark()).resolves.toBe(false);
    await expect
      .poll(async () => (await (await page.request.get(`${env.server.url}/api/user/settings`)).json()).theme)
      .toBe('light');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expectText(page, /Welcome back/);
    await expect.poll(isDark).toBe(false);
  });

  it('works at 375 px: navigation behind a toggle, no sideways scrolling', async () => {
    const page = await signedInPage(375);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' }).last();
    await nav.getByRole('link', { name: /Smart Notes/ }).click();
    await page.waitForURL(/\/notes$/);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});
