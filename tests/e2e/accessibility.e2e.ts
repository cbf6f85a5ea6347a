import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { expectText, newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [1280, 375] as const;
const PUBLIC_PAGES: Array<{ path: string; ready: string | RegExp }> = [
  { path: '/home', ready: "Let's Go" },
  { path: '/auth', ready: 'Sign Up' },
  { path: '/forgot-password', ready: 'Back to Sign In' },
  { path: '/reset-password?token=abcdefghijklmnop', ready: 'Update Password' },
];

async function pageWithTheme(theme: 'dark' | 'light', width: number): Promise<Page> {
  const context = await newContext(env.browser, { width });
  await context.addInitScript((t) => localStorage.setItem('studypilot-theme', t), theme);
  return context.newPage();
}

describe.each(THEMES)('axe and layout, %s theme', (theme) => {
  for (const width of WIDTHS) {
    it(`public pages pass axe at ${width} px`, async () => {
      const page = await pageWithTheme(theme, width);
      for (const { path, ready } of PUBLIC_PAGES) {
        await page.goto(`${env.server.url}${path}`);
        await expectText(page, ready);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await expectNoSeriousAxeViolations(page, `${path} (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `${path} scrolls sideways at ${width}px`).toBe(false);
      }
    });

    it(`the signed-in shell passes axe at ${width} px`, async () => {
      const page = await pageWithTheme(theme, width);
      await registerViaApi(page, env.server.url, newStudent());
      const res = await page.request.put(`${env.server.url}/api/user/settings`, { data: { theme }, headers: { origin: env.server.url } });
      expect(res.status()).toBe(200);
      for (const path of ['/', '/ai-tutor', '/settings']) {
        await page.goto(`${env.server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSeriousAxeViolations(page, `${path} (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `${path} scrolls sideways at ${width}px`).toBe(false);
      }
      // Smart Notes with a note open (formatted text, colours and a highlight).
      const created = await page.request.post(`${env.server.url}/api/notes`, {
        data: {
          title: 'Cell biology',
          content:
            '<h1>Mitosis</h1><p>Cells <strong>divide</strong> into <span style="color: #dc2626">two</span> <mark data-color="#fef08a" style="background-color: #fef08a; color: inherit">identical</mark> cells.</p><ul><li><p>Prophase</p></li></ul>',
          folder: 'School',
        },
        headers: { origin: env.server.url },
      });
      expect(created.status()).toBe(201);
      const note = (await created.json()) as { id: string };
      await page.goto(`${env.server.url}/notes?note=${note.id}`);
      await page.getByRole('textbox', { name: 'Note content' }).locator('h1').waitFor();
      await expectNoSeriousAxeViolations(page, `/notes with a note open (${theme}, ${width}px)`);
      expect(await hasHorizontalOverflow(page), `/notes scrolls sideways at ${width}px`).toBe(false);
      await page.getByRole('button', { name: 'AI Assistant' }).click();
      await page.getByRole('complementary', { name: 'AI Note Assistant' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/notes AI panel (${theme}, ${width}px)`);
      await page.goto(`${env.server.url}/notes`);
      await page.getByRole('region', { name: 'My Notes' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/notes list (${theme}, ${width}px)`);

      // Flashcards: the Library with a deck.
      const deck = await page.request.post(`${env.server.url}/api/decks/import`, {
        data: { deckName: 'Cell Biology', subject: 'science', difficulty: 'hard', cards: [{ front: 'Mitosis', back: 'Division into two identical cells' }] },
        headers: { origin: env.server.url },
      });
      expect(deck.status()).toBe(201);
      await page.goto(`${env.server.url}/flashcards?tab=library`);
      await page.getByRole('heading', { name: 'Cell Biology' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/flashcards library (${theme}, ${width}px)`);
      expect(await hasHorizontalOverflow(page), `/flashcards scrolls sideways at ${width}px`).toBe(false);
      // …and browsing the deck's cards.
      const { deckId } = (await deck.json()) as { deckId: string };
      await page.goto(`${env.server.url}/flashcards?deck=${deckId}`);
      await page.getByRole('article', { name: 'Mitosis' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/flashcards deck browser (${theme}, ${width}px)`);
      expect(await hasHorizontalOverflow(page), `the deck browser scrolls sideways at ${width}px`).toBe(false);

      // Quiz Generator: the dashboard with a quiz, and a question in learn mode.
      const quiz = await page.request.post(`${env.server.url}/api/quizzes/generate`, {
        data: {
          topic:
            'Chlorophyll is the green pigment that absorbs sunlight in the leaves. The mitochondria are the organelles that release energy from glucose. Carbon dioxide enters the leaf through small pores called stomata. The nucleus is the organelle that holds the genetic material of the cell.',
          questionCount: 5,
          learnMode: true,
        },
        headers: { origin: env.server.url },
      });
      expect(quiz.status()).toBe(201);
      const { title } = (await quiz.json()) as { title: string };
      await page.goto(`${env.server.url}/quiz-generator`);
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
      await expectNoSeriousAxeViolations(page, `/quiz-generator dashboard (${theme}, ${width}px)`);
      expect(await hasHorizontalOverflow(page), `/quiz-generator scrolls sideways at ${width}px`).toBe(false);
      await page.getByRole('button', { name: `Start ${title}` }).click();
      await page.getByText(/^Question 1 of \d+$/).waitFor();
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByRole('radiogroup').getByRole('radio').first().click();
      await page.getByTestId('learn-feedback').waitFor();
      await expectNoSeriousAxeViolations(page, `/quiz-generator question with hint and feedback (${theme}, ${width}px)`);
      expect(await hasHorizontalOverflow(page), `/quiz-generator question scrolls sideways at ${width}px`).toBe(false);

      // Overlays too.
      await page.goto(`${env.server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.keyboard.press('/');
      await page.getByPlaceholder('Search features, pages, or tools...').waitFor();
      await expectNoSeriousAxeViolations(page, `search dialog (${theme}, ${width}px)`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).waitFor();
      await expectNoSeriousAxeViolations(page, `shortcuts dialog (${theme}, ${width}px)`);
    }, 150_000); // a dozen pages and dialogs, each scanned by axe
  }
});

it('the 404 page passes axe', async () => {
  const page = await pageWithTheme('dark', 1280);
  await page.goto(`${env.server.url}/missing`);
  await expectText(page, '404 Page Not Found');
  await expectNoSeriousAxeViolations(page, '404');
});
