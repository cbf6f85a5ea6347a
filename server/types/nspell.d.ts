/** nspell ships no types: the part of its API the offline spelling checker uses. */
declare module 'nspell' {
  interface NSpellDictionary {
    aff: Uint8Array | string;
    dic?: Uint8Array | string;
  }

  interface NSpell {
    /** Whether the word is spelled correctly (or is a known form of a correct word). */
    correct(word: string): boolean;
    /** Likely corrections for a misspelled word, best first; [] for a correct word. */
    suggest(word: string): string[];
    /** Details about a word. */
    spell(word: string): { correct: boolean; forbidden: boolean; warn: boolean };
    /** Adds a word (optionally inflected like `model`). */
    add(word: string, model?: string): NSpell;
    remove(word: string): NSpell;
    /** Adds a personal dictionary (one word per line). */
    personal(dic: string): NSpell;
    dictionary(dic: Uint8Array | string): NSpell;
    wordCharacters(): string | undefined;
  }

  function nspell(dictionary: NSpellDictionary | NSpellDictionary[]): NSpell;
  function nspell(aff: Uint8Array | string, dic?: Uint8Array | string): NSpell;

  export type { NSpell, NSpellDictionary };
  export default nspell;
}
