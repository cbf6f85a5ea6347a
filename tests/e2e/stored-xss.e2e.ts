import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@common/schemas/auth';
import type { DeckSummaryDto, ImportDeckResponse } from '@common/schemas/flashcards';
import type { NoteDto } from '@common/schemas/notes';
import type { QuizDto } from '@common/schemas/quizzes';
import { uniqueEmail } from './support/browser';
import { setUpAppAndBrowser } from './support/suite';

/**
 * Stored XSS (issue 13): every payload of a corpus goes into every text field a student stores and
 * the app later shows, through the API; then every page that shows those fields is opened in
 * Chromium. Each payload calls `__xss(<its number>)` when it runs, so a hit names the payload; a
 * watcher also flags any node the page gains that could run script (an on* attribute, a
 * javascript: URL, an iframe…), and any dialog fails the test. Plain-text fields must show the
 * payload literally, which proves it was rendered rather than dropped.
 *
 * Fields: note title and content (HTML, sanitised on the server); deck name, description and
 * subject; card front and back; the material and subject of the flashcard generator; quiz material
 * (whose heading becomes the title and whose definitions become options and explanations) and
 * subject; assignment title and description (and the study plan made from them); tutor questions
 * (which the offline tutor quotes in its Markdown reply, so the payloads also pass through the
 * Markdown, KaTeX and highlight.js renderers); first and last name, username, e-mail, study goals.
 * Pages: notes list and editor, flashcard library, deck browser, study and review modes, quiz list,
 * a quiz played to its results, quiz stats, the planner's calendar, assignments and saved plan, the
 * tutor's conversations, profile, settings, dashboard and achievements (with the shell's user card).
 *
 * The contexts bypass the app's Content-Security-Policy (script-src 'self'): CSP is a second line
 * of defence, and with it on an unsafe rendering would stay silent here instead of failing.
 */

const env = setUpAppAndBrowser();

// ---------------------------------------------------------------------------------------------
// The corpus. `{X}` becomes `__xss(<n>)` and `{N}` the number; the stored text starts with the
// plain marker `XSS<nn>` so each placement can be found on the page.

const RAW_CORPUS: readonly string[] = [
  '<script>{X}</script>',
  '<img src=x onerror={X}>',
  '<svg onload={X}>',
  '<svg><script>{X}</script></svg>',
  '<a href="javascript:{X}">link {N}</a>',
  '[link {N}](javascript:{X})',
  '[link {N}](JaVaScRiPt:{X} "title")',
  '<iframe srcdoc="<script>parent.{X}</script>"></iframe>',
  '<iframe src="javascript:parent.{X}"></iframe>',
  '<IMG SRC=x OnErRoR={X}>',
  "<img src='x' onerror='{X}'>",
  '<img src=x onerror=&#95;&#95;xss&#40;{N}&#41;>',
  '<img/src="x"/onerror={X}>',
  '"><script>{X}</script>',
  "'><img src=x onerror={X}>",
  '</textarea><script>{X}</script>',
  '</title></style><svg/onload={X}>',
  '<math><mtext><table><mglyph><style><img src=x onerror={X}>',
  '<noscript><p title="</noscript><img src=x onerror={X}>">',
  '<svg><style><img src=x onerror={X}></style></svg>',
  '<template><img src=x onerror={X}></template><template shadowrootmode=open><img src=x onerror={X}></template>',
  '<details open ontoggle={X}>',
  '<input autofocus onfocus={X}>',
  '<video><source onerror={X}></video>',
  '<body onload={X}>',
  '<a href="&#106;&#97;vascript:{X}">entity {N}</a>',
  '<a href="java&#x09;script:{X}">tab {N}</a>',
  '<form><button formaction=javascript:{X}>go {N}</button></form>',
  '<object data="javascript:parent.{X}"></object>',
  '<svg><a xlink:href="javascript:{X}"><text y="20">svg {N}</text></a></svg>',
  '<a href="data:text/html,<script>parent.{X}</script>">data {N}</a>',
  '<scr<script>ipt>{X}</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror={X}//">',
  '<x-y onclick={X} style="display:block">custom {N}</x-y>',
  '<sCrIpT>{X}</ScRiPt>',
  '$\\href{javascript:{X}}{math {N}}$',
  '$\\url{javascript:{X}}$',
  '$$\\htmlData{x={N}}{\\href{javascript:{X}}{y}}$$',
  '\\(\\href{javascript:{X}}{paren {N}}\\)',
  '![img {N}](x" onerror="{X})',
  '[link {N}](https://example.com/" onmouseover="{X})',
  '`<img src=x onerror={X}>`',
  '\n```html\n<img src=x onerror={X}>\n```\n',
  '\n<div>\n<img src=x onerror={X}>\n</div>\n',
  '<img src=x onerror="{X};alert({N})">',
  '&lt;img src=x onerror={X}&gt;',
  '<meta http-equiv="refresh" content="0;url=javascript:{X}">',
  '<base href="javascript:{X}//">',
  '<div style="background-image:url(javascript:{X})">css {N}</div>',
  'javascript:{X}',
  // Without white space, for e-mail addresses.
  '<svg/onload={X}>',
  '"><img/src/onerror={X}>',
];

