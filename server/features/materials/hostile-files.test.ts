import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STUDY_TEXT_MAX } from '@common/schemas/flashcards';
import type { ExtractedMaterialDto } from '@common/schemas/materials';
import { appPerBlock, registerUser, type TestApp } from '../../test/harness';
import { expectError } from '../../test/requests';
import { DOCX_LIMITS } from './docx-text';
import { PDF_MAX_PAGES } from './service';
import { DOCX_BODY_HEAD, DOCX_BODY_TAIL, makeDocx, makeDocxOf, makePdf, multipartBody, packRepeated } from './test-files';

/**
 * Hostile uploads (issue 13): zip bombs, archives whose headers lie, archives of thousands of
 * parts, PDFs of thousands of pages. Each is refused with a 413/422 that names the limit, or read
 * only as far as the generators need; the process's memory never grows by more than 100 MB for one
 * upload, and other requests are never held up (the parsing runs in a worker). The bombs are built
 * here, in a few MB, without ever holding their unpacked bytes.
 */

const MB = 1024 * 1024;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PARAGRAPH = '<w:p><w:r><w:t>Mitochondria release energy in the cell. </w:t></w:r></w:p>';

interface Measured {
  res: LightMyRequestResponse;
  /** Highest resident set size seen during the upload, above what it was just before. */
  rssGrowthMb: number;
  /** Longest the test's own thread (the request thread) was held up meanwhile. */
  maxStallMs: number;
}

async function measuredUpload(t: TestApp, cookie: string, name: string, type: string, data: Buffer): Promise<Measured> {
  const { payload, contentType } = multipartBody({ name, type, data });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  try {
    const res = await t.app.inject({ method: 'POST', url: '/api/materials/extract', payload, headers: { 'content-type': contentType, cookie } });
    peak = Math.max(peak, process.memoryUsage().rss);
    return { res, rssGrowthMb: (peak - before) / MB, maxStallMs: lag.max / 1e6 };
  } finally {
    clearInterval(sampler);
    lag.disable();
  }
}

/** A vocabulary's words in a random order: text that packs like prose does (about 3:1), not like a bomb. */
function prose(words: number): string {
  const vocabulary = 'cell membrane energy protein nucleus water osmosis diffusion enzyme glucose oxygen carbon respiration photosynthesis chlorophyll gene allele mitosis meiosis ribosome'.split(' ');
  let out = '';
  let seed = 7;
  for (let i = 0; i < words; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out += vocabulary[seed % vocabulary.length] + (i % 12 === 11 ? '. ' : ' ');
  }
  return out;
}

