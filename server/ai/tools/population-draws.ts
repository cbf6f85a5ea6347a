import { Rational } from './rational';
import { step, type ToolResult } from './types';
import { choose, probabilityResult } from './probability';

/**
 * Drawing from a group told as a story (issue 14), read by its parts rather than by one phrasing:
 * the group ("my class has 12 girls and 10 boys", "my playlist has 40 songs and 6 are by my
 * favourite artist", "8 equal sections and 3 of them win a prize"), how many are drawn and whether
 * the same one can come again ("two students are picked", "the first song", "one spin", "spin it
 * twice"), and the event ("both are girls", "none are jelly", "at least one wins", "exactly 2 are
 * red", "by that artist"). Without replacement it counts selections (hypergeometric); with it, or
 * for spins, it multiplies (binomial). Every number of the story must take its place, the event must
 * name one kind of the group, and a draw whose replacement is not clear is not read.
 */

const WORDS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twice: 2, both: 2 };
const COUNT = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
const STOP = new Set(['the', 'a', 'an', 'of', 'them', 'those', 'these', 'are', 'is', 'were', 'was', 'have', 'has', 'my', 'our', 'and', 'in', 'on', 'at', 'by', 'to', 'it', 'its', 'they', 'their', 'there', 'with', 'for', 'that', 'which', 'who', 'equal', 'each', 'all', 'some', 'different']);

const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : WORDS[w.toLowerCase()]);
const stem = (w: string) => w.toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/ies$/, 'y').replace(/(?:ing|es|s)$/, '').replace(/(.)\1$/, '$1');
const content = (s: string) => (s.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);

interface Kind {
  n: number;
  words: string[];
  said: string;
  /** The rest of the group (not the named part). */
  rest?: boolean;
}

interface Group {
  kinds: Kind[];
  total: number;
  noun: string;
  /** Where the numbers of the group stand, so no number is read twice. */
  used: number[];
}

/** "12 girls and 10 boys", "5 red, 3 blue and 2 green marbles" (commas or not): kinds listed with their counts. */
function listedKinds(setup: string): Group | null {
  const ITEM = String.raw`(\d+)\s+([a-z]+(?:\s+(?!(?:in|on|at|of|and|or|to|for|from|with|are|is|were|was|that|who|which|the|a|an)\b)[a-z]+)?)`;
  const m = new RegExp(String.raw`${ITEM}((?:\s*,?\s*${ITEM})*)\s*,?\s+and\s+${ITEM}`, 'i').exec(setup);
  if (!m) return null;
  const items = [...m[0].matchAll(new RegExp(ITEM, 'gi'))].map((x) => ({ n: Number(x[1]), name: x[2].toLowerCase().replace(/\s+(?:and|or)$/, '') }));
  // "5 red, 3 blue and 2 green marbles": the last word is the thing counted, the others say which kind.
  const last = items[items.length - 1].name.split(/\s+/);
  const noun = last.length > 1 ? last[last.length - 1] : last[0];
  const kinds = items.map((x) => {
    const w = x.name.split(/\s+/);
    const kind = w.length > 1 && w[w.length - 1] === noun ? w.slice(0, -1).join(' ') : x.name;
    return { n: x.n, words: content(kind), said: kind };
  });
  if (kinds.some((k) => !k.words.length) || new Set(kinds.map((k) => k.words.join(' '))).size !== kinds.length) return null;
  const at = m.index ?? 0;
  return { kinds, total: kinds.reduce((a, k) => a + k.n, 0), noun, used: [...m[0].matchAll(/\d+/g)].map((x) => at + (x.index ?? 0)) };
}

/** "40 songs and 6 are by my favourite artist", "8 equal sections and 3 of them win a prize": a group and the part named. */
function partOfWhole(setup: string): Group | null {
  const m = /(\d+)\s+(?:equal\s+|equally\s+likely\s+)?([a-z]+)\b[^.;\d]*?(?:,|\band\b|\.|;|:)\s*(?:only\s+)?(\d+)\s+(?:of\s+(?:them|those|these|the\s+[a-z]+)\s+)?((?:are|is|were|have|has|had|win|won|give|contain|come|came|say|said|play|own|like|use|wear|walk|take|took|ride|speak|study|prefer|want|bring|eat|drink|drive|buy|bought|lose|lost|pass|passed|fail|failed|get|got|live|work|belong|read|watch|do|did)s?\b[^.;,?]*)/i.exec(setup);
  if (!m) return null;
  const [total, part] = [Number(m[1]), Number(m[3])];
  if (!(part > 0 && part < total)) return null;
  const words = content(m[4]).filter((w) => !['be', 'have', 'ha'].includes(w));
  if (!words.length) return null;
  const at = m.index ?? 0;
  return {
    kinds: [{ n: part, words, said: m[4].trim() }, { n: total - part, words: [], said: `not ${m[4].trim()}`, rest: true }],
    total,
    noun: m[2].toLowerCase(),
    used: [at + m[0].indexOf(m[1]), at + m[0].indexOf(m[3], m[1].length + m[2].length)],
  };
}

