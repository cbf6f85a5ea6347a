import { describe, expect, it } from 'vitest';
import { deckToAnkiText, deckToCsv } from './deck-export';
import { detectFormat, parseDeckText, splitDelimited } from './deck-import';
import { CARD_SIDE_MAX, IMPORT_MAX_CARDS } from './schemas/flashcards';

const fb = (r: { cards: Array<{ front: string; back: string }> }) => r.cards.map((c) => [c.front, c.back]);

describe('Quizlet export (term TAB definition)', () => {
  it('reads one card a line and skips empty lines', () => {
    const r = parseDeckText('mitosis\tcell division\n\n  \nosmosis\twater moving across a membrane\n');
    expect(r.format).toBe('quizlet');
    expect(fb(r)).toEqual([['mitosis', 'cell division'], ['osmosis', 'water moving across a membrane']]);
    expect(r.errors).toEqual([]);
    expect(r.cards[1].line).toBe(4);
  });
  it('keeps tabs after the first one in the definition and reports lines without a definition', () => {
    const r = parseDeckText('a\tb\tc\nlonely term\n\tno term');
    expect(fb(r)).toEqual([['a', 'b\tc']]);
    expect(r.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(r.errors[0].message).toContain('has no definition');
    expect(r.errors[1].message).toContain('term is empty');
  });
  it('supports custom separators (" - " between term and definition, ";" between cards)', () => {
    const r = parseDeckText('cat - gato;dog - perro; bird - pájaro', { format: 'quizlet', termSeparator: ' - ', rowSeparator: ';' });
    expect(fb(r)).toEqual([['cat', 'gato'], ['dog', 'perro'], ['bird', 'pájaro']]);
  });
  it('turns rich-text HTML into text', () => {
    const r = parseDeckText('<b>H<sub>2</sub>O</b>\twater<br>a liquid &amp; solvent');
    expect(fb(r)).toEqual([['H2O', 'water\na liquid & solvent']]);
  });
  it('handles Windows line endings and a byte-order mark', () => {
    expect(fb(parseDeckText('\uFEFFone\tuno\r\ntwo\tdos\r\n'))).toEqual([['one', 'uno'], ['two', 'dos']]);
  });
});

describe('Anki "Notes in plain text"', () => {
  it('reads the headers: separator, html, deck, columns', () => {
    const text = '#separator:tab\n#html:true\n#deck:Biology::Cells\n#columns:Front\tBack\nnucleus\tholds the <i>DNA</i>\n"two\nlines"\t"says ""hi"""\n';
    const r = parseDeckText(text);
    expect(r.format).toBe('anki');
    expect(r.deckName).toBe('Biology::Cells');
    expect(fb(r)).toEqual([['nucleus', 'holds the DNA'], ['two\nlines', 'says "hi"']]);
  });
  it('honours named separators and skips guid, notetype and tags columns', () => {
    const text = '#separator:Semicolon\n#html:false\n#guid column:1\n#notetype column:2\n#tags column:5\nabc;Basic;front text;back text;tag1 tag2\n';
    expect(fb(parseDeckText(text))).toEqual([['front text', 'back text']]);
  });
  it('reports the real line number of a bad row', () => {
    const r = parseDeckText('#separator:tab\n#html:false\nok\tfine\nmissing back\n');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].line).toBe(4);
  });
});

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and new lines, and skips a header row', () => {
    const text = 'term,definition\n"Paris, France","capital city, ""City of Light"""\n"multi\nline",answer\nplain,text\n';
    const r = parseDeckText(text);
    expect(r.format).toBe('csv');
    expect(fb(r)).toEqual([['Paris, France', 'capital city, "City of Light"'], ['multi\nline', 'answer'], ['plain', 'text']]);
    expect(r.cards[2].line).toBe(5);
  });
  it('uses semicolons when the first line has more of them (European spreadsheets)', () => {
    expect(fb(parseDeckText('front;back\n1,5;one and a half\n', { format: 'csv' }))).toEqual([['1,5', 'one and a half']]);
  });
  it('splitDelimited keeps separators inside quotes and drops blank rows', () => {
    expect(splitDelimited('a,"b,c"\n\n"d",e', ',').map((r) => r.fields)).toEqual([['a', 'b,c'], ['d', 'e']]);
  });
});

describe('limits and detection', () => {
  it('detects the format from the text', () => {
    expect(detectFormat('#separator:tab\na\tb')).toBe('anki');
    expect(detectFormat('a\tb')).toBe('quizlet');
    expect(detectFormat('a,b')).toBe('csv');
  });
  it('refuses sides longer than the limit, per line', () => {
    const r = parseDeckText(`ok\tfine\nlong\t${'x'.repeat(CARD_SIDE_MAX + 1)}`);
    expect(r.cards).toHaveLength(1);
    expect(r.errors[0].message).toContain(String(CARD_SIDE_MAX));
  });
  it('parses an Anki-sized file quickly and caps an import at the maximum', () => {
    const lines = Array.from({ length: IMPORT_MAX_CARDS + 500 }, (_, i) => `term ${i}\tdefinition ${i}`).join('\n');
    const started = performance.now();
    const r = parseDeckText(lines);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(r.cards).toHaveLength(IMPORT_MAX_CARDS);
    expect(r.errors.at(-1)?.message).toContain(`first ${IMPORT_MAX_CARDS}`);
  });
});

describe('export round trips', () => {
  const cards = [
    { front: 'plain', back: 'text' },
    { front: 'comma, inside', back: 'quote " inside' },
    { front: 'tab\tinside', back: 'new\nline' },
    { front: ' leading space', back: 'é ü 漢字' },
  ];
  it('CSV re-imports to the same cards', () => {
    const csv = deckToCsv(cards);
    expect(csv.startsWith('front,back\r\n')).toBe(true);
    expect(fb(parseDeckText(csv))).toEqual(cards.map((c) => [c.front, c.back]));
  });
  it('Anki text has the headers and re-imports to the same cards and deck', () => {
    const text = deckToAnkiText(cards, 'My Deck');
    expect(text.split('\n').slice(0, 4)).toEqual(['#separator:tab', '#html:false', '#deck:My Deck', '#columns:Front\tBack']);
    const r = parseDeckText(text);
    expect(r.deckName).toBe('My Deck');
    expect(fb(r)).toEqual(cards.map((c) => [c.front, c.back]));
  });
  it('a card whose front starts with # is not taken for an Anki header or comment', () => {
    const hashCards = [
      { front: '#include', back: 'C preprocessor directive' },
      { front: '#hashtag', back: 'a tag' },
    ];
    const text = deckToAnkiText(hashCards, 'C');
    expect(text.split('\n').slice(4).every((l) => !l.startsWith('#'))).toBe(true);
    expect(fb(parseDeckText(text))).toEqual(hashCards.map((c) => [c.front, c.back]));
    expect(fb(parseDeckText(deckToCsv(hashCards)))).toEqual(hashCards.map((c) => [c.front, c.back]));
  });
});