interface Payload {
  n: number;
  marker: string;
  /** As stored in a field that keeps line breaks. */
  text: string;
  /** On one line, for single-line fields (titles, names). */
  line: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const CORPUS: Payload[] = RAW_CORPUS.map((raw, i) => {
  const n = i + 1;
  const body = raw.replaceAll('{X}', `__xss(${n})`).replaceAll('{N}', String(n));
  const marker = `XSS${pad(n)}`;
  const text = raw.startsWith('\n') ? `${marker}${body}` : `${marker} ${body}`;
  return { n, marker, text, line: text.replace(/\s*\n\s*/g, ' ').trim() };
});
/** The two without white space are only used as e-mail addresses. */
const EMAIL_PAYLOADS = CORPUS.slice(-2);
const PAYLOADS = CORPUS.slice(0, -2);
const fits = (max: number) => PAYLOADS.filter((p) => p.line.length <= max);

/**
 * The payload for a second field of the same item, told apart from the first on the page:
 * "<payload> [XSS07 back]" (a title "XSS07 <payload>" is not part of it, nor it of the title).
 */
function tagged(p: Payload, tag: string, oneLine = false): string {
  const body = (oneLine ? p.line : p.text).slice(p.marker.length).trim();
  return `${body} [${p.marker} ${tag}]`;
}
/** Payloads tagged for a short field (deck and quiz subjects hold 40 characters). */
const shortTagged = (max: number, tag: string) => PAYLOADS.map((p) => tagged(p, tag, true)).filter((t) => t.length <= max);

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** How text compares on the page: white space collapsed, case ignored (CSS may upper-case a label). */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

// ---------------------------------------------------------------------------------------------
// What the browser saw: script that ran, nodes that could run script, dialogs.

interface Finding {
  kind: 'executed' | 'dangerous node' | 'dialog';
  detail: string;
  url: string;
}
const findings: Finding[] = [];

/** Runs in every frame before the app: defines the marker and watches every node the page gains. */
function xssWatcher(): void {
  type Report = (kind: string, detail: string, url: string) => void;
  const w = window as unknown as { __xss: (n: unknown) => void; __xssReport?: Report };
  const report = (kind: string, detail: string) => {
    try {
      void w.__xssReport?.(kind, detail.slice(0, 300), location.href);
    } catch {
      // The binding is gone while the page unloads; the finding was already counted by then.
    }
  };
  w.__xss = (n: unknown) => report('executed', `__xss(${String(n)})`);

  const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'codebase', 'cite']);
  const BAD_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
  // React replaces a javascript: URL it is asked to render with this one, which only throws.
  const REACT_BLOCKED = "javascript:thrownewerror('reacthasblockedajavascript:urlasasecurityprecaution.')";
  const inspect = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const outer = () => el.outerHTML.slice(0, 200);
    if (BAD_TAGS.has(tag)) report('dangerous node', `<${tag}>: ${outer()}`);
    if (tag === 'script' && /xss/i.test(el.textContent ?? '')) report('dangerous node', `script: ${outer()}`);
    if (tag === 'meta' && el.hasAttribute('http-equiv')) report('dangerous node', `meta http-equiv: ${outer()}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers drop ASCII white space and control characters inside a URL's scheme.
      const value = Array.from(attr.value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) report('dangerous node', `${name} on <${tag}>: ${outer()}`);
      else if (name === 'srcdoc') report('dangerous node', `srcdoc on <${tag}>: ${outer()}`);
      else if ((URL_ATTRIBUTES.has(name) || name.endsWith(':href')) && /^(javascript|vbscript):|^data:text\/html/.test(value) && value !== REACT_BLOCKED)
        report('dangerous node', `${name}=${attr.value.slice(0, 80)} on <${tag}>`);
      else if (name === 'style' && /javascript:|expression\(/.test(value)) report('dangerous node', `style on <${tag}>: ${outer()}`);
    }
  };
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    inspect(node);
    node.querySelectorAll('*').forEach(inspect);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof Element) inspect(r.target);
      r.addedNodes.forEach(scan);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function watchedContext(): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  await context.exposeBinding('__xssReport', (_source, kind: Finding['kind'], detail: string, url: string) => {
    findings.push({ kind, detail, url });
  });
  await context.addInitScript(xssWatcher);
  const onDialog = (page: Page) =>
    page.on('dialog', (dialog) => {
      // "Leave this page?" of a page with work in progress (a quiz being taken) is the app's own.
      if (dialog.type() === 'beforeunload') return void dialog.accept().catch(() => undefined);
      findings.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
      void dialog.dismiss().catch(() => undefined);
    });
  context.on('page', onDialog);
  return context;
}

/**
 * Waits until the page has settled enough for a payload to have fired (images loaded or failed,
 * two frames drawn), then fails with every finding so far.
 */
async function expectNoXss(page: Page, where: string): Promise<void> {
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.all(pending.map((img) => new Promise((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, resolve, { once: true })))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // Each finding is reported once, by the first check after it; a node seen again is one finding.
  const found = [...new Map(findings.splice(0).map((f) => [`${f.kind} ${f.detail}`, f])).values()];
  expect(found.slice(0, 25), `stored XSS on ${where} (${found.length} findings)`).toEqual([]);
}

/**
 * The page's visible text (and the values of its fields), adding up across calls on the same
 * document. With `scroll`, every scrolling box and the page itself are first scrolled from top to
 * bottom, so virtualised lists draw all of their rows.
 */
async function seenText(page: Page, scroll: boolean): Promise<string> {
  return page.evaluate(async (scroll) => {
    const w = window as unknown as { __seen?: Set<string> };
    const seen = (w.__seen ??= new Set<string>());
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const grab = () => {
      const values = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((el) => el.value);
      seen.add(`${document.body.innerText}\n${values.join('\n')}`);
    };
    grab();
    if (scroll) {
      const scrollers = [
        document.scrollingElement,
        ...Array.from(document.querySelectorAll<HTMLElement>('main *')).filter((el) => {
          const overflow = getComputedStyle(el).overflowY;
          return (overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight + 4;
        }),
      ].filter((el): el is Element => el !== null);
      for (const el of scrollers) {
        const step = Math.max(200, el.clientHeight * 0.8);
        for (let y = step; y < el.scrollHeight; y += step) {
          el.scrollTop = y;
          await frame();
          grab();
        }
        el.scrollTop = 0;
      }
    }
    return Array.from(seen).join('\n');
  }, scroll);
}

/**
 * Waits (web-first: polling) until every text is shown literally on the page, or inside `scope`
 * when given (a part that is not virtualised, such as the note editor).
 */
async function expectShown(page: Page, where: string, texts: readonly string[], scope?: Locator): Promise<void> {
  const wanted = texts.map(norm);
  const missing = (text: string) => wanted.filter((t) => !norm(text).includes(t));
  await page.evaluate(() => delete (window as unknown as { __seen?: Set<string> }).__seen);
  const shown = expect
    .poll(async () => {
      // A payload that ran stops the wait: that is the failure to report.
      if (findings.length) return [];
      if (scope) return missing((await scope.allInnerTexts()).join('\n'));
      const left = missing(await seenText(page, false));
      return left.length ? missing(await seenText(page, true)) : left;
    }, { timeout: 15_000, message: `${where}: texts not shown` })
    .toEqual([]);
  const failure = await shown.then(() => null, (err: unknown) => err);
  if (findings.length) await expectNoXss(page, where);
  if (failure) throw failure;
}

// ---------------------------------------------------------------------------------------------
// Data, created through the API.

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${env.server.url}${path}`, { method, data, headers: { origin: env.server.url } });
  const body = await res.text();
  expect(res.status(), `${method} ${path}: ${body.slice(0, 300)}`).toBeLessThan(300);
  return (body ? JSON.parse(body) : undefined) as T;
}