/** How many are drawn, and whether one can come again. */
function readDraws(t: string, noun: string): { k: number; replaced: boolean; at: number } | null {
  const back = /\bwith\s+replacement\b|\bput(?:s|ting)?\s+(?:it|them|each\s+one)?\s*back\b|\breplaced?\b(?!\s+by)|\brepeats?\s+allowed\b/i.test(t) && !/\bwithout\s+replacement\b|\bnot\s+replaced\b|\bno\s+replacement\b/i.test(t);
  const notBack = /\bwithout\s+(?:replacement|putting)|\bnot\s+replaced\b|\bno\s+replacement\b|\bdifferent\b|\bat\s+once\b|\btogether\b|\bat\s+the\s+same\s+time\b|\bgrab\b|\bhandful\b/i.test(t);
  const spins = /\bspin(?:s|ning)?\b|\broll(?:s|ed|ing)?\b/i.test(t);
  const verb = String.raw`(?:picks?|picked|choose|chooses|chosen|chose|draws?|drawn|drew|selects?|selected|takes?|taken|took|grabs?|grabbed|deals?|dealt|plays?|played|spins?|spun)`;
  const before = new RegExp(String.raw`\b${COUNT}\s+(?:(?:different|more|random|[a-z]+)\s+){0,2}(?:are|is|get|were|will\s+be|gets)\s+(?:\w+\s+)?${verb}\b`, 'i').exec(t);
  const after = new RegExp(String.raw`\b${verb}\s+(?:out\s+|at\s+random\s+)?${COUNT}\b`, 'i').exec(t);
  const times = new RegExp(String.raw`\b${verb}\s+(?:it\s+|the\s+\w+\s+)?(twice|(?:\d+|two|three|four|five|six)\s+times)\b`, 'i').exec(t);
  const single = new RegExp(String.raw`\b(?:the\s+first\s+${noun.replace(/s$/, '')}s?|(?:on\s+)?(?:one|a|a\s+single)\s+(?:spin|draw|pick|go|try|roll)\b|\b(?:a|one)\s+(?:\w+\s+)?${noun.replace(/s$/, '')}\s+is\s+(?:picked|chosen|drawn|selected)\b)`, 'i').exec(t);
  // "a committee of 3 is picked": a group chosen at once, so no one comes again.
  const panel = new RegExp(String.raw`\b(?:committee|team|group|panel|sample|delegation|squad)\s+of\s+${COUNT}\b`, 'i').exec(t);
  if (panel && !times && !before && !after) return { k: num(panel[1]), replaced: false, at: panel.index };
  const found = times ? { k: num(times[1].split(/\s+/)[0]), at: times.index } : before ? { k: num(before[1]), at: before.index } : after ? { k: num(after[1]), at: after.index } : single ? { k: 1, at: single.index } : null;
  if (!found || !found.k) return null;
  if (found.k === 1) return { k: 1, replaced: false, at: found.at ?? 0 };
  if (back || (spins && !notBack)) return { k: found.k, replaced: true, at: found.at ?? 0 };
  if (notBack || /\bstudents?|people|persons?|members?|players?|songs?|tickets?|cards?|kids|children|girls|boys|friends\b/i.test(noun)) return { k: found.k, replaced: false, at: found.at ?? 0 };
  return null;
}

