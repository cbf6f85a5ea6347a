import { describe, expect, it } from 'vitest';
import { NOTE_ASSIST_ACTIONS, type NoteAssistAction } from '@common/schemas/notes';
import { htmlToText } from '@common/note-text';
import { offlineAssistNote, routeCustomRequest } from './note-assistant';
import { BIOLOGY, GLOSSARY, HISTORY, PHYSICS } from './nlp/sample-texts';
import { sentences } from './nlp/text';

const context = { firstName: 'Ana', gradeLevel: 8, language: 'English', detailedExplanations: false, followUpQuestions: true };
const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'u']);

/** A note as the route hands it over: its HTML and its plain text. */
function note(text: string): { text: string; html: string } {
  const blocks = text.split(/\n+/).map((b) => b.trim()).filter(Boolean);
  const html = blocks.map((b, i) => (i === 0 && !/[.!?]$/.test(b) ? `<h2>${b}</h2>` : `<p>${b}</p>`)).join('');
  return { html, text: htmlToText(html) };
}

function ask(action: NoteAssistAction, source: { text: string; html: string }, message: string = action, extra: Partial<typeof context> = {}) {
  return offlineAssistNote({ action, message, ...source, context: { ...context, ...extra } });
}

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('offlineAssistNote', () => {
  const bio = note(BIOLOGY);

  it.each(NOTE_ASSIST_ACTIONS.filter((a) => a !== 'custom'))('%s answers editor HTML with only the allowed tags', (action) => {
    for (const sample of [BIOLOGY, HISTORY, PHYSICS, GLOSSARY]) {
      const result = ask(action, note(sample));
      expect(result.html.length).toBeGreaterThan(0);
      for (const tag of tagsOf(result.html)) expect(ALLOWED_TAGS.has(tag), `${action}: <${tag}>`).toBe(true);
      expect(result.remark ?? '').not.toMatch(/undefined|NaN/);
    }
  });

  it('summarize: a heading, fewer sentences from the note, and a remark', () => {
    const result = ask('summarize', note(HISTORY));
    expect(result.html.startsWith('<h2>Summary</h2>')).toBe(true);
    const kept = sentences(htmlToText(result.html.replace('<h2>Summary</h2>', '')));
    expect(kept.length).toBeLessThan(sentences(HISTORY).length);
    for (const s of kept) expect(flat(HISTORY)).toContain(s);
    expect(result.remark).toMatch(/^Kept \d+ of 8 sentences/);
  });

  it('summarize: a short note is its own summary', () => {
    const result = ask('summarize', note('Water boils at 100 degrees. Ice melts at 0 degrees.'));
    expect(result.html).toBe('<h2>Summary</h2><p>Water boils at 100 degrees. Ice melts at 0 degrees.</p>');
    expect(result.remark).toMatch(/already short/);
  });

  it('organize: headed sections that keep every sentence', () => {
    const result = ask('organize', bio);
    expect(result.html.startsWith('<h2>')).toBe(true);
    const out = flat(htmlToText(result.html));
    for (const s of sentences(BIOLOGY).filter((s) => s !== 'Cell Biology')) expect(out).toContain(s);
    expect(result.remark).toMatch(/nothing was left out/);
  });

  it('key-points: a bulleted list', () => {
    const result = ask('key-points', bio);
    expect(result.html).toMatch(/^<h2>Key points<\/h2><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
  });

  it('questions: the note, then numbered questions whose answers the note contains', () => {
    const result = ask('questions', bio);
    expect(result.html.startsWith(bio.html)).toBe(true);
    expect(result.html).toContain('<h2>Study questions</h2><ol>');
    const answers = [...result.html.matchAll(/<em>Answer: ([^<]+)<\/em>/g)].map((m) => m[1]);
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) expect(flat(BIOLOGY)).toContain(a);
  });

  it('fix-grammar: corrects inside the structure and lists every change', () => {
    const html = '<h2>teh cell</h2><p>i think we recieve energy from <strong>teh</strong> sun , we could of studied.</p><ul><li><p>a apple a day</p></li></ul>';
    const result = ask('fix-grammar', { html, text: htmlToText(html) });
    expect(result.html).toBe('<h2>The cell</h2><p>I think we receive energy from <strong>the</strong> sun, we could have studied.</p><ul><li><p>An apple a day</p></li></ul>');
    expect(result.changes).toEqual(expect.arrayContaining(['teh → The', 'teh → the', 'i → I', 'recieve → receive', 'could of → could have', 'a apple → An apple']));
    expect(result.remark).toMatch(/^Fixed \d+ mistakes\.$/);
  });

  it('fix-grammar: correct text comes back unchanged with "No mistakes found."', () => {
    const result = ask('fix-grammar', bio);
    expect(result).toEqual({ html: bio.html, changes: [], remark: 'No mistakes found.' });
  });

  it('definitions: the note, then key terms with WordNet definitions', () => {
    const result = ask('definitions', bio);
    expect(result.html.startsWith(bio.html)).toBe(true);
    expect(result.html).toMatch(/<h2>Definitions<\/h2><ul>(<li><strong>[^<]+<\/strong>: [^<]+<\/li>)+<\/ul>$/);
    expect(result.html).toContain('<strong>carbon dioxide</strong>: a heavy odorless colorless gas');
  });

  it('improve: grammar plus tidier sentences, each change listed', () => {
    const html = '<p>Basically, teh heart pumps blood. It is very very important in order to live</p>';
    const result = ask('improve', { html, text: htmlToText(html) });
    expect(result.html).toBe('<p>The heart pumps blood. It is very important to live.</p>');
    expect(result.changes).toEqual(expect.arrayContaining(['removed “basically”', 'teh → the', 'very very → very', 'in order to → to', 'added a full stop at the end of a paragraph']));
  });

  it('expand: the note plus explanations and questions, honest about its limits', () => {
    const result = ask('expand', bio);
    expect(result.html.startsWith(bio.html)).toBe(true);
    expect(result.html).toContain('<h2>Key terms explained</h2>');
    expect(result.html).toContain('<h2>Questions to think about</h2>');
    expect(result.remark).toMatch(/AI provider/);
  });

  it('custom: routes free requests to the action they name', () => {
    expect(ask('custom', bio, 'Can you summarise this?').html).toMatch(/^<h2>Summary<\/h2>/);
    expect(ask('custom', bio, 'give me bullet points').html).toMatch(/^<h2>Key points<\/h2>/);
    expect(ask('custom', bio, 'Quiz me on this').html).toContain('<h2>Study questions</h2>');
    expect(ask('custom', bio, 'define the vocabulary').html).toContain('<h2>Definitions</h2>');
    expect(ask('custom', bio, 'proofread please').remark).toBe('No mistakes found.');
  });

  it('custom: says honestly what needs an AI provider, escaping the request', () => {
    const result = ask('custom', bio, 'Translate this into <b>Klingon</b>');
    expect(result.html).toContain('AI_PROVIDER');
    expect(result.html).toContain('&lt;b&gt;Klingon&lt;/b&gt;');
    expect(result.html).not.toContain('<b>');
    expect(result.remark).toMatch(/AI provider/);
  });

  it('answers an empty or near-empty note with a friendly message', () => {
    for (const action of NOTE_ASSIST_ACTIONS.filter((a) => a !== 'custom')) {
      for (const source of [{ text: '', html: '' }, { text: 'Hi', html: '<p>Hi</p>' }]) {
        const result = ask(action, source);
        expect(result.html).toMatch(/^<p>Write a few sentences first/);
        expect(result.remark).toBe('The note is empty or too short.');
      }
    }
  });

  it('escapes the note text it writes back', () => {
    const source = { text: 'If x < y and y < z then x < z. The symbol < means less than. The symbol & joins two things together.', html: '' };
    for (const action of ['summarize', 'key-points', 'organize'] as const) {
      const { html } = ask(action, source);
      expect(html).toContain('&lt;');
      expect(html).not.toMatch(/<(?![/a-z])/);
    }
  });

  it('works from the HTML alone and notes a non-English setting', () => {
    const result = ask('key-points', { text: '', html: bio.html }, 'key-points', { language: 'Spanish' });
    expect(result.html).toContain('<li>');
    expect(result.remark).toMatch(/English text only/);
  });

  it('processes a 10,000-word note quickly', () => {
    const paragraphs: string[] = [];
    const samples = [BIOLOGY, HISTORY, PHYSICS, GLOSSARY].map((t) => t.replace(/\n+/g, ' '));
    let count = 0;
    for (let i = 0; count < 10_000; i++) {
      // vary the paragraphs so the note is not one text repeated
      const p = `${samples[i % 4]} Note ${i} mentions teh topic ${i} and could of said more.`;
      paragraphs.push(p);
      count += p.split(/\s+/).length;
    }
    const html = paragraphs.map((p) => `<p>${p}</p>`).join('');
    const source = { html, text: htmlToText(html) };
    for (const action of NOTE_ASSIST_ACTIONS) {
      const started = performance.now();
      const result = ask(action, source, action === 'custom' ? 'summarize' : action);
      const elapsed = performance.now() - started;
      expect(result.html.length, action).toBeGreaterThan(0);
      expect(elapsed, `${action} took ${Math.round(elapsed)} ms`).toBeLessThan(2500);
    }
  }, 60_000);

  it('stays fast on a note full of unknown words', () => {
    const junk = Array.from({ length: 600 }, (_, i) => `zqx${(i * 7919).toString(36)}ple`).join(' ');
    const started = performance.now();
    const result = ask('fix-grammar', { text: junk, html: `<p>${junk}</p>` });
    expect(performance.now() - started).toBeLessThan(2500);
    expect(result.remark).toBeDefined();
  }, 30_000);
});

describe('routeCustomRequest', () => {
  it.each([
    ['Summarize this note', 'summarize'],
    ['What are the main points?', 'key-points'],
    ['make me some questions', 'questions'],
    ['check grammar and spelling', 'fix-grammar'],
    ['add definitions', 'definitions'],
    ['organise it into sections', 'organize'],
    ['rewrite it to be clearer', 'improve'],
    ['elaborate on this', 'expand'],
    ['make a table of dates', null],
  ])('%s → %s', (message, action) => {
    expect(routeCustomRequest(message)).toBe(action);
  });
});