const PASSWORD = 'study123';
async function register(page: Page, firstName: string, lastName: string, email: string): Promise<PublicUser> {
  return api<PublicUser>(page, 'POST', '/api/register', { firstName, lastName, email, password: PASSWORD, backupPin: '2468', gradeLevel: 10, subjectInterests: [] });
}

/** The local calendar date `days` from today, as the planner's form sends it. */
function dateKey(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "front: back" lines (the quiz generator's glossary material): one per payload, after a title line. */
const glossary = (title: string, payloads: readonly Payload[]) => [title, ...payloads.map((p) => `Term ${p.n}: ${p.line}`)].join('\n');

interface Seeded {
  user: PublicUser;
  notes: NoteDto[];
  corpusNote: NoteDto;
  decks: DeckSummaryDto[];
  cardsDeck: ImportDeckResponse;
  bigQuiz: QuizDto;
  quizzes: QuizDto[];
}

const DUE_IN_DAYS = 2;
const DECK_SUBJECTS = new Map(PAYLOADS.map((p) => [p.n, tagged(p, 'subj', true)] as const).filter(([, t]) => t.length <= 40));
const QUIZ_SUBJECTS = shortTagged(40, 'quiz');
const CARDS_SUBJECT = shortTagged(40, 'cards')[0];
const BIG_QUIZ_TITLE = PAYLOADS[1];
/** Headings of the small quizzes (a line with ': ' would be read as a glossary entry). */
const QUIZ_TITLES = fits(100)
  .filter((p) => p !== BIG_QUIZ_TITLE && !p.line.includes(': '))
  .slice(0, 8);

async function seed(page: Page): Promise<Seeded> {
  const user = await register(page, fits(50)[0].line, fits(50)[1].line, `xss${EMAIL_PAYLOADS[0].n}${EMAIL_PAYLOADS[0].text.slice(6)}@example.com`.toLowerCase());

  // Notes: one per payload, titled with it, holding it as text and then as HTML (sanitised on save).
  const notes = Promise.all(
    PAYLOADS.map((p) =>
      api<NoteDto>(page, 'POST', '/api/notes', { title: p.line, content: `<p>${escapeHtml(tagged(p, 'content')).replaceAll('\n', '<br>')}</p>${p.text}` }),
    ),
  );
  const corpusNote = api<NoteDto>(page, 'POST', '/api/notes', {
    title: 'XSS corpus note',
    // The text of every payload first: a raw payload may swallow what follows it (an unclosed <svg>).
    content: [...PAYLOADS.map((p) => `<p>${escapeHtml(p.line)}</p>`), ...PAYLOADS.map((p) => p.text)].join(''),
  });
  const decks = Promise.all(
    fits(100).map((p) =>
      api<DeckSummaryDto>(page, 'POST', '/api/decks', { name: p.line, description: tagged(p, 'description'), subject: DECK_SUBJECTS.get(p.n) ?? 'other' }),
    ),
  );
  const cardsDeck = api<ImportDeckResponse>(page, 'POST', '/api/decks/import', {
    deckName: 'XSS cards',
    subject: CARDS_SUBJECT,
    cards: PAYLOADS.map((p) => ({ front: p.line, back: tagged(p, 'back') })),
  });
  const assignments = Promise.all(
    PAYLOADS.map((p, i) =>
      api(page, 'POST', '/api/assignments', {
        title: p.line,
        description: tagged(p, 'description'),
        subject: 'Physics',
        dueDate: dateKey(DUE_IN_DAYS),
        importance: (['low', 'medium', 'high'] as const)[i % 3],
        estimatedHours: 1,
      }),
    ),
  );
  // The AI routes share a bounded worker queue: one request at a time. Quizzes: one from a glossary
  // of every payload (its title from the heading, the payloads its options and explanations), and
  // small ones whose titles and subjects are payloads; then a deck generated from payload sentences.
  const ai = (async () => {
    const bigQuiz = await api<QuizDto>(page, 'POST', '/api/quizzes/generate', {
      topic: glossary(BIG_QUIZ_TITLE.line, PAYLOADS),
      questionCount: PAYLOADS.length,
      subject: QUIZ_SUBJECTS[0],
      questionType: 'multiple-choice',
    });
    const quizzes: QuizDto[] = [];
    for (const [i, p] of QUIZ_TITLES.entries()) {
      quizzes.push(
        await api<QuizDto>(page, 'POST', '/api/quizzes/generate', {
          topic: glossary(p.line, PAYLOADS.slice(i * 4, i * 4 + 4)),
          questionCount: 4,
          subject: QUIZ_SUBJECTS[(i + 1) % QUIZ_SUBJECTS.length],
          questionType: i % 2 ? 'true-false' : 'multiple-choice',
        }),
      );
    }
    await api(page, 'POST', '/api/flashcards/generate', {
      text: PAYLOADS.map((p) => `Term ${p.n} is ${p.line}.`).join(' '),
      subject: CARDS_SUBJECT,
      deckName: `XSS generated ${PAYLOADS[2].line}`.slice(0, 100),
      cardCount: 50,
    });
    return { bigQuiz, quizzes };
  })();

  const [n, c, d, cd, { bigQuiz: bq, quizzes: q }] = await Promise.all([notes, corpusNote, decks, cardsDeck, ai, assignments]);
  // A study plan over the assignments (saved, with its schedule and what did not fit).
  await api(page, 'POST', '/api/study-plans/optimize', { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  // The small quizzes are taken (a payload as the answer) so they show as recent results.
  for (const quiz of q) {
    const attempt = await api<{ attemptId: string }>(page, 'POST', `/api/quizzes/${quiz.id}/attempts`);
    await api(page, 'POST', `/api/quizzes/${quiz.id}/submit`, { attemptId: attempt.attemptId, answers: { 0: PAYLOADS[quiz.questionCount].text } });
  }
  return { user, notes: n, corpusNote: c, decks: d, cardsDeck: cd, bigQuiz: bq, quizzes: q };
}

// ---------------------------------------------------------------------------------------------

const CHAT_MAX = 190;
/** The payloads as chat messages of at most CHAT_MAX characters (the offline tutor quotes 200), one payload a line. */
function chatMessages(): string[] {
  const out: string[] = [];
  for (const p of PAYLOADS) {
    const last = out.length ? out[out.length - 1] : undefined;
    if (last !== undefined && last.length + 1 + p.text.length <= CHAT_MAX) out[out.length - 1] = `${last}\n${p.text}`;
    else out.push(p.text);
  }
  return out;
}

/** Sends the messages to the tutor, a few per conversation; each reply is stored with the question. */
async function seedChats(page: Page): Promise<string[][]> {
  const messages = chatMessages();
  const perSession = Math.ceil(messages.length / 3);
  const sessions: string[][] = [];
  for (let i = 0; i < messages.length; i += perSession) sessions.push(messages.slice(i, i + perSession));
  for (const list of sessions) {
    let sessionId = '';
    for (const message of list) {
      const res = await page.request.post(`${env.server.url}/api/chat/message`, { data: { message, sessionId }, headers: { origin: env.server.url } });
      const body = await res.text();
      expect(res.status(), body.slice(0, 300)).toBe(200);
      const complete = body
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => JSON.parse(l.slice(6)) as { type: string; sessionId?: string })
        .find((e) => e.type === 'complete');
      expect(complete?.sessionId, body.slice(-300)).toBeTruthy();
      sessionId = complete?.sessionId ?? '';
    }
  }
  return sessions;
}

describe('Stored XSS: no payload runs on any page that shows student text', () => {
  let context: BrowserContext;
  let page: Page;
  let data: Seeded;
  let tutorPage: Page;
  let chats: string[][];

  beforeAll(async () => {
    context = await watchedContext();
    page = await context.newPage();
    // The tutor's conversations belong to a second student (the AI routes have a per-student budget).
    tutorPage = await (await watchedContext()).newPage();
    const tutor = (async () => {
      await register(tutorPage, 'Tutor', 'Student', uniqueEmail('xss-tutor'));
      return seedChats(tutorPage);
    })();
    [data, chats] = await Promise.all([seed(page), tutor]);
  });
  // A test starts from a clean slate even when the one before it failed half-way.
  beforeEach(async () => {
    await Promise.all([page.goto('about:blank'), tutorPage.goto('about:blank')]);
    findings.splice(0);
  });

  it('has a corpus whose every payload names itself', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const p of CORPUS) expect(p.text.includes(`__xss(${p.n})`) || p.text.includes(`&#40;${p.n}&#41;`), p.text).toBe(true);
  });

  it('sees a payload that runs and a node that could run script (the watcher itself)', async () => {
    await page.goto(`${env.server.url}/achievements`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate((html) => document.querySelector('main')?.insertAdjacentHTML('beforeend', html), PAYLOADS[1].text);
    await expect.poll(() => findings.map((f) => f.kind).sort()).toEqual(['dangerous node', 'executed']);
    expect(findings.find((f) => f.kind === 'executed')?.detail).toBe('__xss(2)');
    findings.splice(0);
    await page.evaluate(() => alert('self-test'));
    await expect.poll(() => findings.map((f) => f.detail)).toEqual(['alert: self-test']);
    findings.splice(0);
  });

  it('notes: the list, the corpus note and single notes in the editor', async () => {
    await page.goto(`${env.server.url}/notes`);
    await page.getByRole('heading', { level: 1, name: 'Smart Notes' }).first().waitFor();
    // Titles, and the start of each note's text (the excerpt holds up to 200 characters).
    const excerpts = PAYLOADS.map((p) => tagged(p, 'content')).filter((t) => t.length <= 180);
    await expectShown(page, 'notes list', [...PAYLOADS.map((p) => p.line), ...excerpts, 'XSS corpus note']);
    await expectNoXss(page, 'notes list');

    const title = page.getByRole('textbox', { name: 'Note title' });
    const content = page.getByRole('textbox', { name: 'Note content' });
    await page.goto(`${env.server.url}/notes?note=${data.corpusNote.id}`);
    await expect.poll(() => title.inputValue()).toBe('XSS corpus note');
    await expectShown(page, 'corpus note in the editor', PAYLOADS.map((p) => p.line), content);
    await expectNoXss(page, 'corpus note in the editor');

    // Notes opened from the list: the title in the title field, the escaped copy as text.
    const list = page.getByRole('list', { name: 'Notes' });
    for (let i = 1; i <= 3; i++) {
      const card = list.getByRole('listitem').nth(i).getByRole('button').first();
      const marker = /XSS\d\d/.exec(await card.innerText())?.[0];
      const payload = PAYLOADS.find((p) => p.marker === marker);
      expect(payload, `a note card for ${marker}`).toBeDefined();
      await card.click();
      await expect.poll(() => title.inputValue()).toBe(payload?.line);
      await expectShown(page, `note ${marker} in the editor`, [payload ? tagged(payload, 'content') : '?'], content);
      await expectNoXss(page, `note ${marker} in the editor`);
    }
  });

  it('flashcards: the library, a deck’s cards, a study session and a review', async () => {
    await page.goto(`${env.server.url}/flashcards?tab=library`);
    await page.getByRole('heading', { level: 1, name: 'Flashcards' }).waitFor();
    await expectShown(page, 'deck library', [
      ...fits(100).flatMap((p) => [p.line, tagged(p, 'description')]),
      ...DECK_SUBJECTS.values(),
      'XSS cards',
      CARDS_SUBJECT,
      `XSS generated ${PAYLOADS[2].line}`.slice(0, 100),
    ]);
    expect(data.decks.map((d) => d.name).sort()).toEqual(fits(100).map((p) => p.line).sort());
    await expectNoXss(page, 'deck library');

    await page.goto(`${env.server.url}/flashcards?deck=${data.cardsDeck.deckId}`);
    await page.getByRole('list', { name: 'Cards in XSS cards' }).waitFor();
    await expectShown(page, 'deck browser', [CARDS_SUBJECT, ...PAYLOADS.flatMap((p) => [p.line, tagged(p, 'back')])]);
    await expectNoXss(page, 'deck browser');

    // Study mode: each card's question and answer, one after the other.
    await page.goto(`${env.server.url}/flashcards?study=${data.cardsDeck.deckId}`);
    const card = page.locator('[data-study-card]');
    const seen = new Set<string>();
    for (let i = 1; i <= PAYLOADS.length; i++) {
      await page.locator('span[aria-hidden]').filter({ hasText: new RegExp(`^${i} / ${PAYLOADS.length}$`) }).waitFor();
      if (findings.length) await expectNoXss(page, `study card ${i}`);
      const text = norm(await card.innerText());
      const payload = PAYLOADS.find((p) => text.includes(norm(p.line)) && text.includes(norm(tagged(p, 'back'))));
      expect(payload, `study card ${i}: ${text.slice(0, 120)}`).toBeDefined();
      seen.add(payload?.marker ?? '');
      if (i < PAYLOADS.length) await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(seen.size).toBe(PAYLOADS.length);
    await expectNoXss(page, 'study mode');

    // Review: the first due card, turned over.
    await page.goto(`${env.server.url}/flashcards?review=${data.cardsDeck.deckId}`);
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await page.getByRole('button', { name: /^Easy:/ }).waitFor();
    const reviewed = norm(await page.locator('[data-study-card]').innerText());
    expect(PAYLOADS.some((p) => reviewed.includes(norm(p.line)) && reviewed.includes(norm(tagged(p, 'back')))), reviewed.slice(0, 120)).toBe(true);
    await expectNoXss(page, 'review mode');
  });

  it('quizzes: the list, a quiz played through, its results and the stats', async () => {
    await page.goto(`${env.server.url}/quiz-generator`);
    const titles = [data.bigQuiz, ...data.quizzes].map((q) => q.title);
    await expectShown(page, 'quiz list', [...titles, ...[data.bigQuiz, ...data.quizzes].map((q) => q.subject)]);
    await expectNoXss(page, 'quiz list');

    // Every question: its options are payloads, shown as text; the first is chosen.
    const total = data.bigQuiz.questionCount;
    expect(total).toBe(PAYLOADS.length);
    await page.getByRole('button', { name: `Start ${data.bigQuiz.title}`, exact: true }).click();
    const lines = PAYLOADS.map((p) => norm(p.line));
    for (let i = 1; i <= total; i++) {
      await page.getByText(`Question ${i} of ${total}`, { exact: true }).waitFor();
      const group = page.getByRole('radiogroup');
      const options = await group.locator('input[type=radio]').evaluateAll((inputs) => inputs.map((el) => (el as HTMLInputElement).value));
      expect(options.length, `question ${i}`).toBeGreaterThan(1);
      if (findings.length) await expectNoXss(page, `quiz question ${i}`);
      const shown = norm(await group.innerText());
      for (const option of options) {
        // The glossary reader drops a final '.' or ';' of a definition.
        expect(lines.some((l) => l.startsWith(norm(option))), `question ${i} option ${option}`).toBe(true);
        expect(shown).toContain(norm(option));
      }
      await group.locator('label').first().click();
      await page.getByRole('button', { name: i < total ? 'Next' : 'Submit Quiz' }).click();
    }
    await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
    await expectShown(page, 'quiz results', [data.bigQuiz.title, ...PAYLOADS.map((p) => p.line)]);
    await expectNoXss(page, 'quiz results');

    await page.getByRole('button', { name: 'Quiz Dashboard' }).click();
    await page.getByRole('button', { name: 'View Stats' }).click();
    await page.getByRole('heading', { name: 'Your Stats' }).waitFor();
    await expectShown(page, 'quiz stats', titles);
    await expectNoXss(page, 'quiz stats');
  });

  it('planner: the calendar, the assignments and a saved study plan', async () => {
    const due = dateKey(DUE_IN_DAYS);
    await page.goto(`${env.server.url}/study-planner`);
    await page.getByRole('list', { name: 'Days of the week' }).waitFor();
    const day = page.locator(`button[data-day="${due}"]`);
    if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next week' }).click();
    await day.click();
    await expectShown(page, 'calendar', PAYLOADS.map((p) => p.line));
    await expectNoXss(page, 'calendar');

    await page.goto(`${env.server.url}/study-planner?tab=assignments`);
    await expectShown(page, 'assignments', PAYLOADS.flatMap((p) => [p.line, tagged(p, 'description')]));
    await expectNoXss(page, 'assignments');

    // The saved plan: every assignment is either scheduled or listed as not fitting.
    await page.goto(`${env.server.url}/study-planner?tab=planner`);
    await page.getByRole('button', { name: /^Open Study plan/ }).first().click();
    await expectShown(page, 'study plan', PAYLOADS.map((p) => p.line));
    await expectNoXss(page, 'study plan');
  });

  it('tutor: every conversation, the questions as text and the replies that quote them as Markdown', async () => {
    await tutorPage.goto(`${env.server.url}/ai-tutor`);
    await tutorPage.getByRole('heading', { level: 1, name: 'Smart Tutor' }).waitFor();
    const conversations = tutorPage.getByRole('region', { name: 'Recent Conversations' }).getByRole('listitem');
    await expect.poll(() => conversations.count()).toBe(chats.length);
    const shownMarkers = new Set<string>();
    let highlighted = 0;
    let maths = 0;
    for (let i = 0; i < chats.length; i++) {
      await conversations.nth(i).getByRole('button').click();
      // Most recently active first: the last conversation sent is the first listed.
      const messages = chats[chats.length - 1 - i];
      await expectShown(tutorPage, `conversation ${i + 1}`, messages, tutorPage.locator('[data-scroll-key].justify-end'));
      const replies = tutorPage.locator('.tutor-markdown');
      await expect.poll(() => replies.count()).toBe(messages.length);
      // Code blocks are highlighted once highlight.js has loaded (on demand).
      if (messages.some((m) => m.includes('```'))) await expect.poll(async () => findings.length || (await replies.locator('code.hljs').count())).toBeGreaterThan(0);
      await expectNoXss(tutorPage, `tutor conversation ${i + 1}`);
      const quoted = (await replies.allInnerTexts()).join('\n');
      for (const m of messages.join('\n').match(/XSS\d\d/g) ?? []) if (quoted.includes(m)) shownMarkers.add(m);
      highlighted += await replies.locator('code.hljs', { hasText: 'onerror=__xss(' }).count();
      maths += await replies.locator('.katex', { hasText: 'javascript:__xss(' }).count();
    }
    // The offline tutor quotes each question in its reply, so every payload went through the
    // Markdown, maths (KaTeX) and code-highlighting renderer.
    expect(PAYLOADS.filter((p) => !shownMarkers.has(p.marker)).map((p) => p.marker)).toEqual([]);
    // …including the two that write HTML themselves: highlight.js (code blocks) and KaTeX.
    expect(highlighted, 'a highlighted code block with a payload').toBeGreaterThan(0);
    expect(maths, 'KaTeX output with a payload').toBeGreaterThan(0);
  });

  it('profile and settings: names, username, e-mail and study goals, one set of payloads at a time', async () => {
    const short = fits(50);
    // The e-mail can change once here (it needs the password, and is rate limited).
    let email = data.user.email;
    for (let round = 0; round * 3 < short.length; round++) {
      const [username, first, last] = [0, 1, 2].map((k) => short[(round * 3 + k) % short.length].line);
      if (round === 1) email = `xss${EMAIL_PAYLOADS[1].n}${EMAIL_PAYLOADS[1].text.slice(6)}@example.com`.toLowerCase();
      const goals = PAYLOADS.filter((_, k) => k % Math.ceil(short.length / 3) === round).map((p) => tagged(p, 'goal'));
      await api(page, 'PUT', '/api/profile', { username, email, gradeLevel: 10, subjectInterests: ['Math'], ...(round === 1 ? { currentPassword: PASSWORD } : {}) });
      await api(page, 'PUT', '/api/user/settings', { firstName: first, lastName: last, studyGoals: goals.join('\n') });

      await page.goto(`${env.server.url}/profile`);
      await expectShown(page, `profile, round ${round + 1}`, [username, email, `${first} ${last}`]);
      await expectNoXss(page, `profile, round ${round + 1}`);
      await page.goto(`${env.server.url}/settings`);
      await expectShown(page, `settings, round ${round + 1}`, [`${first} ${last}`, email, ...goals]);
      await expectNoXss(page, `settings, round ${round + 1}`);
    }
  });

  it('dashboard and achievements: the greeting, the recent cards and the shell', async () => {
    const user = await api<PublicUser>(page, 'GET', '/api/user');
    const [notes, decks, quizzes, tasks] = await Promise.all([
      api<{ items: Array<{ title: string }> }>(page, 'GET', '/api/notes?limit=3'),
      api<{ items: Array<{ name: string }> }>(page, 'GET', '/api/decks?sort=recent&limit=3'),
      api<{ items: Array<{ title: string; subject: string }> }>(page, 'GET', '/api/quizzes?taken=true&limit=3'),
      api<{ items: Array<{ title: string }> }>(page, 'GET', `/api/assignments?status=pending&limit=3`),
    ]);
    await page.goto(`${env.server.url}/`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await expectShown(page, 'dashboard', [
      `Welcome back, ${user.firstName}!`,
      `${user.firstName} ${user.lastName}`,
      user.email,
      ...notes.items.map((n) => n.title),
      ...decks.items.map((d) => d.name),
      ...quizzes.items.flatMap((q) => [q.title, q.subject]),
      ...tasks.items.map((t) => t.title),
    ]);
    await expectNoXss(page, 'dashboard');

    await page.goto(`${env.server.url}/achievements`);
    await expectShown(page, 'achievements', [`${user.firstName} ${user.lastName}`, user.email]);
    await expectNoXss(page, 'achievements');
  });
});
