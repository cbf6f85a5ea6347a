import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AchievementDto } from '../../common/schemas/achievements';
import type { QuizDto } from '../../common/schemas/quizzes';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { BIOLOGY_PASSAGE as PASSAGE } from './support/study-material';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();


async function signedIn(opts: { width?: number; theme?: 'dark' | 'light' } = {}): Promise<Page> {
  const width = opts.width ?? 1280;
  const context = await newContext(env.browser, { width, height: width < 500 ? 740 : 860 });
  if (opts.theme) await context.addInitScript((t) => localStorage.setItem('studypilot-theme', t), opts.theme);
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  if (opts.theme) {
    const res = await page.request.put(`${env.server.url}/api/user/settings`, { data: { theme: opts.theme }, headers: { origin: env.server.url } });
    expect(res.status()).toBe(200);
  }
  return page;
}

async function openAchievements(page: Page): Promise<void> {
  await page.goto(`${env.server.url}/achievements`);
  await page.getByRole('heading', { level: 1, name: 'Achievements' }).waitFor();
  await page.getByText('Overall Progress').waitFor();
}

/** Generates and submits a quiz through the API (the axe checks only need an unlocked badge). */
async function quizViaApi(page: Page): Promise<void> {
  const headers = { origin: env.server.url };
  const gen = await page.request.post(`${env.server.url}/api/quizzes/generate`, { data: { topic: PASSAGE, questionCount: 5 }, headers });
  expect(gen.status(), await gen.text()).toBe(201);
  const quiz = (await gen.json()) as QuizDto;
  const sub = await page.request.post(`${env.server.url}/api/quizzes/${quiz.id}/submit`, { data: { answers: { 0: 'x' } }, headers });
  expect(sub.status(), await sub.text()).toBe(200);
}

const toast = (page: Page) => page.getByTestId('toast').last();

