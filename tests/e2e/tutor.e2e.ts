import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudyAnalyticsDto } from '@common/schemas/achievements';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

const APOLOGY = "Sorry, I'm having trouble responding right now. Please try again.";
const REGENERATE_APOLOGY = "Sorry, I'm having trouble regenerating the response. Please try again.";

/** A reply with everything the renderer handles: headings, lists, a table, code and maths. */
const RICH_REPLY = [
  '# Solving a quadratic\n\nFor $ax^2 + bx + c = 0$ the **quadratic formula** gives\n\n',
  '$$\nx = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\n$$\n\n',
  '1. Identify $a$, $b$, $c$\n2. Compute the discriminant\n\n',
  '| x | value |\n|---|---|\n| 2 | 0 |\n\n',
  '```python\ndef solve(a, b, c):\n    return (-b + (b * b - 4 * a * c) ** 0.5) / (2 * a)  # a long line that has to scroll sideways on a phone\n```\n',
];

async function tutorPage(width = 1280, opts: { stub?: boolean } = {}): Promise<Page> {
  const context = await newContext(env.browser, { width, height: width < 500 ? 740 : 860 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  if (opts.stub) {
    // A streaming reply that trickles in, controlled per test through window.__tutorStub.
    await context.addInitScript((pieces: string[]) => {
      const realFetch = window.fetch.bind(window);
      const w = window as unknown as { __tutorStub: { kind: string; firstDelay: number; hold?: boolean } };
      w.__tutorStub = { kind: 'rich', firstDelay: 2200 };
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!/\/api\/chat\/(message|sessions\/[^/]+\/regenerate)$/.test(url)) return realFetch(input, init);
        const stub = w.__tutorStub;
        if (stub.kind === '500') return new Response('{"error":"internal","message":"Something went wrong"}', { status: 500 });
        if (stub.kind === '429')
          return new Response('{"error":"rate_limited","message":"Slow down: try again in 1 minute."}', { status: 429 });
        const encoder = new TextEncoder();
        const signal = init?.signal;
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            const send = (event: unknown) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
            const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
            signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            await wait(stub.firstDelay);
            if (stub.kind === 'error-event') {
              send({ type: 'chunk', content: 'Partial' });
              send({ type: 'error' });
              controller.close();
              return;
            }
            for (const piece of pieces) {
              if (signal?.aborted) return;
              send({ type: 'chunk', content: piece });
              await wait(120);
            }
            if (stub.hold) return;
            send({ type: 'complete', fullResponse: pieces.join(''), sessionId: 'stub-session', messageId: `stub-${Date.now()}` });
            controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      };
    }, RICH_REPLY);
  }
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  await page.goto(`${env.server.url}/ai-tutor`);
  await page.getByRole('heading', { level: 1, name: 'Smart Tutor' }).waitFor();
  return page;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message Smart Tutor' });
const idle = (page: Page) =>
  page.waitForFunction(() => !(document.querySelector('#tutor-input') as HTMLTextAreaElement | null)?.disabled, null, { timeout: 30_000 });
const setStub = (page: Page, stub: { kind: string; firstDelay: number; hold?: boolean }) =>
  page.evaluate((s) => {
    (window as unknown as { __tutorStub: typeof s }).__tutorStub = s;
  }, stub);

describe('Smart Tutor', () => {
  it('answers the four example prompts offline, rendered with KaTeX', async () => {
    const page = await tutorPage();
    const expected: Array<[RegExp, string | RegExp]> = [
      [/^Algebra/, /x=2,x=3/],
      [/^Physics/, /8\.988×1013/],
      [/^Calculus/, /f′\(x\)=12x3−4x\+7/],
      [/^Chemistry/, /4Al\+3O2→2Al2O3/],
    ];
    const log = page.getByRole('log');
    for (const [prompt, answer] of expected) {
      await page.getByRole('button', { name: 'New Chat' }).first().click();
      await page.getByRole('button', { name: prompt }).click();
      await page.keyboard.press('Enter');
      await log.getByRole('button', { name: 'Regenerate' }).first().waitFor({ timeout: 15_000 });
      // KaTeX turned the $…$ maths into real formulas (MathML annotation + rendered HTML).
      await expect.poll(() => log.locator('.katex').count()).toBeGreaterThan(0);
      const text = (await log.locator('.katex-html').allInnerTexts()).join(' ').replace(/[\s\u200b]+/g, '');
      expect(text).toMatch(answer);
    }
    // Each completed reply is recorded as study activity (2 XP each); the navigation shows the total,
    // which also holds the reward of the achievement the first answer unlocked.
    const analytics = (await (await page.request.get(`${env.server.url}/api/study-analytics`)).json()) as StudyAnalyticsDto;
    expect(analytics.totals.find((t) => t.kind === 'chat_message')).toMatchObject({ events: 4, xp: 8 });
    expect(analytics.achievements.xpFromAchievements).toBeGreaterThan(0);
    await page.getByText(`${8 + analytics.achievements.xpFromAchievements} XP`).first().waitFor();
  });

  it('answers school maths offline too: a circle’s area, a limit, a mean and a simplest radical, with KaTeX', async () => {
    const page = await tutorPage();
    const log = page.getByRole('log');
    const cases: Array<[string, RegExp]> = [
      ['What is the area of a circle with radius 3 cm?', /A=9πcm2≈28\.27cm2/],
      ['What is the limit of (x^2-1)/(x-1) as x approaches 1?', /^limx→1(?:x2−1x−1|x−1x2−1)=2$/],
      ['What is the mean of 4, 8, 15, 16, 23, 42?', /x¯=18|xˉ=18/],
      ['Simplify sqrt(72)', /62/],
    ];
    for (const [question, answer] of cases) {
      await page.getByRole('button', { name: 'New Chat' }).first().click();
      await input(page).fill(question);
      await page.keyboard.press('Enter');
      await log.getByRole('button', { name: 'Regenerate' }).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => log.locator('.katex').count()).toBeGreaterThan(0);
      // The final answer is the last formula of the reply.
      const formulas = await log.locator('.katex-html').allInnerTexts();
      expect(formulas.at(-1)?.replace(/[\s\u200b]+/g, '')).toMatch(answer);
    }
  });

  it('tutors in hint mode: hints one rung at a time, checks attempts, keeps the problem across a reload, and shows the answer only when asked', async () => {
    const page = await tutorPage();
    const log = page.getByRole('log');
    const replies = log.getByRole('button', { name: 'Regenerate' });
    const quick = page.getByRole('group', { name: 'Hint mode quick replies' });
    // The switch is a real switch for the keyboard.
    const toggle = page.getByRole('switch', { name: 'Hint mode' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    const ask = async (message: string, count: number) => {
      await input(page).fill(message);
      await page.keyboard.press('Enter');
      await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(count);
      await idle(page);
    };
    await ask('Solve 3x + 5 = 20', 1);
    await log.getByText('Hint 1 of 3.').waitFor();
    await expect(log.textContent()).resolves.not.toMatch(/x\s*=\s*5\b/);
    await quick.getByRole('button', { name: 'Next hint' }).click();
    await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(2);
    await log.getByText('Hint 2 of 3.').waitFor();
    await expectNoSeriousAxeViolations(page, 'tutor in hint mode');
    await ask('x = -5', 3);
    await log.getByText(/Not quite.*signs/).waitFor();

    // The problem, its rung and the attempts live on the server: after a reload the conversation carries on.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Smart Tutor' }).waitFor();
    await page.getByRole('region', { name: 'Recent Conversations' }).getByRole('button', { name: /Solve Help/ }).click();
    await log.getByText('Solve 3x + 5 = 20').waitFor();
    await ask('I got 5', 4);
    await log.getByText(/Yes — that is correct|Yes — 5 is correct/).waitFor();

    // A new problem starts a new ladder; the answer appears only when asked for.
    await ask('Solve 2x - 1 = 9', 5);
    await expect.poll(() => log.getByText('Hint 1 of 3.').count()).toBe(2);
    await quick.getByRole('button', { name: 'Show me the answer' }).click();
    await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(6);
    await log.getByText('Answer:').last().waitFor();

    // On a phone the quick replies wrap and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await quick.getByRole('button', { name: 'Show me the answer' }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it('welcomes with the four prompts, fills the input from one, answers and lists the conversation', async () => {
    const page = await tutorPage();
    await page.getByText('Your AI learning companion').waitFor();
    await page.getByText('No conversations yet').waitFor();
    await page.getByText('Start a new chat to begin!').waitFor();
    await expect(input(page).getAttribute('placeholder')).resolves.toBe(
      'Ask me anything - math, science, history, essay help, study tips...',
    );
    await expect(page.getByRole('button', { name: 'Send message' }).isDisabled()).resolves.toBe(true);
    await input(page).fill('   ');
    await expect(page.getByRole('button', { name: 'Send message' }).isDisabled()).resolves.toBe(true);
    for (const subject of ['Algebra', 'Physics', 'Calculus', 'Chemistry']) {
      await page.getByRole('button', { name: new RegExp(`^${subject}`) }).waitFor();
    }
    await expectNoSeriousAxeViolations(page, 'tutor welcome');

    await page.getByRole('button', { name: /^Calculus/ }).click();
    await expect(input(page).inputValue()).resolves.toBe('What is the derivative of 3x^4 - 2x^2 + 7x - 5?');
    await input(page).press('Shift+Enter');
    await expect(input(page).inputValue()).resolves.toContain('\n');
    await input(page).press('Enter');
    await expect(input(page).inputValue()).resolves.toBe('');
    await idle(page);
    const replies = page.getByRole('log').getByRole('button', { name: 'Regenerate' });
    await expect(replies.count()).resolves.toBe(1);
    const conversation = page.getByRole('region', { name: 'Recent Conversations' }).getByRole('button', { name: /Derivative/ });
    await conversation.waitFor();

    // Feedback is a toggle with a pressed state, stored on the server.
    const good = page.getByRole('button', { name: 'Good' });
    await good.click();
    await expect.poll(() => good.getAttribute('aria-pressed')).toBe('true');
    await good.click();
    await expect.poll(() => good.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Bad' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Bad' }).getAttribute('aria-pressed')).toBe('true');

    // Regenerate keeps the reply where it was.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await idle(page);
    await expect(replies.count()).resolves.toBe(1);

    // New Chat empties the view and focuses the input; opening the conversation brings it back.
    await page.getByRole('button', { name: 'New Chat' }).click();
    await page.getByRole('button', { name: /^Algebra/ }).waitFor();
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await conversation.click();
    await page.getByRole('log').getByText('What is the derivative of 3x^4 - 2x^2 + 7x - 5?').waitFor();
    await expectNoSeriousAxeViolations(page, 'tutor conversation');

    // A failed clear keeps the confirmation open and says so; trying again works.
    await page.route('**/api/chat/sessions', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Something went wrong"}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByTestId('toast').getByText('Failed to clear chat history. Please try again.').waitFor();
    await page.unroute('**/api/chat/sessions');
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByTestId('toast').getByText('Chat history cleared').waitFor();
    await page.getByText('No conversations yet').waitFor();
  });

  it('opens a long conversation at its newest messages and loads earlier ones without moving the view', async () => {
    const page = await tutorPage();
    let sessionId: string | undefined;
    for (let i = 0; i < 16; i += 1) {
      const res = await page.request.post(`${env.server.url}/api/chat/message`, {
        data: sessionId ? { message: `Question number ${i}`, sessionId } : { message: `Question number ${i}` },
        headers: { origin: env.server.url },
      });
      expect(res.status()).toBe(200);
      const events = (await res.text())
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as { type: string; sessionId?: string });
      sessionId = events.find((e) => e.type === 'complete')?.sessionId;
      expect(sessionId).toBeTruthy();
    }
    await page.reload();
    await page.getByRole('region', { name: 'Recent Conversations' }).getByRole('button', { name: /Number Help/ }).click();
    const log = page.getByRole('log');
    // A question's bubble reads "You: Question number n" (the answers quote it mid-sentence).
    const question = (n: number) => log.getByText(new RegExp(`Question number ${n}$`)).first();
    // The newest page: 30 of the 32 messages, the oldest question not among them.
    await question(15).waitFor();
    await question(1).waitFor({ state: 'attached' });
    await expect(question(0).count()).resolves.toBe(0);
    const earlier = page.getByRole('button', { name: 'Load earlier messages' });
    await earlier.scrollIntoViewIfNeeded();
    await question(1).scrollIntoViewIfNeeded();
    const before = await question(1).boundingBox();
    await earlier.click();
    await question(0).waitFor({ state: 'attached' });
    // The message that was on screen stays where it was; everything is loaded now.
    const after = await question(1).boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -100))).toBeLessThan(3);
    await expect.poll(() => earlier.count()).toBe(0);
    // The conversation goes on from the loaded history.
    await input(page).fill('One more question');
    await input(page).press('Enter');
    await idle(page);
    await log.getByText(/One more question$/).first().waitFor();
  }, 90_000);

  it('streams with rotating hints and a cursor, renders Markdown, code and maths, and apologises on failure', async () => {
    const page = await tutorPage(1280, { stub: true });
    await input(page).fill('Explain the quadratic formula');
    await input(page).press('Enter');
    await page.getByText('Preparing response...').waitFor();
    await page.getByText('Analyzing your question...').waitFor();
    await page.getByText('Searching knowledge base...').waitFor({ timeout: 3000 });
    await expect(input(page).isDisabled()).resolves.toBe(true);
    await page.locator('.tutor-streaming').waitFor();
    await idle(page);

    const log = page.getByRole('log');
    await log.getByRole('heading', { name: 'Solving a quadratic' }).waitFor();
    await expect(log.locator('.katex-display').count()).resolves.toBe(1);
    await expect(log.locator('table').count()).resolves.toBe(1);
    await log.locator('.hljs-keyword').first().waitFor();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^def solve/);
    await page.getByRole('button', { name: 'Copy code' }).waitFor({ timeout: 3000 });
    await expectNoSeriousAxeViolations(page, 'tutor rich reply');

    await setStub(page, { kind: 'rich', firstDelay: 1500 });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('button', { name: 'Regenerating...' }).waitFor();
    await idle(page);

    for (const [kind, text] of [
      ['500', APOLOGY],
      ['error-event', APOLOGY],
      ['429', 'Slow down: try again in 1 minute.'],
    ] as const) {
      await setStub(page, { kind, firstDelay: 200 });
      await input(page).fill(`Question for ${kind}`);
      await input(page).press('Enter');
      await idle(page);
      await log.getByText(text).last().waitFor();
    }
    await setStub(page, { kind: '500', firstDelay: 200 });
    await page.getByRole('button', { name: 'Regenerate' }).last().click();
    await idle(page);
    await log.getByText(REGENERATE_APOLOGY).waitFor();

    // Stopping a reply adds nothing.
    await setStub(page, { kind: 'rich', firstDelay: 200, hold: true });
    const before = await log.locator(':scope > div').count();
    await input(page).fill('Stop this one');
    await input(page).press('Enter');
    await page.locator('.tutor-streaming').waitFor();
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await idle(page);
    await expect(log.locator(':scope > div').count()).resolves.toBe(before + 1);
  });

  it('fits a 375 px phone: no side panel, no sideways page scroll with wide code and maths', async () => {
    const page = await tutorPage(375, { stub: true });
    await expect(page.getByText('Recent Conversations').isVisible()).resolves.toBe(false);
    await setStub(page, { kind: 'rich', firstDelay: 100 });
    await page.getByRole('button', { name: /^Algebra/ }).click();
    await input(page).press('Enter');
    await idle(page);
    await page.getByRole('log').locator('.katex-display').waitFor();
    await expect(hasHorizontalOverflow(page)).resolves.toBe(false);
    const box = await input(page).boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(740 - 200);
    await expectNoSeriousAxeViolations(page, 'tutor on a phone');
  });
});
