import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NoteDto, NoteListItem } from '../../common/schemas/notes';
import type { Page as Page_ } from '../../common/schemas/pagination';
import { expectNoSeriousAxeViolations, hasHorizontalOverflow, newContext } from './support/browser';
import { newStudent, registerViaApi } from './support/journeys';
import { setUpAppAndBrowser } from './support/suite';

const env = setUpAppAndBrowser();

async function signedIn(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(env.browser, { width, height: width < 500 ? 740 : 860 });
  const page = await context.newPage();
  await registerViaApi(page, env.server.url, newStudent());
  return { context, page };
}

async function createNote(page: Page, data: Partial<Pick<NoteDto, 'title' | 'content' | 'subject' | 'folder'>>): Promise<NoteDto> {
  const res = await page.request.post(`${env.server.url}/api/notes`, { data, headers: { origin: env.server.url } });
  expect(res.status()).toBe(201);
  return (await res.json()) as NoteDto;
}

/** The stored notes, newest change first: the first page of the list, each read whole by its id. */
async function listNotes(page: Page): Promise<NoteDto[]> {
  const res = await page.request.get(`${env.server.url}/api/notes`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as Page_<NoteListItem>;
  return Promise.all(
    items.map(async (item) => {
      const one = await page.request.get(`${env.server.url}/api/notes/${item.id}`);
      expect(one.status()).toBe(200);
      return (await one.json()) as NoteDto;
    }),
  );
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Note content' });
const title = (page: Page) => page.getByRole('textbox', { name: 'Note title' });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Saving|Auto-save|Offline|changed elsewhere|Add a title/ });
const waitSaved = (page: Page, timeout = 15_000) => page.getByText(/^Saved (just now|\d+ minutes? ago)$/).waitFor({ timeout });

async function openNotes(page: Page, query = ''): Promise<void> {
  await page.goto(`${env.server.url}/notes${query}`);
  await page.getByRole('heading', { level: 1, name: 'Smart Notes' }).first().waitFor({ state: 'attached' });
}

