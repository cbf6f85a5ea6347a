import type { NoteAssistAction } from '@common/schemas/notes';
import { countWords, htmlToText } from '@common/note-text';
import type { NoteAssistRequest } from '../engine';
import { defineKeyTerms, type TermDefinition } from './nlp/definitions';
import { fixGrammar, tallyChanges } from './nlp/grammar';
import { escapeHtml, mapHtmlText, textToHtml } from './nlp/html';
import { keyPoints } from './nlp/key-points';
import { organize } from './nlp/organize';
import { generateQuestions, type StudyQuestion } from './nlp/questions';
import { createSpellingCorrector } from './nlp/spelling';
import { tidyText } from './nlp/style';
import { selectSummary } from './nlp/summarize';
import { analyze, type AnalyzedText } from './nlp/text';
import { cleanStudyText } from './nlp/clean-text';

/** The offline note assistant's answer, before usage is added by the engine. */
export interface OfflineNoteAssist {
  html: string;
  changes?: string[];
  remark?: string;
}

type Request = Omit<NoteAssistRequest, 'signal'>;
type ConcreteAction = Exclude<NoteAssistAction, 'custom'>;

const MADE_FROM_NOTE = new Set<ConcreteAction>(['summarize', 'key-points', 'questions']);

/** Fewer words than this and there is nothing to summarise, organise or question. */
const MIN_WORDS = 3;
const PROVIDER_HINT = 'a configured AI provider (AI_PROVIDER with a model and key, or a local model server)';

/** A free request routed to the action it asks for, by its keywords (first match wins). */
const CUSTOM_ROUTES: [RegExp, ConcreteAction][] = [
  [/summar|\btl;?dr\b|\bshorten\b|\bcondense\b/i, 'summarize'],
  [/key ?points?|bullet|main (?:points|ideas)|takeaways?|highlights/i, 'key-points'],
  [/question|quiz|test me|flashcard/i, 'questions'],
  [/grammar|spelling|spell[- ]?check|proofread|typos?\b|correct (?:my|the|this)|fix (?:my|the|this) (?:mistakes|errors|writing)/i, 'fix-grammar'],
  [/defin|vocab|glossary|meaning of|what does .* mean/i, 'definitions'],
  [/organi[sz]|structur|sections?\b|headings?|reorder|group/i, 'organize'],
  [/improve|rewrite|rephrase|polish|clearer|tidy|clean up|better/i, 'improve'],
  [/expand|elaborate|explain more|more detail|add (?:more|detail)|longer/i, 'expand'],
];