/** The event asked: how many of which kind among the k drawn. */
function readEvent(ask: string, group: Group, k: number): { kind: Kind; test: (j: number) => boolean; said: string } | null {
  const words = content(ask);
  const negated = /\b(?:not|isn't|aren't|isnt|arent|never)\b/i.test(ask);
  const named = group.kinds.filter((x) => !x.rest && x.words.some((w) => words.includes(w)));
  if (named.length !== 1) return null;
  let kind = named[0];
  if (negated) {
    // "not a girl": the rest of the group, or the other of two kinds.
    if (group.kinds.length !== 2) return null;
    kind = group.kinds.find((x) => x !== kind)!;
  }
  const exactly = new RegExp(String.raw`\bexactly\s+${COUNT}\b`, 'i').exec(ask);
  const atLeast = new RegExp(String.raw`\bat\s+least\s+${COUNT}\b`, 'i').exec(ask);
  const atMost = new RegExp(String.raw`\bat\s+most\s+${COUNT}\b`, 'i').exec(ask);
  if (/\bnone\b|\bno\s+[a-z]|\bneither\b/i.test(ask)) return { kind, test: (j) => j === 0, said: 'none' };
  if (exactly) return { kind, test: (j) => j === num(exactly[1]), said: `exactly ${num(exactly[1])}` };
  if (atLeast) return { kind, test: (j) => j >= num(atLeast[1]), said: `at least ${num(atLeast[1])}` };
  if (atMost) return { kind, test: (j) => j <= num(atMost[1]), said: `at most ${num(atMost[1])}` };
  if (k === 1 || /\bboth\b|\ball\b|\bevery\b|\beach\b/i.test(ask)) return { kind, test: (j) => j === k, said: k === 1 ? 'it' : 'all' };
  return null;
}

export function populationDraws(t: string): ToolResult | null {
  if (!/\bprobabilit|\bchances?\b|\bP\s*\(/i.test(t)) return null;
  const sentences = t.split(/(?<=[.?!])\s+/);
  const askAt = sentences.findIndex((s) => /\bprobabilit|\bchances?\b|\bP\s*\(/i.test(s));
  const ask = sentences.slice(askAt).join(' ');
  const group = partOfWhole(t) ?? listedKinds(t);
  if (!group || group.total > 400) return null;
  const draws = readDraws(t, group.noun);
  if (!draws || draws.k > group.total || draws.k > 20) return null;
  // The event is what follows the word "probability": a story told in the same sentence is not part of it.
  const asked = ask.replace(new RegExp(String.raw`^.*?\b(?:probabilit\w*|chances?)\b`, 'i'), '');
  const event = readEvent(asked, group, draws.k);
  if (!event) return null;
  // Every number of the story has its place: the group's counts, the number drawn and the event's.
  const numbers = [...t.matchAll(/\d+(?:\.\d+)?/g)].map((m) => ({ at: m.index ?? 0, n: Number(m[0]) }));
  const eventNumbers = (asked.match(/\d+/g) ?? []).map(Number);
  const spare = numbers.filter((x) => !group.used.includes(x.at) && x.n !== draws.k && !eventNumbers.includes(x.n));
  if (spare.length) return null;
  const { k, replaced } = draws;
  const m = event.kind.n;
  const N = group.total;
  let p = Rational.ZERO;
  const terms: string[] = [];
  for (let j = 0; j <= k; j++) {
    if (!event.test(j)) continue;
    if (replaced) {
      const term = Rational.of(choose(k, j)).mul(Rational.of(m, N).pow(j)).mul(Rational.of(N - m, N).pow(k - j));
      p = p.add(term);
      terms.push(`${k}C${j} × (${m}/${N})^${j} × (${N - m}/${N})^${k - j}`);
    } else {
      if (j > m || k - j > N - m) continue;
      p = p.add(Rational.of(choose(m, j) * choose(N - m, k - j), choose(N, k)));
      terms.push(`${m}C${j} × ${N - m}C${k - j} / ${N}C${k}`);
    }
  }
  const parted = group.kinds.some((x) => x.rest);
  const steps = [
    step(parted ? `The group: ${N} ${group.noun}, ${group.kinds[0].n} of which ${group.kinds[0].said} (the other ${group.kinds[1].n} do not).` : `The group: ${group.kinds.map((x) => `${x.n} ${x.said}`).join(' and ')}, ${N} in all.`),
    step(k === 1 ? `One is drawn: each of the ${N} is equally likely.` : replaced ? `${k} draws, each from all ${N} again (independent): the binomial count of how many are ${event.kind.said}.` : `${k} are drawn without replacement: every selection of ${k} from ${N} is equally likely (${N}C${k} = ${choose(N, k)}).`),
    step(`P(${event.said === 'it' ? (parted ? 'the one drawn' : 'one of the') : event.said} ${event.kind.said}) = ${terms.join(' + ') || '0'} = ${p}.`),
  ];
  return probabilityResult(p, steps);
}