describe('Smart Notes', () => {
  it('welcomes a new student, creates notes, searches, filters by folder and stars a favourite', async () => {
    const { page } = await signedIn();
    await openNotes(page);
    await page.getByText('Welcome to Smart Notes').waitFor();
    await page.getByRole('button', { name: 'Create Your First Note' }).click();

    // A new note: empty title and content, subject General, folder Personal.
    await expect(title(page).inputValue()).resolves.toBe('');
    await expect(title(page).getAttribute('placeholder')).resolves.toBe('Untitled Document');
    await expect(page.getByRole('combobox', { name: 'Subject' }).inputValue()).resolves.toBe('General');
    await expect(page.getByRole('combobox', { name: 'Folder' }).inputValue()).resolves.toBe('Personal');
    await page.getByText('Auto-save enabled').waitFor();
    await expect(body(page).locator('[data-placeholder]').first().getAttribute('data-placeholder')).resolves.toContain('/');

    await title(page).fill('Photosynthesis');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Science');
    await page.getByRole('combobox', { name: 'Folder' }).selectOption('School');
    await body(page).click();
    await page.keyboard.type('Plants turn light, water and carbon dioxide into glucose and oxygen.');
    await page.keyboard.press('Control+s');
    await waitSaved(page);
    await expect.poll(() => page.url()).toMatch(/\?note=[0-9a-f-]{36}$/);
    await page.getByRole('region', { name: 'Note editor' }).getByText('11 words · 1 min read').waitFor();

    await page.getByRole('button', { name: 'New Note' }).first().click();
    await title(page).fill('Shopping list');
    await body(page).click();
    await page.keyboard.type('Notebook, pens and a calculator.');
    await page.getByRole('button', { name: 'Back to notes' }).click();
    await expect.poll(async () => (await listNotes(page)).length).toBe(2);

    const list = page.getByRole('list', { name: 'Notes' });
    const card = (name: string) => list.getByRole('button', { name: new RegExp(`^${name}`) });
    await card('Photosynthesis').waitFor();
    await card('Shopping list').waitFor();
    await list.getByText('Science').waitFor();

    // Search asks the server; no match has its own state.
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('glucose');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await card('Photosynthesis').waitFor();
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('volcano');
    await page.getByText('No notes match “volcano”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);

    // Folder buttons: All, School, Personal.
    await page.getByRole('button', { name: 'School', exact: true }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await card('Photosynthesis').waitFor();
    await page.getByRole('button', { name: 'Personal', exact: true }).click();
    await card('Shopping list').waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();

    // The star is optimistic and stored.
    const star = list.getByRole('button', { name: 'Favorite “Photosynthesis”' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await listNotes(page)).find((n) => n.title === 'Photosynthesis')?.isFavorite).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Favorite “Photosynthesis”' }).getAttribute('aria-pressed')).toBe('true');

    // The dashboard's Recent Notes card lists them with a preview.
    await page.goto(`${env.server.url}/`);
    await page.getByRole('link', { name: /Photosynthesis/ }).waitFor();
    await page.getByText('Plants turn light, water and carbon dioxide into glucose and').waitFor();
  });

  it('retries the list 3 times, 1 second apart, then says it failed with Try Again', async () => {
    const { context, page } = await signedIn();
    let calls = 0;
    await context.route(/\/api\/notes(\?.*)?$/, (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      calls += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Something went wrong"}' });
    });
    await openNotes(page);
    await page.getByText('Loading notes...').waitFor();
    await page.getByText('Failed to load notes').waitFor({ timeout: 10_000 });
    expect(calls).toBe(4);
    await context.unroute(/\/api\/notes(\?.*)?$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Welcome to Smart Notes').waitFor();
  });

  it('auto-saves a formatted note and shows the formatting after a reload', async () => {
    const { page } = await signedIn();
    await openNotes(page, '?note=new');
    await title(page).fill('Cell division');
    await body(page).click();
    await page.keyboard.type('/');
    await page.getByRole('listbox', { name: 'Commands' }).waitFor();
    for (const label of ['Heading 1', 'Heading 2', 'Bullet List', 'Quote Block', 'Summarize', 'Improve Writing', 'Expand Content']) {
      await page.getByRole('option', { name: new RegExp(`^${label}`) }).waitFor();
    }
    await page.keyboard.type('head');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mitosis');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cells ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('divide');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' into two. ');
    await page.getByRole('button', { name: 'Red text' }).click();
    await page.keyboard.type('Exam topic!');
    await page.getByRole('button', { name: 'Red text' }).click();
    await page.getByRole('button', { name: 'Yellow highlight' }).click();
    await page.keyboard.type(' Remember');
    // No Ctrl+S: the 5-second auto-save stores it.
    await waitSaved(page, 20_000);
    await expect.poll(async () => (await listNotes(page))[0]?.content ?? '', { timeout: 15_000 }).toContain('Remember');

    await page.reload();
    await body(page).waitFor();
    await expect(title(page).inputValue()).resolves.toBe('Cell division');
    await body(page).locator('h1', { hasText: 'Mitosis' }).waitFor();
    await body(page).locator('strong', { hasText: 'divide' }).waitFor();
    await expect(body(page).locator('span[style*="color"]', { hasText: 'Exam topic!' }).count()).resolves.toBe(1);
    await expect(body(page).locator('mark', { hasText: 'Remember' }).count()).resolves.toBe(1);
    await expectNoSeriousAxeViolations(page, 'notes editor with formatting');
  });

  it('keyboard: Ctrl+S saves, Ctrl+K toggles the assistant, Ctrl+. focus mode, Esc closes the slash menu', async () => {
    const { page } = await signedIn();
    const note = await createNote(page, { title: 'Keys', content: '<p>Start</p>' });
    await openNotes(page, `?note=${note.id}`);
    await body(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await page.keyboard.press('Control+s');
    await waitSaved(page);
    await expect.poll(async () => (await listNotes(page))[0].content).toContain('and more');

    const panel = page.getByRole('complementary', { name: 'AI Note Assistant' });
    await page.keyboard.press('Control+k');
    await panel.waitFor();
    await expect(page.getByRole('button', { name: 'AI Assistant' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('Control+k');
    await panel.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+.');
    await expect.poll(() => page.getByRole('button', { name: 'Focus Mode' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('region', { name: 'My Notes' }).waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+.');
    await page.getByRole('region', { name: 'My Notes' }).waitFor();

    await body(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' /');
    const menu = page.getByRole('listbox', { name: 'Commands' });
    await menu.waitFor();
    // The menu opens with its first item selected, even when it opens under a resting mouse pointer
    // (the click above left it in the editor, where the menu appears).
    await expect.poll(() => page.getByRole('option', { name: /^Heading 1/ }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('option', { name: /^Heading 2/ }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // The slash stays as typed text, and the editor kept the focus.
    await expect(body(page).innerText()).resolves.toContain('/');
    await expect(body(page).evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).resolves.toBe(true);

    // Bold, italic and underline from the keyboard.
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Control+i');
    await page.keyboard.press('Control+u');
    await page.keyboard.type('styled');
    for (const tag of ['strong', 'em', 'u']) await body(page).locator(tag, { hasText: 'styled' }).first().waitFor();
  });

  it('two tabs: a stale save asks, and keep theirs / keep yours as a copy / overwrite each work', async () => {
    const { context, page } = await signedIn();
    const note = await createNote(page, { title: 'Shared', content: '<p>Original text</p>' });
    const other = await context.newPage();
    await openNotes(page, `?note=${note.id}`);
    await openNotes(other, `?note=${note.id}`);

    async function editAndSave(p: Page, text: string) {
      await body(p).click();
      await p.keyboard.press('Control+End');
      await p.keyboard.type(text);
      await p.keyboard.press('Control+s');
    }

    // Tab two saves first; tab one's save is refused and asks.
    await editAndSave(other, ' edited in tab two');
    await waitSaved(other);
    await editAndSave(page, ' edited in tab one');
    const dialog = page.getByRole('dialog', { name: 'This note changed elsewhere' });
    await dialog.waitFor();
    await saveStatus(page).getByText('This note changed elsewhere').waitFor();
    // Nothing was overwritten.
    expect((await listNotes(page))[0].content).toContain('edited in tab two');
    expect((await listNotes(page))[0].content).not.toContain('edited in tab one');

    // Keep theirs: the other tab's text is loaded, ours is dropped.
    await dialog.getByRole('button', { name: /^Keep theirs/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(body(page).innerText()).resolves.toContain('edited in tab two');
    await expect(body(page).innerText()).resolves.not.toContain('edited in tab one');

    // Again, and keep ours as a copy: a second note holds our text, the original keeps theirs.
    await editAndSave(other, ' second edit in tab two');
    await waitSaved(other);
    await editAndSave(page, ' our copy text');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Keep yours as a copy/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await listNotes(page)).length).toBe(2);
    const notes = await listNotes(page);
    const copy = notes.find((n) => n.title === 'Shared (my copy)');
    const original = notes.find((n) => n.id === note.id);
    expect(copy?.content).toContain('our copy text');
    expect(original?.content).toContain('second edit in tab two');
    expect(original?.content).not.toContain('our copy text');
    await expect.poll(() => page.url()).toContain(copy?.id ?? 'missing');

    // Overwrite: tab one saves the original again, then tab two's stale save is forced through.
    await openNotes(page, `?note=${note.id}`);
    await editAndSave(page, ' tab one wins later');
    await waitSaved(page);
    await editAndSave(other, ' tab two overwrites');
    const otherDialog = other.getByRole('dialog', { name: 'This note changed elsewhere' });
    await otherDialog.waitFor();
    await otherDialog.getByRole('button', { name: /^Keep yours and overwrite/ }).click();
    await otherDialog.waitFor({ state: 'detached' });
    await waitSaved(other);
    const final = (await listNotes(page)).find((n) => n.id === note.id);
    expect(final?.content).toContain('tab two overwrites');
    expect(final?.content).not.toContain('tab one wins later');
  });

  it('keeps unsaved words on the device when saving fails, says so, and offers them when the note is opened again', async () => {
    const { context, page } = await signedIn();
    const note = await createNote(page, { title: 'Offline', content: '<p>Saved part</p>' });
    await openNotes(page, `?note=${note.id}`);
    // Only this tab's saves fail (it stays open, so its unload save never runs).
    await page.route(/\/api\/notes\/[^/?]+$/, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' typed while offline');
    await page.keyboard.press('Control+s');
    await saveStatus(page).getByText('Offline — will retry').waitFor();
    const stored = await page.evaluate((id) => localStorage.getItem(`studypilot.notes.draft.${id}`), note.id);
    expect(stored).toContain('typed while offline');
    expect((await listNotes(page))[0].content).not.toContain('typed while offline');

    // Another tab (same device) finds the unsaved words and offers them; the editor waits for the choice.
    const again = await context.newPage();
    await openNotes(again, `?note=${note.id}`);
    await again.getByRole('button', { name: 'Restore my changes' }).waitFor();
    await expect(body(again).getAttribute('contenteditable')).resolves.toBe('false');
    await again.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(body(again).innerText()).resolves.toContain('typed while offline');
    await waitSaved(again);
    await expect.poll(async () => (await listNotes(again))[0].content).toContain('typed while offline');
    await expect.poll(() => again.evaluate((id) => localStorage.getItem(`studypilot.notes.draft.${id}`), note.id)).toBeNull();
  });

  it('loses nothing when the page is reloaded straight after typing', async () => {
    const { page } = await signedIn();
    const note = await createNote(page, { title: 'Quick', content: '<p>Before</p>' });
    await openNotes(page, `?note=${note.id}`);
    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' typed just before the reload');
    await page.reload();
    await body(page).waitFor();
    // The save sent while unloading normally lands; if it did not, the local draft is offered.
    const restore = page.getByRole('button', { name: 'Restore my changes' });
    await expect
      .poll(async () => (await body(page).innerText()).includes('typed just before the reload') || (await restore.isVisible()), { timeout: 10_000 })
      .toBe(true);
    if (await restore.isVisible()) await restore.click();
    await expect.poll(() => body(page).innerText()).toContain('typed just before the reload');
    await expect.poll(async () => (await listNotes(page))[0].content, { timeout: 15_000 }).toContain('typed just before the reload');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('runs Summarize and Fix Grammar with the offline engine, asks before replacing a long note, and undoes', async () => {
    const { page } = await signedIn();
    const long =
      '<p>Photosynthesis is the process plants use to make food. It happens in the chloroplasts of leaf cells. ' +
      'Light energy is captured by chlorophyll. Water is split and oxygen is released. Carbon dioxide is fixed into glucose. ' +
      'The glucose feeds the plant and builds cellulose.</p>';
    const note = await createNote(page, { title: 'Photosynthesis', content: long });
    await openNotes(page, `?note=${note.id}`);
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'AI Note Assistant' });
    for (const label of ['Summarize', 'Organize', 'Key Points', 'Add Questions', 'Fix Grammar', 'Add Definitions']) {
      await panel.getByRole('button', { name: label, exact: true }).waitFor();
    }
    // A blank custom request cannot be sent.
    await expect(panel.getByRole('button', { name: 'Send request' }).isDisabled()).resolves.toBe(true);
    await panel.getByRole('textbox', { name: 'Custom request' }).fill('   ');
    await expect(panel.getByRole('button', { name: 'Send request' }).isDisabled()).resolves.toBe(true);

    const before = await body(page).innerText();
    await panel.getByRole('button', { name: 'Summarize', exact: true }).click();
    await panel.getByText('AI Suggestion').waitFor({ timeout: 20_000 });
    const ask = page.getByRole('dialog', { name: 'Apply AI suggestion to your document?' });
    await ask.waitFor({ timeout: 5000 });
    await ask.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => body(page).innerText()).not.toBe(before);
    const summary = await body(page).innerText();
    expect(summary.length).toBeLessThan(before.length);
    // One Ctrl+Z brings the note back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => body(page).innerText()).toBe(before);

    // Fix Grammar on a short note (< 50 characters): replaced at once, with its changes listed.
    await body(page).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Teh cell recieve water.');
    await panel.getByRole('button', { name: 'Fix Grammar', exact: true }).click();
    await panel.getByText(/applied to your note/).waitFor({ timeout: 20_000 });
    await expect.poll(() => body(page).innerText()).toMatch(/receive/);
    await panel.getByText(/recieve\s*→\s*receive/i).waitFor();
  });

  it('stacks list and editor on a phone, with a back button and no sideways scroll', async () => {
    const { page } = await signedIn(375);
    const note = await createNote(page, { title: 'Phone note', content: '<p>Small screen</p>', folder: 'School' });
    await openNotes(page);
    await page.getByRole('list', { name: 'Notes' }).getByRole('button', { name: /^Phone note/ }).click();
    await body(page).waitFor();
    await expect(page.getByRole('region', { name: 'My Notes' }).isVisible()).resolves.toBe(false);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousAxeViolations(page, 'notes editor at 375px');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    await page.getByRole('complementary', { name: 'AI Note Assistant' }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Close AI Note Assistant' }).click();
    await page.getByRole('button', { name: 'Back to notes' }).click();
    await page.getByRole('region', { name: 'My Notes' }).waitFor();
    expect(page.url()).not.toContain(note.id);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it('deletes a note after confirmation and deselects it', async () => {
    const { page } = await signedIn();
    const note = await createNote(page, { title: 'Old note', content: '<p>Bye</p>' });
    await createNote(page, { title: 'Keep me', content: '<p>Stay</p>' });
    await openNotes(page, `?note=${note.id}`);
    await page.getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
    await confirm.getByText('“Old note” will be deleted. This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Select a note to edit it, or start a new one').waitFor();
    expect(page.url()).not.toContain(note.id);
    await expect.poll(async () => (await listNotes(page)).map((n) => n.title)).toEqual(['Keep me']);
  });

  it('scrolls a long list: pages load as it scrolls, only the rows in view are drawn, and search asks the server', async () => {
    const { page } = await signedIn();
    const TOTAL = 130;
    for (let start = 0; start < TOTAL; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, TOTAL - start) }, (_, i) =>
          createNote(page, { title: `Lecture ${String(start + i + 1).padStart(3, '0')}`, content: `<p>Topic number ${start + i + 1}</p>` }),
        ),
      );
    }
    await openNotes(page);
    const list = page.getByRole('list', { name: 'Notes' });
    await list.getByRole('listitem').first().waitFor();
    // The first page is drawn in part: far fewer rows than notes.
    expect(await list.getByRole('listitem').count()).toBeLessThan(50);
    const scroller = page.getByTestId('notes-scroll');
    // Scrolling to the end fetches the next pages until the last note is in the list.
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          return list.locator(`[role="listitem"][aria-posinset="${TOTAL}"]`).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(list.getByRole('listitem').last().getAttribute('aria-setsize')).resolves.toBe(String(TOTAL));
    expect(await list.getByRole('listitem').count()).toBeLessThan(50);

    // Title A–Z is sorted on the server: the oldest-written lecture comes first.
    await page.getByRole('combobox', { name: 'Sort notes' }).selectOption('title');
    await expect.poll(() => list.getByRole('listitem').first().innerText()).toMatch(/^Lecture 001/);
    await page.getByRole('combobox', { name: 'Sort notes' }).selectOption('updated');

    // A search is answered by the server, whatever page the note was on.
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('Lecture 007');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: /^Lecture 007/ }).click();
    await expect.poll(() => body(page).innerText()).toContain('Topic number 7');

    // A save updates the list item: its excerpt and word count.
    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' and more');
    await page.keyboard.press('Control+s');
    await waitSaved(page);
    const item = list.getByRole('button', { name: /^Lecture 007/ });
    await item.getByText('Topic number 7 and more').waitFor();
    await item.getByText('5 words · 1 min read').waitFor();
  });
});
