import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Page as Page_ } from '../../common/schemas/pagination';
import type { AssignmentDto, OptimizeResponse, StudyPlanDto } from '../../common/schemas/planner';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

/** A local calendar day `days` from today as YYYY-MM-DD (the browser runs in this machine's zone). */
function dayKey(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function signedIn(opts: { width?: number; theme?: 'dark' | 'light' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = opts.width ?? 1280;
  const context = await newContext(env.browser, { width, height: width < 500 ? 740 : 900 });
  if (opts.theme) await context.addInitScript((t) => localStorage.setItem('studypilot-theme', t), opts.theme);
  // Only one toast shows at a time and another feature's toast (an achievement) may replace ours
  // quickly, so every toast that appears is logged as it appears.
  await context.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __toastLog: log });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
        const text = el.innerText.replace(/\s+/g, ' ').trim();
        if (text && log[log.length - 1] !== text) log.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  if (opts.theme) {
    const res = await page.request.put(`${env.server.url}/api/user/settings`, { data: { theme: opts.theme }, headers: { origin: env.server.url } });
    expect(res.status()).toBe(200);
  }
  return { context, page };
}

interface NewAssignment {
  title: string;
  subject: string;
  dueDate: string;
  importance?: 'low' | 'medium' | 'high';
  estimatedHours?: number;
  description?: string;
  completed?: boolean;
}

