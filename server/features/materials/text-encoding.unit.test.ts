import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './text-encoding';
import { makeUtf16Text } from './test-files';

/** Bytes written out one by one, so no encoder of ours stands between the test and the file. */
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('decodeTextFile', () => {
  it('reads valid UTF-8 as UTF-8, and drops a UTF-8 byte-order mark', () => {
    expect(decodeTextFile(Buffer.from('Café — “naïve” 🌊\r\n', 'utf8'))).toEqual({ encoding: 'utf-8', text: 'Café — “naïve” 🌊\r\n' });
    expect(decodeTextFile(bytes(0xef, 0xbb, 0xbf, 0x43, 0x61, 0x66, 0xc3, 0xa9))).toEqual({ encoding: 'utf-8', text: 'Café' });
    expect(decodeTextFile(bytes(0xef, 0xbb, 0xbf))).toEqual({ encoding: 'utf-8', text: '' });
  });

  it('reads UTF-16 LE and BE after their byte-order marks, as Windows Notepad saves them', () => {
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x43, 0x00, 0xe9, 0x00, 0x14, 0x20))).toEqual({ encoding: 'utf-16le', text: 'Cé—' });
    expect(decodeTextFile(bytes(0xfe, 0xff, 0x00, 0x43, 0x00, 0xe9, 0x20, 0x14))).toEqual({ encoding: 'utf-16be', text: 'Cé—' });
    const text = 'Osmosis — the café’s “naïve” water 🌊\r\nline two';
    expect(decodeTextFile(makeUtf16Text(text, 'le'))).toEqual({ encoding: 'utf-16le', text });
    expect(decodeTextFile(makeUtf16Text(text, 'be'))).toEqual({ encoding: 'utf-16be', text });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, including its 0x80–0x9F punctuation', () => {
    expect(decodeTextFile(bytes(0x63, 0x61, 0x66, 0xe9))).toEqual({ encoding: 'windows-1252', text: 'café' });
    expect(decodeTextFile(bytes(0x69, 0x74, 0x92, 0x73, 0x20, 0x97, 0x20, 0x93, 0x68, 0x69, 0x94))).toEqual({ encoding: 'windows-1252', text: 'it’s — “hi”' });
    expect(decodeTextFile(Buffer.from('\x80 5, na\xefve\x85 \x96 \xff', 'latin1'))?.text).toBe('€ 5, naïve… – ÿ');
    // every byte 0x80–0x9F is a printable character but the five Windows-1252 leaves undefined
    const high = decodeTextFile(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
    expect(high?.encoding).toBe('windows-1252');
    expect(high?.text).toHaveLength(32);
    expect([...(high?.text ?? '')].filter((c) => c.charCodeAt(0) < 0xa0).map((c) => c.charCodeAt(0))).toEqual([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
  });

  it('refuses binary: NUL bytes without a UTF-16 mark, and bytes that break the encoding their mark declares', () => {
    expect(decodeTextFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d))).toBeNull();
    expect(decodeTextFile(bytes(0x41, 0x00, 0x42))).toBeNull();
    // UTF-16 without a byte-order mark has NULs between ASCII letters
    expect(decodeTextFile(Buffer.from('Osmosis', 'utf16le'))).toBeNull();
    // UTF-32 LE: its mark FF FE 00 00 reads as UTF-16 LE then U+0000
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00))).toBeNull();
    // an odd number of bytes, and a lone surrogate, after a UTF-16 mark
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x41, 0x00, 0x42))).toBeNull();
    expect(decodeTextFile(bytes(0xfe, 0xff, 0xd8, 0x00, 0x00, 0x41))).toBeNull();
    // a UTF-8 mark followed by bytes that are not UTF-8
    expect(decodeTextFile(bytes(0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xe9))).toBeNull();
  });
});