/** Which action a free request asks for, or null when the offline engine cannot do it. */
export function routeCustomRequest(message: string): ConcreteAction | null {
  for (const [pattern, action] of CUSTOM_ROUTES) if (pattern.test(message)) return action;
  return null;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Sentences grouped by the block (paragraph, list item) they came from, as paragraphs. */
function paragraphsOf(analysis: AnalyzedText, indexes: number[]): string {
  const groups: { block: number; texts: string[] }[] = [];
  for (const index of indexes) {
    const s = analysis.sentences[index];
    const last = groups[groups.length - 1];
    if (last && last.block === s.block) last.texts.push(s.text);
    else groups.push({ block: s.block, texts: [s.text] });
  }
  return groups.map((g) => paragraph(g.texts.join(' '))).join('');
}

function summarizeNote(analysis: AnalyzedText, req: Request): OfflineNoteAssist {
  const total = analysis.sentences.filter((s) => !s.heading).length;
  const kept = selectSummary(analysis, req.context.detailedExplanations ? { ratio: 0.4, max: 25 } : { ratio: 0.3, max: 15 });
  const body = paragraphsOf(analysis, kept.map((s) => s.index));
  const remark =
    kept.length >= total
      ? 'Your note is already short, so its summary is the note itself.'
      : `Kept ${kept.length} of ${total} sentences: the ones most connected to the rest of the note.`;
  return { html: `<h2>Summary</h2>${body}`, remark };
}

function organizeNote(analysis: AnalyzedText): OfflineNoteAssist {
  const sections = organize(analysis);
  const html = sections
    .map((section) => {
      const indexes = section.sentenceIndexes.filter((i) => {
        const s = analysis.sentences[i];
        // an old heading that says the same as the new one is not repeated
        return !(s.heading && s.text.toLowerCase() === section.heading.toLowerCase());
      });
      const parts: string[] = [];
      let run: number[] = [];
      const flush = () => {
        if (run.length) parts.push(paragraphsOf(analysis, run));
        run = [];
      };
      for (const i of indexes) {
        const s = analysis.sentences[i];
        if (s.heading) {
          flush();
          parts.push(`<h3>${escapeHtml(s.text)}</h3>`);
        } else run.push(i);
      }
      flush();
      return `<h2>${escapeHtml(section.heading)}</h2>${parts.join('')}`;
    })
    .join('');
  const total = analysis.sentences.filter((s) => !s.heading).length;
  return {
    html,
    remark: `Grouped ${plural(total, 'sentence')} into ${plural(sections.length, 'section')} by topic; nothing was left out.`,
  };
}

function keyPointsNote(analysis: AnalyzedText): OfflineNoteAssist {
  const points = keyPoints(analysis);
  const total = analysis.sentences.filter((s) => !s.heading).length;
  return {
    html: `<h2>Key points</h2><ul>${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    remark: `${plural(points.length, 'key point')} from ${plural(total, 'sentence')}.`,
  };
}

function questionsHtml(questions: StudyQuestion[]): string {
  const items = questions.map((q) => `<li><p>${escapeHtml(q.question)}</p><p><em>Answer: ${escapeHtml(q.answer)}</em></p></li>`);
  return `<ol>${items.join('')}</ol>`;
}

function definitionsHtml(definitions: TermDefinition[], withExamples: boolean): string {
  const items = definitions.map((d) => {
    const example = withExamples && d.examples[0] ? ` (for example: “${d.examples[0]}”)` : '';
    return `<li><strong>${escapeHtml(d.term)}</strong>: ${escapeHtml(d.definition + example)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function questionsNote(analysis: AnalyzedText, original: string): OfflineNoteAssist {
  const questions = generateQuestions(analysis);
  if (questions.length === 0) {
    return { html: original, remark: 'I could not find statements in this note to turn into questions. Add a few full sentences (for example definitions or causes) and try again.' };
  }
  return {
    html: `${original}<h2>Study questions</h2>${questionsHtml(questions)}`,
    remark: `Added ${plural(questions.length, 'question')}, each answered by your note.`,
  };
}

function definitionsNote(analysis: AnalyzedText, original: string, req: Request): OfflineNoteAssist {
  const definitions = defineKeyTerms(analysis);
  if (definitions.length === 0) {
    return { html: original, remark: 'None of this note’s key terms are in the offline dictionary (WordNet).' };
  }
  return {
    html: `${original}<h2>Definitions</h2>${definitionsHtml(definitions, req.context.detailedExplanations)}`,
    remark: `Defined ${plural(definitions.length, 'key term')} with WordNet, choosing the meaning that fits your note.`,
  };
}

/** Corrects (and for "improve" also tidies) every text node, keeping headings, lists and marks. */
function correctNote(original: string, improve: boolean): OfflineNoteAssist {
  const speller = createSpellingCorrector();
  const changes: string[] = [];
  const html = mapHtmlText(original, (text, ctx) => {
    const fixed = fixGrammar(text, { sentenceStart: ctx.sentenceStart, speller });
    changes.push(...fixed.changes);
    if (!improve) return fixed.text;
    const tidy = tidyText(fixed.text, { sentenceStart: ctx.sentenceStart, endWithPeriod: ctx.block === 'p' && ctx.blockEnd && !ctx.blocks.includes('li') });
    changes.push(...tidy.changes);
    return tidy.text;
  });
  if (changes.length === 0) {
    return { html: original, changes: [], remark: improve ? 'Your note already reads well: nothing to change.' : 'No mistakes found.' };
  }
  const n = changes.length;
  return {
    html,
    changes: tallyChanges(changes),
    remark: improve ? `Made ${plural(n, 'improvement')}.` : `Fixed ${plural(n, 'mistake')}.`,
  };
}

function expandNote(analysis: AnalyzedText, original: string): OfflineNoteAssist {
  const definitions = defineKeyTerms(analysis);
  const questions = generateQuestions(analysis, { max: 6 });
  let html = original;
  if (definitions.length) html += `<h2>Key terms explained</h2>${definitionsHtml(definitions, true)}`;
  if (questions.length) html += `<h2>Questions to think about</h2>${questionsHtml(questions)}`;
  const added = definitions.length || questions.length
    ? 'Added dictionary explanations of the key terms (WordNet) and questions your note answers; nothing was invented.'
    : 'I found nothing to add from the offline dictionary.';
  return { html, remark: `${added} For a richer expansion in your own words, ${PROVIDER_HINT} is needed.` };
}

function cannotDo(message: string): OfflineNoteAssist {
  const request = message.trim().replace(/\s+/g, ' ');
  const shown = request.length > 80 ? `${request.slice(0, 77)}…` : request;
  return {
    html:
      paragraph(`I can’t do “${shown}” offline: free-form requests need ${PROVIDER_HINT}.`) +
      paragraph(
        'Without one I can still work on your note for real: summarize it, organize it into sections, list its key points, ' +
          'add study questions, fix grammar and spelling, add definitions of key terms, improve its wording, or expand it ' +
          'with explanations. Use a quick action, or ask for one of these in your own words.',
      ),
    remark: 'This request needs an AI provider.',
  };
}

function tooShort(action: ConcreteAction): OfflineNoteAssist {
  const what: Record<ConcreteAction, string> = {
    summarize: 'summarize',
    organize: 'organize',
    'key-points': 'pull key points from',
    questions: 'write questions about',
    'fix-grammar': 'check',
    definitions: 'find terms to define in',
    improve: 'improve',
    expand: 'expand',
  };
  return {
    html: paragraph(`Write a few sentences first: there is not enough in this note yet for me to ${what[action]}.`),
    remark: 'The note is empty or too short.',
  };
}

/**
 * The note assistant without a model: every quick action done for real with NLP on the student's
 * own text (TextRank summaries, key terms, WordNet definitions, rule and dictionary corrections),
 * deterministic and honest about what only a configured AI provider can do.
 */
export function offlineAssistNote(req: Request): OfflineNoteAssist {
  const action = req.action === 'custom' ? routeCustomRequest(req.message) : req.action;
  if (action === null) return cannotDo(req.message);
  const text = (req.text.trim() ? req.text : htmlToText(req.html)).trim();
  if (countWords(text) < MIN_WORDS) return tooShort(action);
  const original = req.html.trim() ? req.html : textToHtml(text);
  // what is made from the note (a summary, key points, questions) leaves out what pasting added to it
  const analysis = analyze(MADE_FROM_NOTE.has(action) ? cleanStudyText(text) : text);
  const result = run(action, analysis, original, req);
  if (req.context.language && !/^english$|^en\b/i.test(req.context.language)) {
    result.remark = `${result.remark ? `${result.remark} ` : ''}The offline assistant reads English text only.`;
  }
  return result;
}

function run(action: ConcreteAction, analysis: AnalyzedText, original: string, req: Request): OfflineNoteAssist {
  switch (action) {
    case 'summarize':
      return summarizeNote(analysis, req);
    case 'organize':
      return organizeNote(analysis);
    case 'key-points':
      return keyPointsNote(analysis);
    case 'questions':
      return questionsNote(analysis, original);
    case 'fix-grammar':
      return correctNote(original, false);
    case 'definitions':
      return definitionsNote(analysis, original, req);
    case 'improve':
      return correctNote(original, true);
    case 'expand':
      return expandNote(analysis, original);
  }
}