describe('Achievements', () => {
  it('a new student sees the empty state; a quiz taken in the UI unlocks First Quiz with a toast, in the nav and on the page', async () => {
    const page = await signedIn();
    await openAchievements(page);
    const catalogue = (await (await page.request.get(`${env.server.url}/api/achievements`)).json()) as AchievementDto[];
    const total = catalogue.length;
    const reward = catalogue.find((a) => a.id === 'first-quiz')?.xpReward;
    expect(total).toBeGreaterThanOrEqual(20);

    // Empty state pointing to the four places where the first badges are earned.
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'No achievements yet' }).waitFor();
    for (const name of ['AI Tutor', 'Quiz Generator', 'Flashcards', 'Study Planner']) await main.getByRole('link', { name }).waitFor();
    await main.getByText(`0 of ${total} unlocked`).waitFor();
    await main.getByText('0%', { exact: true }).waitFor();
    await main.getByText('Level 1', { exact: true }).waitFor();
    await main.getByRole('heading', { name: `Locked (${total})` }).waitFor();
    await expect(main.getByRole('heading', { name: /^Unlocked/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId('recent-achievements').count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/achievements-empty.png', fullPage: true });

    // Take a quiz through the UI, from the empty state's link.
    await main.getByRole('link', { name: 'Quiz Generator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiz Generator' }).waitFor();
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await page.getByRole('textbox', { name: 'Topic or Study Material' }).fill(PASSAGE);
    const count = page.getByRole('spinbutton', { name: 'Number of Questions' });
    for (let n = Number(await count.inputValue()); n > 5; n -= 5) await page.getByRole('button', { name: 'Decrease number of questions' }).click();
    await page.getByLabel('Question Type').selectOption('true-false');
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/quizzes/generate') && r.request().method() === 'POST', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    const quiz = (await (await generated).json()) as QuizDto;
    for (let i = 0; i < quiz.questions.length; i++) {
      await page.getByText(`Question ${i + 1} of ${quiz.questions.length}`).waitFor();
      await page.getByRole('radiogroup').getByRole('radio', { name: /^True/ }).click();
      if (i < quiz.questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiz Complete!' }).waitFor();

    // The unlock toast, soon after the submit.
    await toast(page).getByText('Achievement Unlocked!').waitFor({ timeout: 10_000 });
    await toast(page).getByText(`First Quiz (+${reward} XP)`).waitFor();
    // The navigation's widget lists it.
    const recent = page.getByTestId('recent-achievements');
    await recent.getByRole('link', { name: 'First Quiz' }).waitFor();
    await page.screenshot({ path: '/tmp/achievements-toast.png' });

    // The page lists it as unlocked, the empty state is gone, and the figures moved.
    await recent.getByRole('link', { name: 'First Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Achievements' }).waitFor();
    const unlockedSection = main.getByRole('region', { name: /^Unlocked/ });
    await unlockedSection.getByRole('heading', { name: 'First Quiz' }).waitFor();
    await main.getByText(`1 of ${total} unlocked`).waitFor();
    await main.getByText(`${reward} XP`, { exact: true }).waitFor();
    await expect(main.getByRole('heading', { name: 'No achievements yet' }).count()).resolves.toBe(0);
    await expect(main.getByRole('region', { name: /^Locked/ }).getByRole('heading', { name: 'First Quiz' }).count()).resolves.toBe(0);
    // A locked one shows its progress.
    await main.getByRole('progressbar', { name: 'Quiz Enthusiast progress' }).waitFor();
    await expect(main.getByRole('progressbar', { name: 'Quiz Enthusiast progress' }).getAttribute('aria-valuetext')).resolves.toBe('1 of 10');
    await page.screenshot({ path: '/tmp/achievements-unlocked.png', fullPage: true });

    // A reload does not announce it again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Achievements' }).waitFor();
    await page.getByTestId('recent-achievements').getByRole('link', { name: 'First Quiz' }).waitFor();
    await page.waitForTimeout(1000);
    await expect(page.getByText('Achievement Unlocked!').count()).resolves.toBe(0);
  });

  it("waits for the action's own toast, then announces the unlock once: not again in a second tab", async () => {
    const page = await signedIn();
    const second = await page.context().newPage();
    await second.goto(`${env.server.url}/achievements`);
    await second.getByRole('heading', { level: 1, name: 'Achievements' }).waitFor();
    await page.bringToFront();
    await page.goto(`${env.server.url}/settings`);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    // Earned behind the page's back; the next save refreshes the user and finds it.
    const note = await page.request.post(`${env.server.url}/api/notes`, {
      data: { title: 'Cells', content: '<p>The powerhouse of the cell.</p>' },
      headers: { origin: env.server.url },
    });
    expect(note.status()).toBe(201);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).getByText('Settings saved!').waitFor();
    // The spec's toast is not replaced while it shows...
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      for (const text of await page.getByTestId('toast').allInnerTexts()) seen.add(text.split('\n')[0]);
      await page.waitForTimeout(250);
    }
    expect([...seen]).toEqual(['Settings saved!']);
    // ...the unlock follows it.
    await toast(page).getByText('Achievement Unlocked!').waitFor({ timeout: 15_000 });
    await toast(page).getByText(/Note Taker \(\+\d+ XP\)/).waitFor();

    // The other tab, brought back and reloaded, shows the badge but does not announce it again.
    await second.bringToFront();
    await second.reload();
    await second.getByTestId('recent-achievements').getByRole('link', { name: 'Note Taker' }).waitFor();
    await second.waitForTimeout(1500);
    await expect(second.getByText('Achievement Unlocked!').count()).resolves.toBe(0);
  });

  it('shows the error state with Try again when the list cannot load', async () => {
    const page = await signedIn();
    let fail = true;
    await page.route('**/api/achievements', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Something went wrong"}' }) : route.continue()));
    await page.goto(`${env.server.url}/achievements`);
    await page.getByText('Could not load your achievements.', { exact: false }).waitFor({ timeout: 30_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Overall Progress').waitFor();
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 375]) {
      it(`passes axe with no sideways scroll, empty and with an unlock (${theme}, ${width} px)`, async () => {
        const page = await signedIn({ theme, width });
        await openAchievements(page);
        await page.getByRole('heading', { name: 'No achievements yet' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await expectNoSeriousAxeViolations(page, `/achievements empty (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `/achievements scrolls sideways at ${width}px`).toBe(false);

        await quizViaApi(page);
        await openAchievements(page);
        await page.getByRole('region', { name: /^Unlocked/ }).getByRole('heading', { name: 'First Quiz' }).waitFor();
        await expectNoSeriousAxeViolations(page, `/achievements with an unlock (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `/achievements scrolls sideways at ${width}px`).toBe(false);
        if (width === 375) await page.screenshot({ path: `/tmp/achievements-${theme}-375.png`, fullPage: true });
        if (width === 1280 && theme === 'light') await page.screenshot({ path: '/tmp/achievements-light-1280.png', fullPage: true });
      });
    }
  }
});
