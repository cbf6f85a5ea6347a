import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Page as Page_ } from '../../common/schemas/pagination';
import type { QuizDto, QuizSummaryDto } from '../../common/schemas/quizzes';

/** The quiz list, whatever its paging query (?limit=…&cursor=…). */
const QUIZZES_URL = /\/api\/quizzes(\?|$)/;
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { BIOLOGY_PASSAGE as PASSAGE } from './support/study-material';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();


async function signedIn(width = 1280, opts: { clock?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(env.browser, { width, height: width < 500 ? 740 : 860 });
  const page = await context.newPage();
  if (opts.clock) await page.clock.install();
  await registerViaApi(page, env.server.url, newStudent());
  return { context, page };
}

async function openQuizzes(page: Page): Promise<void> {
  await page.goto(`${env.server.url}/quiz-generator`);
  await page.getByRole('heading', { level: 1, name: 'Quiz Generator' }).waitFor();
}

const toast = (page: Page) => page.getByTestId('toast').last();
const topic = (page: Page) => page.getByRole('textbox', { name: 'Topic or Study Material' });
const progressLabel = (page: Page) => page.getByText(/^Question \d+ of \d+$/).innerText();

interface SetupChoices {
  material?: string;
  count?: number;
  learn?: boolean;
  practice?: boolean;
  timed?: number;
  type?: string;
  subject?: string;
  difficulty?: 'Easy' | 'Medium' | 'Hard';
}

/** Fills the setup form and generates; returns the quiz as the server sent it. */
async function generate(page: Page, c: SetupChoices = {}): Promise<QuizDto> {
  await topic(page).fill(c.material ?? PASSAGE);
  if (c.subject) await page.getByLabel('Subject (optional)').selectOption(c.subject);
  if (c.type) await page.getByLabel('Question Type').selectOption(c.type);
  const count = page.getByRole('spinbutton', { name: 'Number of Questions' });
  for (let n = Number(await count.inputValue()); n > (c.count ?? 5); n -= 5) await page.getByRole('button', { name: 'Decrease number of questions' }).click();
  if (c.difficulty) await page.getByRole('radio', { name: c.difficulty }).click();
  if (c.learn) await page.getByRole('switch', { name: 'Learn Mode' }).click();
  if (c.practice) await page.getByRole('switch', { name: 'Practice Mode' }).click();
  if (c.timed) {
    await page.getByRole('switch', { name: 'Timed Mode' }).click();
    const limit = page.getByRole('spinbutton', { name: 'Time Limit' });
    await limit.fill(String(c.timed));
    await limit.blur();
  }
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/quizzes/generate') && r.request().method() === 'POST', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  const quiz = (await res.json()) as QuizDto;
  await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
  return quiz;
}

/** Answers the question on screen: the given answer, by clicking its option or typing it. */
async function answer(page: Page, quiz: QuizDto, index: number, value: string): Promise<void> {
  const q = quiz.questions[index];
  if (q.type === 'multiple-choice' || q.type === 'true-false') {
    // Once learn-mode feedback shows, an option's name also says "(correct answer)" or "(your answer, incorrect)".
    const name = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(.*\\))?$`);
    await page.getByRole('radiogroup').getByRole('radio', { name }).click();
  } else {
    await page.getByRole('textbox', { name: 'Your answer' }).fill(value);
  }
}

/** A wrong answer for a question whose correct answer is known. */
function wrongAnswer(quiz: QuizDto, index: number): string {
  const q = quiz.questions[index];
  const options = q.options?.length ? q.options : q.type === 'true-false' ? ['True', 'False'] : [];
  return options.find((o) => o !== q.correct) ?? 'definitely not it';
}

/** Any answer (for quizzes whose answers are hidden until submitted). */
function someAnswer(quiz: QuizDto, index: number): string {
  const q = quiz.questions[index];
  return q.options?.[0] ?? (q.type === 'true-false' ? 'True' : 'photosynthesis');
}

async function answerAll(page: Page, quiz: QuizDto, pick: (i: number) => string): Promise<void> {
  for (let i = 0; i < quiz.questions.length; i++) {
    await answer(page, quiz, i, pick(i));
    if (i < quiz.questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
}

function watchCalls(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(new URL(r.url()).pathname) && r.method() === 'POST') seen.push(r);
  });
  return seen;
}

describe('Quiz Generator', () => {
  it('validates the setup, explains what the offline engine needs, and generates from a passage', async () => {
    const { page } = await signedIn();
    await openQuizzes(page);
    await page.getByRole('heading', { name: 'Create New Quiz' }).waitFor();
    await page.getByRole('heading', { name: 'Your Stats' }).waitFor();
    await page.getByRole('button', { name: 'Create Your First Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New Quiz' }).waitFor();

    // Spec defaults: 10 questions, medium, multiple choice, learn/practice/timed off.
    await expect(page.getByRole('spinbutton', { name: 'Number of Questions' }).inputValue()).resolves.toBe('10');
    await expect(page.getByLabel('Question Type').inputValue()).resolves.toBe('multiple-choice');
    await expect(page.getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).resolves.toBe('true');
    for (const mode of ['Learn Mode', 'Practice Mode', 'Timed Mode'])
      await expect(page.getByRole('switch', { name: mode }).getAttribute('aria-checked')).resolves.toBe('false');
    await expect(page.getByRole('spinbutton', { name: 'Time Limit' }).count()).resolves.toBe(0);

    // Generate is disabled without a topic; Ctrl+Enter explains why.
    const button = page.getByRole('button', { name: 'Generate Quiz' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await topic(page).fill('   ');
    await expect(button.isDisabled()).resolves.toBe(true);
    await topic(page).press('Control+Enter');
    await toast(page).getByText('Missing Information').waitFor();
    await toast(page).getByText('Please fill in the topic or study material.').waitFor();

    // Steps: count by 5 from 5; time limit 5–60 by 5.
    const count = page.getByRole('spinbutton', { name: 'Number of Questions' });
    await page.getByRole('button', { name: 'Decrease number of questions' }).click();
    await expect.poll(() => count.inputValue()).toBe('5');
    await expect(page.getByRole('button', { name: 'Decrease number of questions' }).isDisabled()).resolves.toBe(true);
    await count.fill('12');
    await count.blur();
    await expect.poll(() => count.inputValue()).toBe('10');
    await page.getByRole('switch', { name: 'Timed Mode' }).click();
    const limit = page.getByRole('spinbutton', { name: 'Time Limit' });
    await expect(limit.inputValue()).resolves.toBe('10');
    await limit.fill('90');
    await limit.blur();
    await expect.poll(() => limit.inputValue()).toBe('60');
    await expect(page.getByRole('button', { name: 'Increase time limit' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('switch', { name: 'Timed Mode' }).click();

    // A bare topic: the offline engine says what it needs instead of a generic failure.
    await topic(page).fill('Photosynthesis');
    await button.click();
    await toast(page).getByText('Generation Failed').waitFor({ timeout: 20_000 });
    await expect(toast(page).innerText()).resolves.toMatch(/study material/);

    // A passage: a real quiz, with the question and its options.
    await page.getByRole('button', { name: 'Decrease number of questions' }).click();
    const quiz = await generate(page, { count: 5, subject: 'Biology', difficulty: 'Hard' });
    expect(quiz.questions).toHaveLength(5);
    expect(quiz.questions[0]).not.toHaveProperty('correct');
    await page.getByRole('heading', { level: 1, name: quiz.title }).waitFor();
    await page.getByText('5 questions').waitFor();
    await page.getByText('Hard', { exact: true }).waitFor();
    await page.getByText('20% complete').waitFor();
    await expect(page.getByText('Practice Mode').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Hint' }).count()).resolves.toBe(0);
    await expect(page.getByRole('timer').count()).resolves.toBe(0);
    await page.getByRole('heading', { level: 2, name: quiz.questions[0].question }).waitFor();
    await expect(page.getByRole('radiogroup').getByRole('radio').count()).resolves.toBe(quiz.questions[0].options?.length ?? 0);
  });

  it('takes a quiz in learn mode: hints, feedback after 500 ms, hidden when moving, keyboard only', async () => {
    const { page } = await signedIn();
    const submits = watchCalls(page, /\/submit$/);
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    const quiz = await generate(page, { learn: true, count: 5 });
    expect(quiz.learnMode).toBe(true);
    expect(quiz.questions.every((q) => typeof q.correct === 'string')).toBe(true);
    await page.getByText('Learn Mode', { exact: true }).waitFor();

    // Hint.
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.getByRole('button', { name: 'Hint' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.locator('#quiz-hint').waitFor();

    // A wrong answer: nothing at once, then after about 500 ms the feedback.
    const feedback = page.getByTestId('learn-feedback');
    const started = Date.now();
    await answer(page, quiz, 0, wrongAnswer(quiz, 0));
    await expect(feedback.count()).resolves.toBe(0);
    await feedback.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await feedback.getByText('Incorrect').waitFor();
    const q0 = quiz.questions[0];
    if (q0.type === 'multiple-choice' || q0.type === 'true-false') {
      await page.getByRole('radio', { name: `${q0.correct} (correct answer)` }).waitFor();
      await page.getByRole('radio', { name: /\(your answer, incorrect\)/ }).waitFor();
    } else {
      await feedback.getByText('The correct answer is:').waitFor();
    }
    if (q0.explanation) await feedback.getByText(q0.explanation).waitFor();

    // The right answer turns it green; Next hides feedback and hint.
    await answer(page, quiz, 0, q0.correct ?? '');
    await feedback.getByText('Correct!').waitFor();
    await expect(page.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => progressLabel(page)).toBe('Question 2 of 5');
    await expect(feedback.count()).resolves.toBe(0);
    await expect(page.locator('#quiz-hint').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);

    // The rest with the keyboard only: arrows or Space to choose, Enter to go on.
    for (let i = 1; i < quiz.questions.length; i++) {
      const q = quiz.questions[i];
      if (q.type === 'multiple-choice' || q.type === 'true-false') {
        const options = q.options ?? ['True', 'False'];
        const target = options.indexOf(q.correct ?? '');
        const focusedType = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type);
        if ((await focusedType()) !== 'radio') await page.keyboard.press('Tab');
        await expect(focusedType()).resolves.toBe('radio');
        if (target === 0) await page.keyboard.press('Space');
        for (let k = 0; k < target; k++) await page.keyboard.press('ArrowDown');
      } else {
        await page.keyboard.type(q.correct ?? '');
        await page.keyboard.press('Enter');
      }
      await feedback.getByText('Correct!').waitFor();
      if (i < quiz.questions.length - 1) {
        await page.keyboard.press('Enter');
        await expect.poll(() => progressLabel(page)).toBe(`Question ${i + 2} of 5`);
      }
    }
    await page.getByText('100% complete').waitFor();
    await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();

    // A learn-mode quiz is graded by the server and saved.
    await page.getByRole('heading', { level: 1, name: 'Quiz Complete!' }).waitFor();
    expect(submits).toHaveLength(1);
    await page.getByText('5 out of 5 correct').waitFor();
    await page.getByRole('img', { name: 'Score: 100%' }).waitFor();
    const timeTile = page.getByText('Time Taken').locator('..');
    await expect(timeTile.innerText()).resolves.toContain('N/A');
    await expect(page.getByText('Practice Mode - Results Not Saved').count()).resolves.toBe(0);
  });

  it('timed mode: the countdown runs, submit grades on the server, results and stats, retake and delete', async () => {
    const { page } = await signedIn();
    const attempts = watchCalls(page, /\/attempts$/);
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    const quiz = await generate(page, { timed: 5, count: 5, subject: 'Biology' });
    expect(quiz.timeLimit).toBe(5);
    expect(quiz.questions[0]).not.toHaveProperty('correct');

    // The clock counts down from 5:00 in minutes:seconds.
    const clock = page.getByTestId('quiz-countdown');
    await expect.poll(() => clock.innerText()).toMatch(/^4:5\d$/);
    await expect(page.getByRole('timer').getAttribute('aria-label')).resolves.toMatch(/^Time remaining: 4 minutes \d+ seconds left$/);
    await expect.poll(() => attempts.length).toBe(1);

    // Previous keeps the answers.
    await answer(page, quiz, 0, someAnswer(quiz, 0));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => progressLabel(page)).toBe('Question 1 of 5');
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(false);

    await answerAll(page, quiz, (i) => someAnswer(quiz, i));
    // While the server grades: 'Submitting...', disabled.
    await page.route('**/api/quizzes/*/submit', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await submitting.waitFor();
    await expect(submitting.isDisabled()).resolves.toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Quiz Complete!' }).waitFor();
    const line = await page.getByText(/^\d out of 5 correct$/).innerText();
    const correct = Number(line[0]);
    const score = Math.round((correct / 5) * 100);
    await page.getByRole('img', { name: `Score: ${score}%` }).waitFor();
    await expect(page.getByText('Time Taken').locator('..').innerText()).resolves.toMatch(/\d+s/);
    // Every question is reviewed with the correct answer.
    await expect(page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem').count()).resolves.toBe(5);
    await expect(page.getByText(/^Your answer: /).count()).resolves.toBe(5);

    // The dashboard shows the score and Retake.
    await page.getByRole('button', { name: 'Quiz Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiz Generator' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: quiz.title }) });
    await card.getByText(`${score}%`).waitFor();
    await card.getByText('Biology · 5 questions').waitFor();

    // Stats.
    await page.getByRole('button', { name: 'View Stats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Stats' }).waitFor();
    for (const label of ['Total Quizzes', 'Average Score', 'Completed', 'Highest Score']) await page.getByText(label, { exact: true }).waitFor();
    await page.getByText('AI Performance Review').waitFor();
    await page.getByRole('heading', { name: 'Strengths' }).waitFor();
    await page.getByRole('heading', { name: 'Recommendations' }).waitFor();
    await page.getByText('Recent Activity').waitFor();
    await page.getByText(quiz.title).first().waitFor();
    await page.getByRole('button', { name: 'Back to Quizzes' }).click();

    // Retake: answers cleared, back at question 1, a fresh attempt and clock.
    await page.getByRole('button', { name: `Retake ${quiz.title}` }).click();
    await expect.poll(() => progressLabel(page)).toBe('Question 1 of 5');
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await expect.poll(() => attempts.length).toBe(2);
    await page.getByRole('button', { name: 'Exit Quiz' }).click();

    // Delete with confirmation.
    await page.getByRole('button', { name: `More actions for ${quiz.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Quiz' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Quiz' });
    await dialog.getByText(`Are you sure you want to delete "${quiz.title}"? This action cannot be undone.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page).getByText('Quiz Deleted').waitFor();
    await toast(page).getByText('Quiz has been successfully deleted.').waitFor();
    await page.getByRole('button', { name: 'Create Your First Quiz' }).waitFor();
    const list = await page.request.get(`${env.server.url}/api/quizzes`);
    expect(((await list.json()) as Page_<QuizSummaryDto>).items.length).toBe(0);
  });

  it('submits by itself when the time runs out', async () => {
    const { page } = await signedIn(1280, { clock: true });
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    const quiz = await generate(page, { timed: 5, count: 5 });
    await answer(page, quiz, 0, someAnswer(quiz, 0));
    await page.getByTestId('quiz-countdown').waitFor();
    await page.clock.fastForward('05:01');
    await page.getByRole('heading', { level: 1, name: 'Quiz Complete!' }).waitFor({ timeout: 15_000 });
    // Unanswered questions count as wrong.
    await page.getByText(/^[01] out of 5 correct$/).waitFor();
    await expect(page.getByText('No answer').count()).resolves.toBe(4);
  });

  it('practice mode: feedback, results at once with no submit, nothing saved; New Quiz resets every option', async () => {
    const { page } = await signedIn();
    const calls = watchCalls(page, /\/(submit|attempts)$/);
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    const quiz = await generate(page, { practice: true, count: 5, type: 'fill-blank', timed: 10 });
    expect(quiz.isPracticeMode).toBe(true);
    await page.getByText('Practice Mode', { exact: true }).waitFor();
    await page.getByRole('timer').waitFor();

    // A typed answer is judged when checked (Enter), then Enter goes on.
    const input = page.getByRole('textbox', { name: 'Your answer' });
    await input.fill('zzzz');
    await page.waitForTimeout(700);
    await expect(page.getByTestId('learn-feedback').count()).resolves.toBe(0);
    await input.press('Enter');
    const feedback = page.getByTestId('learn-feedback');
    await feedback.getByText('Incorrect').waitFor();
    await feedback.getByText('The correct answer is:').waitFor();
    await feedback.getByText(quiz.questions[0].correct ?? '', { exact: true }).waitFor();
    await input.press('Enter');
    await expect.poll(() => progressLabel(page)).toBe('Question 2 of 5');
    for (let i = 1; i < 5; i++) {
      await answer(page, quiz, i, quiz.questions[i].correct ?? '');
      if (i < 4) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Practice Complete!' }).waitFor();
    await page.getByText('Practice Mode - Results Not Saved').waitFor();
    await page.getByText('4 out of 5 correct').waitFor();
    await page.getByRole('img', { name: 'Score: 80%' }).waitFor();
    expect(calls).toHaveLength(0);
    const saved = (await (await page.request.get(`${env.server.url}/api/quizzes/${quiz.id}`)).json()) as QuizDto;
    expect(saved.score).toBeNull();

    // Retake from the results starts over.
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect.poll(() => progressLabel(page)).toBe('Question 1 of 5');
    await expect(input.inputValue()).resolves.toBe('');
    await answerAll(page, quiz, (i) => quiz.questions[i].correct ?? '');
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByText('5 out of 5 correct').waitFor();

    // New Quiz: setup with every option back to its default.
    await page.getByRole('button', { name: 'New Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New Quiz' }).waitFor();
    await expect(topic(page).inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Question Type').inputValue()).resolves.toBe('multiple-choice');
    await expect(page.getByRole('spinbutton', { name: 'Number of Questions' }).inputValue()).resolves.toBe('10');
    for (const mode of ['Learn Mode', 'Practice Mode', 'Timed Mode'])
      await expect(page.getByRole('switch', { name: mode }).getAttribute('aria-checked')).resolves.toBe('false');
  });

  it('fills the material from an uploaded file', async () => {
    const { page } = await signedIn();
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await topic(page).fill('Plants');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a file' }).click();
    await (await chooser).setFiles({ name: 'plants.txt', mimeType: 'text/plain', buffer: Buffer.from(PASSAGE) });
    await toast(page).getByText('File Added').waitFor({ timeout: 20_000 });
    await toast(page).getByText(/The text of "plants\.txt" \([\d,]+ characters\) is ready to use\./).waitFor();
    await expect(topic(page).inputValue()).resolves.toBe(`Plants\n\n${PASSAGE}`);
    const quiz = await generate(page, { material: `Plants\n\n${PASSAGE}`, count: 5 });
    expect(quiz.questions.length).toBeGreaterThan(0);
  });

  it('builds a quiz from one of my notes', async () => {
    const { page } = await signedIn();
    const res = await page.request.post(`${env.server.url}/api/notes`, {
      data: { title: 'Plant Biology', content: `<p>${PASSAGE}</p>`, subject: 'Science' },
      headers: { origin: env.server.url },
    });
    expect(res.status()).toBe(201);
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await page.getByRole('button', { name: 'Use one of my notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use one of my notes' });
    await dialog.getByRole('button', { name: /Plant Biology/ }).click();
    await page.getByText('From note:').waitFor();
    await expect(topic(page).inputValue()).resolves.toBe('Plant Biology');
    const generated = page.waitForRequest((r) => r.url().endsWith('/api/quizzes/generate'));
    await page.getByRole('button', { name: 'Decrease number of questions' }).click();
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    expect((await generated).postDataJSON()).toMatchObject({ noteId: expect.any(String) });
    await page.getByText(/^Question 1 of \d+$/).waitFor({ timeout: 30_000 });
  });

  it('shows the spec texts when the server fails', async () => {
    const { page } = await signedIn();
    // The list cannot load: an error with Try again.
    await page.route(QUIZZES_URL, (route) => route.fulfill({ status: 400, body: '{"error":"validation","message":"nope"}' }));
    await openQuizzes(page);
    await page.getByText('Could not load your quizzes. Check your connection and try again.').waitFor();
    await page.unroute(QUIZZES_URL);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Create Your First Quiz' }).waitFor();
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    const quiz = await generate(page, { count: 5 });
    await page.getByRole('button', { name: 'Exit Quiz' }).click();

    // Delete fails.
    await page.route(/\/api\/quizzes\/[^/]+$/, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{"error":"internal","message":"Something went wrong"}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: `More actions for ${quiz.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Quiz' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page).getByText('Delete Failed').waitFor({ timeout: 15_000 });
    await toast(page).getByText('Failed to delete quiz. Please try again.').waitFor();
    await page.getByRole('heading', { level: 3, name: quiz.title }).waitFor();

    // Generation fails on the server: the spec's text, and the button is back.
    await page.route('**/api/quizzes/generate', (route) => route.fulfill({ status: 500, body: '{"error":"internal","message":"Something went wrong"}' }));
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await topic(page).fill(PASSAGE);
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await toast(page).getByText('Generation Failed').waitFor();
    await toast(page).getByText('Failed to generate quiz. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Generate Quiz' }).waitFor();

    // A slow generation shows 'Generating Quiz...' and disables the button.
    await page.unroute('**/api/quizzes/generate');
    await page.route('**/api/quizzes/generate', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ...quiz, id: '' }) });
    });
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    const busy = page.getByRole('button', { name: 'Generating Quiz...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);

    // A quiz without an id cannot be submitted.
    await answerAll(page, quiz, (i) => someAnswer(quiz, i));
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await toast(page).getByText('Error', { exact: true }).waitFor();
    await toast(page).getByText('Could not submit quiz - missing quiz ID.').waitFor();
  });

  it('works on a phone: no sideways scrolling on any view, and passes axe', async () => {
    const { page } = await signedIn(375);
    await openQuizzes(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Create Your First Quiz' }).click();
    await page.getByRole('switch', { name: 'Timed Mode' }).click();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousAxeViolations(page, 'quiz setup (375px)');
    const quiz = await generate(page, { learn: true, count: 5 });
    await answer(page, quiz, 0, wrongAnswer(quiz, 0));
    await page.getByTestId('learn-feedback').waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousAxeViolations(page, 'quiz question with feedback (375px)');
    await answerAll(page, quiz, (i) => quiz.questions[i].correct ?? '');
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiz Complete!' }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousAxeViolations(page, 'quiz results (375px)');
    await page.getByRole('button', { name: 'Quiz Dashboard' }).click();
    await page.getByRole('button', { name: 'View Stats' }).click();
    await page.getByText('AI Performance Review').waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousAxeViolations(page, 'quiz stats (375px)');
  });
});
