type UnicodeEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The encodings a student's text or Markdown file is read in. */
export type TextFileEncoding = UnicodeEncoding | 'windows-1252';

export interface DecodedTextFile {
  encoding: TextFileEncoding;
  text: string;
}

const BOMS: Array<{ bytes: number[]; encoding: UnicodeEncoding }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/**
 * Windows-1252 bytes 0x80–0x9F, as the WHATWG index maps them (the five bytes it leaves undefined
 * stay C1 controls). Node 20.18.3+ decodes this range as Latin-1 controls (nodejs/node#56542:
 * 0x92 gives U+0092, not ’), so the decoder's output is mapped through this table.
 */
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeStrict(encoding: UnicodeEncoding, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80]);
}

/**
 * The text of a plain-text or Markdown file, in whatever encoding the student's editor saved it,
 * or `null` when the bytes are not text:
 * - a byte-order mark decides: UTF-8 (EF BB BF), UTF-16 LE (FF FE) or UTF-16 BE (FE FF), as
 *   Windows Notepad writes them; the mark is dropped, and bytes that break the encoding they
 *   declare are not text;
 * - without a mark, valid UTF-8 is UTF-8;
 * - otherwise the bytes are read as Windows-1252, the "ANSI" of Western Windows (0xE9 é, 0x92 ’,
 *   0x97 —), which every byte is valid in.
 * A NUL anywhere (a NUL byte without a UTF-16 mark, or U+0000 in the decoded text) means binary,
 * so UTF-16 without a mark, and UTF-32 (whose mark starts as UTF-16 LE's does), are refused.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedTextFile | null {
  const bom = BOMS.find((b) => b.bytes.length <= bytes.length && b.bytes.every((byte, i) => bytes[i] === byte));
  let decoded: DecodedTextFile | null;
  if (bom) {
    const text = decodeStrict(bom.encoding, bytes.subarray(bom.bytes.length));
    decoded = text === null ? null : { encoding: bom.encoding, text };
  } else {
    if (bytes.includes(0)) return null;
    const utf8 = decodeStrict('utf-8', bytes);
    decoded = utf8 === null ? { encoding: 'windows-1252', text: decodeWindows1252(bytes) } : { encoding: 'utf-8', text: utf8 };
  }
  return decoded && !decoded.text.includes('\0') ? decoded : null;
}
