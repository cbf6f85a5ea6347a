import { analyze, keyTerms, type AnalyzedText, type KeyTerm, type Sentence } from './text';

/** A section of a reorganised note: a heading from its key term and the sentences about it. */
export interface Section {
  heading: string;
  /** The key term the section is about, or null for the catch-all section of a note without any. */
  term: string | null;
  sentences: string[];
  /** Positions of those sentences in the analysed text (see text.ts `analyze`). */
  sentenceIndexes: number[];
}

export interface OrganizeOptions {
  /** Most sections (default: about one per three sentences, between 2 and 6). */
  maxSections?: number;
}

interface Unit {
  sentences: Sentence[];
  topic: number;
}

/** A heading from a term: its first letter in capitals, names and acronyms as written. */
export function headingOf(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

/** How often a key term occurs in some sentences (by lemma, so "cells" counts for "cell"). */
function mentions(term: KeyTerm, sentences: Sentence[]): number {
  let count = 0;
  const parts = term.lemma.split(' ');
  for (const s of sentences) {
    if (parts.length === 1) {
      for (const t of s.tokens) if (t.lemma === term.lemma || t.normal === term.lemma) count++;
      continue;
    }
    const lemmas = s.tokens.map((t) => t.lemma);
    const normals = s.tokens.map((t) => t.normal);
    for (let i = 0; i + parts.length <= s.tokens.length; i++) {
      if (parts.every((p, k) => (k === parts.length - 1 ? lemmas[i + k] === p || normals[i + k] === p : normals[i + k] === p))) count++;
    }
  }
  return count;
}

/**
 * Regroups a note by topic: each paragraph (or, in a single paragraph, each sentence) joins the
 * section of the key term it mentions most; units that mention none stay with the unit before them.
 * Sections appear in the order their topics first appear and keep the original order inside, and
 * every sentence of the note is kept: reorganising must never lose what the student wrote.
 */
export function organize(input: string | AnalyzedText, options: OrganizeOptions = {}): Section[] {
  const analysis = analyze(input);
  const all = analysis.sentences;
  if (all.length === 0) return [];
  const statements = all.filter((s) => !s.heading);
  const maxSections = options.maxSections ?? Math.min(6, Math.max(2, Math.round(statements.length / 3)));
  const terms = keyTerms(analysis, 20);

  // units: paragraphs when the note has several, else sentences; a heading line joins what follows it
  const blockCount = new Set(statements.map((s) => s.block)).size;
  const byParagraph = blockCount >= 3 && statements.length / blockCount >= 1.5;
  const units: Unit[] = [];
  let pendingHeadings: Sentence[] = [];
  for (const s of all) {
    if (s.heading) {
      pendingHeadings.push(s);
      continue;
    }
    const last = units[units.length - 1];
    if (byParagraph && last && pendingHeadings.length === 0 && last.sentences[last.sentences.length - 1].block === s.block) {
      last.sentences.push(s);
    } else {
      units.push({ sentences: [...pendingHeadings, s], topic: -1 });
      pendingHeadings = [];
    }
  }
  if (pendingHeadings.length) {
    if (units.length) units[units.length - 1].sentences.push(...pendingHeadings);
    else units.push({ sentences: pendingHeadings, topic: -1 });
  }

  // each unit's topic: the key term most particular to it (mentions × inverse unit frequency,
  // weighted by the term's importance in the whole note), so sections differ from one another
  const counts = units.map((u) => terms.map((term) => mentions(term, u.sentences)));
  const spread = terms.map((_, t) => counts.filter((c) => c[t] > 0).length);
  const fit = (u: number, t: number) => (counts[u][t] > 0 ? counts[u][t] * (1 + Math.log(units.length / spread[t])) * Math.sqrt(terms[t].score) : 0);
  const bestOf = (u: number, allowed: (t: number) => boolean) => {
    let best = -1;
    let bestFit = 0;
    terms.forEach((_, t) => {
      const f = allowed(t) ? fit(u, t) : 0;
      if (f > bestFit) {
        best = t;
        bestFit = f;
      }
    });
    return best;
  };
  units.forEach((unit, u) => {
    unit.topic = bestOf(u, () => true);
  });
  // at most maxSections topics: those covering the most sentences; the other units pick among them
  const coverage = new Map<number, number>();
  for (const unit of units) if (unit.topic >= 0) coverage.set(unit.topic, (coverage.get(unit.topic) ?? 0) + unit.sentences.length);
  const kept = new Set([...coverage.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, maxSections).map(([t]) => t));
  units.forEach((unit, u) => {
    if (unit.topic >= 0 && !kept.has(unit.topic)) unit.topic = bestOf(u, (t) => kept.has(t));
  });
  // a unit about none of the topics continues the one before it (or the first one after it)
  for (let i = 0; i < units.length; i++) if (units[i].topic < 0 && i > 0) units[i].topic = units[i - 1].topic;
  for (let i = units.length - 1; i >= 0; i--) if (units[i].topic < 0 && i < units.length - 1) units[i].topic = units[i + 1].topic;

  // a topic with a single sentence is too thin for a section in a longer note: it joins its neighbour
  const sentenceCount = (topic: number) => units.filter((u) => u.topic === topic).reduce((n, u) => n + u.sentences.length, 0);
  if (statements.length >= 6) {
    for (let i = 0; i < units.length; i++) {
      const topic = units[i].topic;
      if (topic < 0 || sentenceCount(topic) > 1) continue;
      const neighbour = i > 0 ? units[i - 1].topic : units[i + 1]?.topic;
      if (neighbour !== undefined && neighbour !== topic) units[i].topic = neighbour;
    }
  }

  const order: number[] = [];
  for (const u of units) if (!order.includes(u.topic)) order.push(u.topic);
  return order.map((topic) => {
    const term = topic >= 0 ? terms[topic].term : null;
    return {
      heading: term ? headingOf(term) : 'Notes',
      term,
      sentences: units.filter((u) => u.topic === topic).flatMap((u) => u.sentences.map((s) => s.text)),
      sentenceIndexes: units.filter((u) => u.topic === topic).flatMap((u) => u.sentences.map((s) => s.index)),
    };
  });
}