async function addViaApi(page: Page, a: NewAssignment): Promise<AssignmentDto> {
  const res = await page.request.post(`${env.server.url}/api/assignments`, {
    data: { description: '', importance: 'medium', estimatedHours: 2, ...a },
    headers: { origin: env.server.url },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AssignmentDto;
}

/** POST and GET /api/assignments, whatever the list's paging query (?limit=…&cursor=…). */
const ASSIGNMENTS_URL = /\/api\/assignments(\?|$)/;

async function listViaApi(page: Page): Promise<AssignmentDto[]> {
  const res = await page.request.get(`${env.server.url}/api/assignments?limit=200`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Page_<AssignmentDto>).items;
}

async function openPlanner(page: Page, tab?: 'assignments' | 'planner'): Promise<void> {
  await page.goto(`${env.server.url}/study-planner${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('heading', { level: 1, name: 'Study Planner' }).waitFor();
}


/** Waits for a toast with exactly this title and description (spec-1 §8), logged since the last check. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const wanted = `${title} ${description}`;
  await expect
    .poll(() => page.evaluate((w) => (window as unknown as { __toastLog: string[] }).__toastLog.some((t) => t.startsWith(w)), wanted), { timeout: 30_000 })
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { __toastLog: string[] }).__toastLog.length = 0));
}

const card = (page: Page, title: string) => page.getByRole('list', { name: 'Assignments' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Assignments' }).getByRole('heading', { level: 3 }).allInnerTexts();

describe('study planner', () => {
  it('creates assignments through the dialog and shows them on the calendar and in the grid', async () => {
    const { context, page } = await signedIn();
    const today = dayKey(0);
    await openPlanner(page, 'assignments');

    // Nothing yet: the empty state, and AI Optimize refuses with the spec's toast.
    await page.getByRole('heading', { name: 'No assignments found' }).waitFor();
    await page.getByRole('button', { name: 'AI Optimize' }).click();
    await expectToast(page, 'No Assignments', 'Please add some assignments before optimizing your schedule.');

    // Required fields missing: 'Validation Error', nothing is sent, the dialog stays open.
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/assignments')) posted += 1;
    });
    await page.getByRole('button', { name: 'New Assignment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Assignment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
    expect(posted).toBe(0);
    await expect(dialog.getByLabel('Title').getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByText('Choose a subject').waitFor();

    await dialog.getByLabel('Title').fill('Lab report');
    await dialog.getByLabel('Description').fill('Write up the photosynthesis experiment');
    await dialog.getByLabel('Subject').selectOption('Biology');
    await dialog.getByLabel('Due Date').fill(today);
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Estimated Hours').fill('3');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/assignments'));
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    const body = (await created).request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Lab report', subject: 'Biology', dueDate: today, importance: 'high', estimatedHours: 3 });
    await expectToast(page, 'Assignment Created', 'Your assignment has been added successfully.');
    await dialog.waitFor({ state: 'hidden' });
    await card(page, 'Lab report').waitFor();

    // The create dialog opens cleared next time.
    await page.getByRole('button', { name: 'New Assignment' }).first().click();
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel('Priority').inputValue()).resolves.toBe('medium');
    await expect(dialog.getByLabel('Estimated Hours').inputValue()).resolves.toBe('2');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addViaApi(page, { title: 'Algebra worksheet', subject: 'Mathematics', dueDate: today, importance: 'medium' });
    await addViaApi(page, { title: 'Essay draft', subject: 'English', dueDate: today, importance: 'low' });
    await addViaApi(page, { title: 'Read chapter 4', subject: 'History', dueDate: today, importance: 'low', completed: true });
    await addViaApi(page, { title: 'Map quiz', subject: 'Geography', dueDate: dayKey(9), importance: 'high' });

    // Calendar: today's cell shows two titles (most important first) and '+2 more'.
    await openPlanner(page);
    const todayCell = page.locator(`[data-day="${today}"]`);
    await todayCell.getByText('Lab report').waitFor();
    const cellText = await todayCell.innerText();
    expect(cellText).toContain('Lab report');
    expect(cellText).toContain('Algebra worksheet');
    expect(cellText).not.toContain('Essay draft');
    expect(cellText).toContain('+2 more');
    await expect(todayCell.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(todayCell.getAttribute('aria-current')).resolves.toBe('date');
    // High is red, medium yellow (spec-1 §9).
    const chipColours = await todayCell.locator('span.truncate').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    expect(chipColours).toHaveLength(2);
    expect(chipColours[0]).not.toBe(chipColours[1]);
    await expect(todayCell.getByText('Lab report').getAttribute('class')).resolves.toContain('bg-red-100');
    await expect(todayCell.getByText('Algebra worksheet').getAttribute('class')).resolves.toContain('bg-yellow-100');

    // The selected day lists all four with completion toggles.
    const dayList = page.getByRole('list', { name: /\d{4}/ }).first();
    await expect(dayList.getByRole('checkbox').count()).resolves.toBe(4);
    await expect(page.getByRole('checkbox', { name: 'Mark "Read chapter 4" as completed' }).getAttribute('aria-checked')).resolves.toBe('true');

    // Upcoming: incomplete only, soonest first.
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    const upcomingText = await upcoming.innerText();
    expect(upcomingText).toContain('Lab report');
    expect(upcomingText).toContain('Map quiz');
    expect(upcomingText).not.toContain('Read chapter 4');
    expect(upcomingText.indexOf('Lab report')).toBeLessThan(upcomingText.indexOf('Map quiz'));

    // Next week / previous week / Today move by one week.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator(`[data-day="${today}"]`).count()).resolves.toBe(0);
    await page.locator(`[data-day="${dayKey(7)}"]`).waitFor();
    await expect(page.locator(`[data-day="${dayKey(7)}"]`).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByText('No assignments for this date').waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.locator(`[data-day="${dayKey(-7)}"]`).waitFor();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page.locator(`[data-day="${today}"]`).getAttribute('aria-pressed')).resolves.toBe('true');

    // Toggle complete from the calendar: the whole assignment goes in the PUT.
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/assignments/'));
    await page.getByRole('checkbox', { name: 'Mark "Lab report" as completed' }).click();
    const putBody = (await put).postDataJSON() as Record<string, unknown>;
    expect(putBody).toMatchObject({ title: 'Lab report', subject: 'Biology', importance: 'high', estimatedHours: 3, completed: true, description: 'Write up the photosynthesis experiment' });
    expect(String(putBody.dueDate).split('T')[0]).toBe(today);
    await expectToast(page, 'Assignment Updated', 'Your assignment has been updated successfully.');
    await expect.poll(async () => (await listViaApi(page)).find((a) => a.title === 'Lab report')?.completed).toBe(true);
    expect((await listViaApi(page)).find((a) => a.title === 'Lab report')?.dueDate.split('T')[0]).toBe(today);
    expect(await upcoming.innerText()).not.toContain('Lab report');

    await context.close();
  }, 120_000);

  it('filters, searches, edits, completes and deletes in the Assignments tab', async () => {
    const { context, page } = await signedIn();
    await addViaApi(page, { title: 'Algebra worksheet', subject: 'Mathematics', dueDate: dayKey(3), importance: 'high' });
    await addViaApi(page, { title: 'Essay draft', subject: 'English', dueDate: dayKey(1), importance: 'medium', estimatedHours: 4 });
    await addViaApi(page, { title: 'Cell diagram', subject: 'Biology', dueDate: dayKey(5), importance: 'low' });
    await addViaApi(page, { title: 'Read chapter 4', subject: 'History', dueDate: dayKey(2), importance: 'high', completed: true });
    await openPlanner(page, 'assignments');
    await card(page, 'Essay draft').waitFor();
    // Pending first, each by due date.
    expect(await cardTitles(page)).toEqual(['Essay draft', 'Algebra worksheet', 'Cell diagram', 'Read chapter 4']);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ESSAY');
    expect(await cardTitles(page)).toEqual(['Essay draft']);
    await search.fill('biol');
    expect(await cardTitles(page)).toEqual(['Cell diagram']);
    await search.fill('');
    await page.getByLabel('Status').selectOption('completed');
    expect(await cardTitles(page)).toEqual(['Read chapter 4']);
    await page.getByLabel('Status').selectOption('pending');
    await page.getByLabel('Priority').selectOption('high');
    expect(await cardTitles(page)).toEqual(['Algebra worksheet']);
    await search.fill('nothing like this');
    await page.getByRole('heading', { name: 'No assignments found' }).waitFor();
    await page.getByText('Try adjusting your search or filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await cardTitles(page)).toHaveLength(4);

    // Edit: the form opens with the part of the due date before 'T'.
    await page.getByRole('button', { name: 'Edit "Essay draft"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('Essay draft');
    await expect(dialog.getByLabel('Due Date').inputValue()).resolves.toBe(dayKey(1));
    await expect(dialog.getByLabel('Estimated Hours').inputValue()).resolves.toBe('4');
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Update Assignment' }).click();
    await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
    await dialog.getByLabel('Title').fill('Essay final draft');
    await dialog.getByLabel('Due Date').fill(dayKey(6));
    await dialog.getByLabel('Estimated Hours').fill('80');
    await dialog.getByRole('button', { name: 'Update Assignment' }).click();
    await expectToast(page, 'Assignment Updated', 'Your assignment has been updated successfully.');
    await dialog.waitFor({ state: 'hidden' });
    await card(page, 'Essay final draft').waitFor();
    const edited = (await listViaApi(page)).find((a) => a.title === 'Essay final draft');
    expect(edited?.dueDate.split('T')[0]).toBe(dayKey(6));
    expect(edited?.estimatedHours).toBe(50);

    // Complete from a card.
    await card(page, 'Cell diagram').getByRole('checkbox', { name: 'Mark "Cell diagram" as completed' }).click();
    await expectToast(page, 'Assignment Updated', 'Your assignment has been updated successfully.');
    await expect.poll(async () => (await listViaApi(page)).find((a) => a.title === 'Cell diagram')?.completed).toBe(true);
    await page.getByLabel('Status').selectOption('completed');
    await expect.poll(() => cardTitles(page)).toEqual(['Read chapter 4', 'Cell diagram']);
    await page.getByLabel('Status').selectOption('all');

    // Delete asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete "Essay final draft"' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Assignment' });
    await confirm.getByText('Are you sure you want to delete “Essay final draft”? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'Essay final draft').waitFor();
    await page.getByRole('button', { name: 'Delete "Essay final draft"' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Assignment Deleted', 'Your assignment has been deleted successfully.');
    await card(page, 'Essay final draft').waitFor({ state: 'detached' });
    // Keyboard users continue from the search box rather than the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('assignment-search');
    expect((await listViaApi(page)).map((a) => a.title).sort()).toEqual(['Algebra worksheet', 'Cell diagram', 'Read chapter 4']);

    await context.close();
  }, 120_000);

  it('shows the spec’s failure toasts and the list’s error state', async () => {
    const { context, page } = await signedIn();
    const a = await addViaApi(page, { title: 'Algebra worksheet', subject: 'Mathematics', dueDate: dayKey(3) });
    await openPlanner(page, 'assignments');
    await card(page, 'Algebra worksheet').waitFor();

    await page.route(ASSIGNMENTS_URL, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } }) : route.fallback()));
    await page.getByRole('button', { name: 'New Assignment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Assignment' });
    await dialog.getByLabel('Title').fill('Lab report');
    await dialog.getByLabel('Subject').selectOption('Biology');
    await dialog.getByLabel('Due Date').fill(dayKey(2));
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await expectToast(page, 'Error Creating Assignment', 'Failed to create assignment. Please try again.');
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('Lab report');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route(`**/api/assignments/${a.id}`, (route) => route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } }));
    const box = page.getByRole('checkbox', { name: 'Mark "Algebra worksheet" as completed' });
    await box.click();
    await expectToast(page, 'Error Updating Assignment', 'Failed to update assignment. Please try again.');
    // The optimistic tick is rolled back.
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: 'Delete "Algebra worksheet"' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Assignment' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error Deleting Assignment', 'Failed to delete assignment. Please try again.');
    await card(page, 'Algebra worksheet').waitFor();

    await page.route('**/api/study-plans/optimize', (route) => route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } }));
    await page.getByRole('button', { name: 'AI Optimize' }).click();
    await expectToast(page, 'Optimization Failed', 'Failed to optimize schedule. Please try again.');

    // The list itself failing: an error state with a retry that recovers.
    await page.unroute(ASSIGNMENTS_URL);
    let fail = true;
    await page.route(ASSIGNMENTS_URL, (route) =>
      fail && route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } }) : route.fallback(),
    );
    await openPlanner(page, 'assignments');
    await page.getByText('Could not load your assignments.', { exact: false }).waitFor({ timeout: 30_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await card(page, 'Algebra worksheet').waitFor();

    await context.close();
  }, 120_000);

  it('optimises the pending assignments into a dated schedule with recommendations and .ics downloads', async () => {
    const { context, page } = await signedIn();
    await addViaApi(page, { title: 'Lab report', subject: 'Biology', dueDate: dayKey(4), importance: 'high', estimatedHours: 4 });
    await addViaApi(page, { title: 'Essay draft', subject: 'English', dueDate: dayKey(6), importance: 'medium', estimatedHours: 3 });
    const done = await addViaApi(page, { title: 'Old worksheet', subject: 'Mathematics', dueDate: dayKey(5), completed: true });
    await openPlanner(page, 'planner');
    await page.getByRole('heading', { name: 'No schedule yet' }).waitFor();
    await page.getByText('No saved plans yet. Optimize your schedule to create one.').waitFor();

    for (const time of ['Morning', 'Afternoon', 'Evening', 'Night']) {
      const box = page.getByRole('checkbox', { name: time, exact: true });
      if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
    }
    await page.getByLabel('Session length').selectOption('1');
    await page.getByLabel('Break duration').selectOption('30');
    await page.getByLabel('Study style').selectOption('spaced');

    // Hold the answer a moment so the 'Optimizing...' state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/study-plans/optimize', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/study-plans/optimize'));
    const response = page.waitForResponse((r) => r.url().endsWith('/api/study-plans/optimize'));
    await page.getByRole('button', { name: 'Optimize Schedule' }).click();
    await page.getByRole('button', { name: 'Optimizing...' }).waitFor();
    const sent = (await request).postDataJSON() as { assignments: AssignmentDto[]; preferences: Record<string, unknown>; gradeLevel: number; timeZone: string };
    release();
    expect(sent.gradeLevel).toBe(10);
    expect(sent.assignments.map((a) => a.title).sort()).toEqual(['Essay draft', 'Lab report']);
    expect(sent.assignments.some((a) => a.id === done.id)).toBe(false);
    expect(sent.preferences).toEqual({ preferredStudyTimes: ['morning', 'afternoon', 'evening', 'night'], sessionLength: '1', breakDuration: '30', studyStyle: 'spaced' });
    expect(sent.timeZone).toBeTruthy();
    const res = await response;
    expect(res.status(), await res.text()).toBe(200);
    const plan = (await res.json()) as OptimizeResponse;
    expect(plan.schedule.length).toBeGreaterThan(0);
    await expectToast(page, 'Schedule Optimized', 'Your AI-optimized study schedule is ready!');

    // A dated timeline: one heading per date, blocks with time slot, duration and subject.
    const timeline = page.getByRole('list', { name: 'Your Optimized Schedule' });
    await timeline.waitFor();
    // The new plan takes the focus (it sits below the form on phones).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plan-heading');
    const dates = [...new Set(plan.schedule.map((s) => s.date))].sort();
    const headings = await timeline.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings).toHaveLength(dates.length);
    const first = plan.schedule.filter((s) => s.date === dates[0]).sort((x, y) => x.start.localeCompare(y.start))[0];
    const [y, m, d] = dates[0].split('-').map(Number);
    const firstHeading = new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    expect(headings[0]).toContain(firstHeading);
    const firstDay = timeline.getByRole('listitem').first();
    await firstDay.getByText(first.timeSlot).first().waitFor();
    await firstDay.getByText(first.title).first().waitFor();
    const text = await timeline.innerText();
    expect(text).toContain('Biology');
    expect(text).not.toContain('Old worksheet');

    const recommendations = page.getByRole('list', { name: 'Recommendations' });
    expect(plan.recommendations.length).toBeGreaterThan(0);
    await recommendations.getByText(plan.recommendations[0], { exact: true }).waitFor();

    // The plan and the assignments as calendar files.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download plan (.ics)' }).click()]);
    const planIcs = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(planIcs).toContain('BEGIN:VCALENDAR');
    expect(planIcs).toContain('BEGIN:VEVENT');
    const assignmentsHref = await page.getByRole('link', { name: 'Download assignments (.ics)' }).getAttribute('href');
    const ics = await page.request.get(`${env.server.url}${assignmentsHref}`);
    expect(ics.status()).toBe(200);
    const icsText = await ics.text();
    expect(icsText).toContain('BEGIN:VCALENDAR');
    expect(icsText).toContain('Lab report');

    // Saved, and reopened after a reload.
    await page.getByRole('list', { name: 'Saved Plans' }).getByRole('listitem').first().waitFor();
    // In the 20rem side column the buttons go below the title rather than squeeze it into a sliver
    // that breaks "November" in the middle.
    const savedTitle = page.getByRole('list', { name: 'Saved Plans' }).getByRole('listitem').first().locator('p').first();
    expect((await savedTitle.boundingBox())?.width ?? 0).toBeGreaterThan(180);
    const saved = ((await (await page.request.get(`${env.server.url}/api/study-plans`)).json()) as Page_<StudyPlanDto>).items;
    expect(saved).toHaveLength(1);
    await page.reload();
    await page.getByRole('heading', { name: 'No schedule yet' }).waitFor();
    // The preferences are remembered.
    await expect(page.getByLabel('Session length').inputValue()).resolves.toBe('1');
    await page.getByRole('list', { name: 'Saved Plans' }).getByRole('button', { name: /Open/ }).click();
    await page.getByRole('heading', { name: saved[0].title }).waitFor();
    const reopened = page.getByRole('list', { name: saved[0].title });
    expect(await reopened.getByRole('heading', { level: 3 }).count()).toBe(dates.length);
    await page.getByRole('list', { name: 'Recommendations' }).getByText(plan.recommendations[0], { exact: true }).waitFor();

    // Deleting the plan on show asks first, removes it from the list and from the server.
    await page.getByRole('list', { name: 'Saved Plans' }).getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByText(/Your assignments stay/).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Plan Deleted', 'The saved study plan has been deleted.');
    await page.getByText('No saved plans yet. Optimize your schedule to create one.').waitFor();
    await page.getByRole('heading', { name: 'No schedule yet' }).waitFor();
    expect(((await (await page.request.get(`${env.server.url}/api/study-plans`)).json()) as Page_<StudyPlanDto>).items).toEqual([]);

    // All done: 'No Assignments' again.
    for (const a of await listViaApi(page)) {
      if (!a.completed) {
        const r = await page.request.put(`${env.server.url}/api/assignments/${a.id}`, {
          data: { ...a, dueDate: a.dueDate.split('T')[0], completed: true },
          headers: { origin: env.server.url },
        });
        expect(r.status()).toBe(200);
      }
    }
    await page.reload();
    await page.getByRole('button', { name: 'Optimize Schedule' }).click();
    await expectToast(page, 'No Assignments', 'Please add some assignments before optimizing your schedule.');

    await context.close();
  }, 120_000);

  it('pages a long list from the server: search runs on the server, the rest loads as the student scrolls', async () => {
    const { context, page } = await signedIn();
    const total = 130;
    for (let i = 0; i < total; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          addViaApi(page, { title: `Chapter ${String(i + j + 1).padStart(3, '0')} notes`, subject: 'History', dueDate: dayKey(1 + Math.floor((i + j) / 5)) }),
        ),
      );
    }
    await addViaApi(page, { title: 'Needle essay', subject: 'English', dueDate: dayKey(200) });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().includes('/api/assignments?')) asked.push(decodeURIComponent(r.url()));
    });
    await openPlanner(page, 'assignments');
    await card(page, 'Chapter 001 notes').waitFor();
    const setSize = () => page.getByRole('list', { name: 'Assignments' }).getByRole('listitem').first().getAttribute('aria-setsize');
    // Only the first page came: the farthest due date is not loaded.
    await expect(setSize()).resolves.toBe('100');
    expect(asked.every((u) => u.includes('limit=100'))).toBe(true);

    // Beyond one page the search goes to the server.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('NEEDLE');
    await card(page, 'Needle essay').waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(['Needle essay']);
    expect(asked.some((u) => u.includes('search=NEEDLE'))).toBe(true);
    await page.getByLabel('Status').selectOption('completed');
    await page.getByRole('heading', { name: 'No assignments found' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await card(page, 'Chapter 001 notes').waitFor();

    // Scrolling to the end fetches the next page.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return setSize();
      })
      .toBe(String(total + 1));
    // The second page made the list taller: scroll to its new end until the last card is drawn.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return card(page, 'Needle essay').isVisible();
      })
      .toBe(true);

    await context.close();
  }, 120_000);

  it('creates an assignment and picks a day with the keyboard only', async () => {
    const { context, page } = await signedIn();
    await openPlanner(page);
    await page.getByText('No upcoming assignments').waitFor();
    await page.getByText('No assignments for this date').waitFor();

    // Tab to 'New Assignment' and open it with Enter.
    let onButton = false;
    for (let i = 0; i < 60 && !onButton; i++) {
      await page.keyboard.press('Tab');
      onButton = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'New Assignment');
    }
    expect(onButton).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Assignment' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('new-assignment-title');
    await page.keyboard.type('Geometry proofs');
    await page.keyboard.press('Tab'); // description
    await page.keyboard.type('Chapter 7, problems 1-10');
    await page.keyboard.press('Tab'); // subject
    await page.keyboard.press('ArrowDown'); // Mathematics, the first subject
    await page.keyboard.press('Tab'); // due date
    const tomorrow = dayKey(1);
    const [y, m, d] = tomorrow.split('-');
    await page.keyboard.type(`${m}${d}${y}`);
    // Chromium's date field may keep Tab for its own segments: tab on until the priority.
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.id)) !== 'new-assignment-priority'; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('new-assignment-priority');
    await page.keyboard.press('ArrowUp'); // from medium to high
    await page.keyboard.press('Tab'); // estimated hours
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Assignment Created', 'Your assignment has been added successfully.');
    await dialog.waitFor({ state: 'hidden' });
    const [created] = await listViaApi(page);
    expect(created).toMatchObject({ title: 'Geometry proofs', subject: 'Mathematics', importance: 'high', estimatedHours: 5, description: 'Chapter 7, problems 1-10' });
    expect(created.dueDate.split('T')[0]).toBe(tomorrow);

    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('New Assignment');

    // Arrow keys walk the days; the chosen day's list follows.
    const today = page.locator(`[data-day="${dayKey(0)}"]`);
    await today.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(dayKey(0));
    await page.keyboard.press('ArrowRight');
    const next = page.locator(`[data-day="${tomorrow}"]`);
    await next.waitFor();
    await expect.poll(() => next.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(tomorrow);
    await page.getByRole('checkbox', { name: 'Mark "Geometry proofs" as completed' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('No assignments for this date').waitFor();
    // The focus follows on the next frame: Enter must land on today, not on the day just left.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(dayKey(0));
    await page.keyboard.press('Enter');
    await expect.poll(() => today.getAttribute('aria-pressed')).toBe('true');

    await context.close();
  }, 120_000);
});

describe.each(['dark', 'light'] as const)('planner axe and layout, %s theme', (theme) => {
  for (const width of [1280, 375]) {
    it(`passes axe at ${width} px with no sideways scroll`, async () => {
      const { context, page } = await signedIn({ width, theme });
      await addViaApi(page, { title: 'Lab report on photosynthesis and respiration', subject: 'Biology', dueDate: dayKey(0), importance: 'high', description: 'Write up the experiment.' });
      await addViaApi(page, { title: 'Algebra worksheet', subject: 'Mathematics', dueDate: dayKey(0), importance: 'medium' });
      await addViaApi(page, { title: 'Essay draft', subject: 'English', dueDate: dayKey(0), importance: 'low' });
      await addViaApi(page, { title: 'Read chapter 4', subject: 'History', dueDate: dayKey(2), importance: 'low', completed: true });
      await addViaApi(page, { title: 'Map quiz', subject: 'Geography', dueDate: dayKey(-2), importance: 'high' });
      await addViaApi(page, { title: 'Science fair poster', subject: 'Science', dueDate: dayKey(3), importance: 'medium', estimatedHours: 3 });

      const check = async (label: string) => {
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await expectNoSeriousAxeViolations(page, `/study-planner ${label} (${theme}, ${width}px)`);
        expect(await hasHorizontalOverflow(page), `${label} scrolls sideways at ${width}px`).toBe(false);
      };

      await openPlanner(page);
      await page.locator(`[data-day="${dayKey(0)}"]`).getByText('+1 more').waitFor();
      await check('calendar');
      if (width === 1280 && theme === 'light') await page.screenshot({ path: '/tmp/planner-calendar.png', fullPage: true });
      if (width === 375 && theme === 'dark') await page.screenshot({ path: '/tmp/planner-calendar-375-dark.png', fullPage: true });

      await page.getByRole('tab', { name: 'Assignments' }).click();
      await card(page, 'Algebra worksheet').waitFor();
      await check('assignments');
      if (width === 1280 && theme === 'dark') await page.screenshot({ path: '/tmp/planner-assignments-dark.png', fullPage: true });
      if (width === 375 && theme === 'light') await page.screenshot({ path: '/tmp/planner-assignments-375.png', fullPage: true });

      await page.getByRole('button', { name: 'New Assignment' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create New Assignment' });
      await dialog.getByRole('button', { name: 'Create Assignment' }).click();
      await dialog.getByText('Choose a subject').waitFor();
      await check('create dialog with errors');
      // The first Escape closes the 'Validation Error' toast (the newest layer), the next the dialog.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('tab', { name: 'AI Planner' }).click();
      await page.getByRole('heading', { name: 'No schedule yet' }).waitFor();
      await check('AI planner');
      await page.getByRole('button', { name: 'Optimize Schedule' }).click();
      await page.getByRole('heading', { name: 'Recommendations' }).waitFor({ timeout: 20_000 });
      await page.getByRole('list', { name: 'Saved Plans' }).waitFor();
      // Whatever the time of day, the poster due in three days gets study blocks on the timeline.
      await page.getByRole('list', { name: 'Your Optimized Schedule' }).getByText('Science fair poster').first().waitFor();
      await check('AI planner with a plan');
      if (width === 1280 && theme === 'light') await page.screenshot({ path: '/tmp/planner-ai.png', fullPage: true });
      if (width === 375 && theme === 'dark') await page.screenshot({ path: '/tmp/planner-ai-375-dark.png', fullPage: true });

      await context.close();
    }, 120_000);
  }
});