describe('hostile uploads', () => {
  const app = appPerBlock('sqlite');
  let cookie = '';

  it('reads an ordinary Word document first (the worker is warm for the measurements below)', async () => {
    const t = app();
    cookie = (await registerUser(t)).cookie;
    const up = await measuredUpload(t, cookie, 'a.docx', DOCX_TYPE, makeDocx(['Osmosis', 'Water moves across a membrane.']));
    expect(up.res.statusCode, up.res.body).toBe(200);
    expect(up.res.json<ExtractedMaterialDto>().text).toBe('Osmosis\n\nWater moves across a membrane.');
  });

  it('refuses a DOCX that unpacks to 400 MB from its central directory, without unpacking it', async () => {
    const bomb = makeDocxOf(packRepeated(DOCX_BODY_HEAD, PARAGRAPH, (400 * MB) / PARAGRAPH.length, DOCX_BODY_TAIL));
    expect(bomb.length).toBeLessThan(2 * MB);
    const up = await measuredUpload(app(), cookie, 'bomb.docx', DOCX_TYPE, bomb);
    expect(expectError(up.res, 413, 'archive_too_large').message).toContain(`${DOCX_LIMITS.maxUnpackedBytes / MB} MB`);
    expect(up.rssGrowthMb).toBeLessThan(100);
  });

  it('refuses a part packed far tighter than any document, even under the total size cap', async () => {
    const bomb = makeDocxOf(packRepeated(DOCX_BODY_HEAD, PARAGRAPH, (100 * MB) / PARAGRAPH.length, DOCX_BODY_TAIL));
    const up = await measuredUpload(app(), cookie, 'dense.docx', DOCX_TYPE, bomb);
    expect(expectError(up.res, 413, 'archive_too_large').message).toContain(`at most ${DOCX_LIMITS.maxRatio} to 1`);
  });

  it('stops unpacking a part at the size its header states, when the header lies', async () => {
    // 1 MB stated, 400 MB inside, and no text, so a reader would go on to the end.
    const empty = '<w:p></w:p>';
    const liar = makeDocxOf(packRepeated(DOCX_BODY_HEAD, empty, (400 * MB) / empty.length, DOCX_BODY_TAIL), {}, { 'word/document.xml': MB });
    const started = Date.now();
    const up = await measuredUpload(app(), cookie, 'liar.docx', DOCX_TYPE, liar);
    expectError(up.res, 422, 'unreadable_file');
    expect(up.rssGrowthMb).toBeLessThan(100);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an archive of more parts than a document has, naming the limit', async () => {
    const parts = Object.fromEntries(Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, i) => [`word/media/p${i}.xml`, '']));
    const up = await measuredUpload(app(), cookie, 'many.docx', DOCX_TYPE, makeDocxOf(DOCX_BODY_HEAD + PARAGRAPH + DOCX_BODY_TAIL, parts));
    expect(expectError(up.res, 413, 'archive_too_large').message).toContain(`at most ${DOCX_LIMITS.maxEntries.toLocaleString('en')} files`);
  });

  it('reads only the beginning of a very long Word document: what the generators take, in bounded memory', async () => {
    const body = prose(3_000_000)
      .match(/[^.]+\./g)!
      .map((sentence) => `<w:p><w:r><w:t>${sentence}</w:t></w:r></w:p>`)
      .join('');
    const docx = makeDocxOf(DOCX_BODY_HEAD + body + DOCX_BODY_TAIL);
    const up = await measuredUpload(app(), cookie, 'thesis.docx', DOCX_TYPE, docx);
    expect(up.res.statusCode, up.res.body).toBe(200);
    const material = up.res.json<ExtractedMaterialDto>();
    expect(material.characters).toBe(STUDY_TEXT_MAX);
    expect(material.warnings?.join(' ')).toContain('cut to the first');
    expect(up.rssGrowthMb).toBeLessThan(100);
  });

  it(`refuses a PDF of more than ${PDF_MAX_PAGES.toLocaleString('en')} pages, naming the limit, without holding up other requests`, async () => {
    const pdf = makePdf(Array.from({ length: 2000 }, (_, i) => `Page ${i + 1}: the Krebs cycle.`));
    const up = await measuredUpload(app(), cookie, 'book.pdf', 'application/pdf', pdf);
    expect(expectError(up.res, 413, 'too_many_pages').message).toContain(`at most ${PDF_MAX_PAGES.toLocaleString('en')} pages`);
    expect(up.maxStallMs).toBeLessThan(250);
    expect(up.rssGrowthMb).toBeLessThan(100);
  });

  it('reads a long PDF only until the generators have all they take, and says how many pages it read', async () => {
    // 40 lines of 80 characters a page: pdf.js reads only what lies on the page.
    const page = (i: number) => `${i + 1}. ${prose(500)}`.match(/.{1,80}(\s|$)/g)!.slice(0, 40).join('\n');
    const pages = Array.from({ length: 900 }, (_, i) => page(i));
    const up = await measuredUpload(app(), cookie, 'long.pdf', 'application/pdf', makePdf(pages));
    expect(up.res.statusCode, up.res.body).toBe(200);
    const material = up.res.json<ExtractedMaterialDto>();
    expect(material.pages).toBe(900);
    expect(material.characters).toBe(STUDY_TEXT_MAX);
    expect(material.warnings?.join(' ')).toMatch(/Only the first \d+ of 900 pages were read/);
    expect(up.maxStallMs).toBeLessThan(250);
    expect(up.rssGrowthMb).toBeLessThan(100);
  });
});
