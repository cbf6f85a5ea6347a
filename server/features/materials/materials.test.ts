import { describe, expect, it } from 'vitest';
import { MATERIAL_MAX_BYTES, type ExtractedMaterialDto } from '@common/schemas/materials';
import { appPerBlock, registerUser, TEST_DIALECTS, type TestApp } from '../../test/harness';
import { expectError } from '../../test/requests';
import { FILE_TOO_LARGE, SCANNED_PDF, UNSUPPORTED_FILE } from './service';
import { makeDocx, makePdf, makeUtf16Text, makeZip, multipartBody } from './test-files';

/**
 * POST /api/materials/extract: study material from an uploaded file. The type is read from the
 * bytes, never from the name; real (tiny) PDF and DOCX files are built by the test.
 */

function upload(t: TestApp, cookie: string | undefined, file: { name: string; type: string; data: Buffer }) {
  const { payload, contentType } = multipartBody(file);
  return t.app.inject({ method: 'POST', url: '/api/materials/extract', payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });
}

describe.each(TEST_DIALECTS)('study material extraction (%s)', (dialect) => {
  const app = appPerBlock(dialect);

  it('answers 401 when signed out', async () => {
    const t = app();
    expectError(await upload(t, undefined, { name: 'a.txt', type: 'text/plain', data: Buffer.from('Osmosis is water movement.') }), 401, 'unauthorized');
  });

  it('reads the text layer of a PDF, page by page', async () => {
    const t = app();
    const u = await registerUser(t);
    const pdf = makePdf(['Osmosis is the movement of water across a membrane.', 'Diffusion (spreading) of particles.']);
    const res = await upload(t, u.cookie, { name: 'notes.pdf', type: 'application/pdf', data: pdf });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ExtractedMaterialDto>();
    expect(body).toMatchObject({ kind: 'pdf', pages: 2 });
    expect(body.text).toContain('Osmosis is the movement of water across a membrane.');
    expect(body.text).toContain('Diffusion (spreading) of particles.');
    expect(body.characters).toBe(body.text.length);
  });

  it('says plainly that a PDF without a text layer (a scan) has no text', async () => {
    const t = app();
    const u = await registerUser(t);
    const res = await upload(t, u.cookie, { name: 'scan.pdf', type: 'application/pdf', data: makePdf([null, null]) });
    expectError(res, 422, 'no_text_layer', SCANNED_PDF);
  });

  it('reads a Word document (DOCX)', async () => {
    const t = app();
    const u = await registerUser(t);
    const docx = makeDocx(['Cell Biology', 'Mitochondria are organelles that release energy & heat.']);
    const res = await upload(t, u.cookie, { name: 'chapter.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: docx });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ExtractedMaterialDto>();
    expect(body.kind).toBe('docx');
    expect(body.text).toBe('Cell Biology\n\nMitochondria are organelles that release energy & heat.');
    expect(body.pages).toBeUndefined();
  });

  it('reads Markdown and text as UTF-8, whatever the name says', async () => {
    const t = app();
    const u = await registerUser(t);
    const md = '\uFEFF# Ümlauts\r\n\r\nOsmosis is the movement of water. 🌊\r\n';
    const res = await upload(t, u.cookie, { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from(md, 'utf8') });
    expect(res.statusCode, res.body).toBe(200);
    const text = '# Ümlauts\n\nOsmosis is the movement of water. 🌊';
    expect(res.json<ExtractedMaterialDto>()).toEqual({ kind: 'text', text, characters: text.length });
  });

  it('reads text saved by Windows Notepad as UTF-16 (with its byte-order mark) or as Windows-1252', async () => {
    const t = app();
    const u = await registerUser(t);
    const utf16 = makeUtf16Text('Café — “notes”\r\nOsmosis is the movement of water. 🌊\r\n', 'le');
    const res = await upload(t, u.cookie, { name: 'notes.txt', type: 'text/plain', data: utf16 });
    expect(res.statusCode, res.body).toBe(200);
    const text = 'Café — “notes”\nOsmosis is the movement of water. 🌊';
    expect(res.json<ExtractedMaterialDto>()).toEqual({ kind: 'text', text, characters: text.length });
    // Windows-1252 bytes: 0xE9 é, 0x92 ’, 0x93 “, 0x94 ”, 0x97 —
    const ansi = Buffer.from('Caf\xe9 notes\r\nIt\x92s \x93osmosis\x94 \x97 water moving.\r\n', 'latin1');
    const res1252 = await upload(t, u.cookie, { name: 'notes.md', type: 'text/markdown', data: ansi });
    expect(res1252.statusCode, res1252.body).toBe(200);
    const text1252 = 'Café notes\nIt’s “osmosis” — water moving.';
    expect(res1252.json<ExtractedMaterialDto>()).toEqual({ kind: 'text', text: text1252, characters: text1252.length });
  });

  it('refuses a binary file renamed as a document, and a ZIP that is not a DOCX', async () => {
    const t = app();
    const u = await registerUser(t);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), Buffer.alloc(64, 7)]);
    expectError(await upload(t, u.cookie, { name: 'essay.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: png }), 415, 'unsupported_media_type', UNSUPPORTED_FILE);
    expectError(await upload(t, u.cookie, { name: 'notes.txt', type: 'text/plain', data: Buffer.from('Osmosis without a byte-order mark', 'utf16le') }), 415, 'unsupported_media_type', UNSUPPORTED_FILE);
    const xlsx = makeZip({ 'xl/workbook.xml': '<workbook/>' });
    expectError(await upload(t, u.cookie, { name: 'sheet.docx', type: 'application/octet-stream', data: xlsx }), 415, 'unsupported_media_type', UNSUPPORTED_FILE);
  });

  it('answers 413 with a clear message above 10 MB', async () => {
    const t = app();
    const u = await registerUser(t);
    const big = Buffer.alloc(MATERIAL_MAX_BYTES + 1, 'a');
    expectError(await upload(t, u.cookie, { name: 'big.txt', type: 'text/plain', data: big }), 413, 'payload_too_large', FILE_TOO_LARGE);
    expect(FILE_TOO_LARGE).toBe('The file is too large. Upload a file of at most 10 MB.');
  });

  it('answers 422 for a damaged PDF or an empty file, and 415 for a request that is not an upload', async () => {
    const t = app();
    const u = await registerUser(t);
    const broken = Buffer.from('%PDF-1.4\nthis is not really a pdf\n', 'latin1');
    expectError(await upload(t, u.cookie, { name: 'x.pdf', type: 'application/pdf', data: broken }), 422);
    expectError(await upload(t, u.cookie, { name: 'empty.txt', type: 'text/plain', data: Buffer.from('  \n ') }), 422, 'empty_file');
    const json = await t.app.inject({ method: 'POST', url: '/api/materials/extract', payload: { text: 'hi' }, headers: { cookie: u.cookie } });
    expectError(json, 415, 'unsupported_media_type');
  });
});
