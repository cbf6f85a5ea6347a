import { STUDY_TEXT_MAX } from '@common/schemas/flashcards';
import { MATERIAL_MAX_BYTES, type ExtractedMaterialDto, type MaterialKind } from '@common/schemas/materials';
import { AppError } from '../../lib/errors';
import type { WorkerPool } from '../../workers/pool';
import { docxText } from './docx-text';
import { decodeTextFile } from './text-encoding';

export const UNSUPPORTED_FILE = 'This file type is not supported. Upload a PDF, a Word document (.docx), or a Markdown or text file.';
export const SCANNED_PDF = 'This PDF has no text layer (it looks scanned). Copy the text in, or use a PDF with selectable text.';
export const FILE_TOO_LARGE = `The file is too large. Upload a file of at most ${MATERIAL_MAX_BYTES / (1024 * 1024)} MB.`;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');

/**
 * What a file is, from its bytes, never from its name or the browser's type: a PDF starts with
 * `%PDF-` (within its first KB, as readers allow), a DOCX is a ZIP holding `word/document.xml`
 * (part names are stored uncompressed in the archive), text is what `decodeTextFile` can read
 * (UTF-8, UTF-16 with a byte-order mark, or Windows-1252, without NULs).
 */
export function detectMaterialKind(buf: Buffer): MaterialKind | null {
  const pdfAt = buf.subarray(0, 1024).indexOf(PDF_MAGIC);
  if (pdfAt !== -1) return 'pdf';
  if (buf.subarray(0, 4).equals(ZIP_MAGIC)) return buf.includes(DOCX_PART) ? 'docx' : null;
  if (buf.length === 0) return null;
  return decodeTextFile(buf) ? 'text' : null;
}

function tidyText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Pages a PDF may have: a book longer than this is not one upload's worth of study material. */
export const PDF_MAX_PAGES = 1_000;

/** Characters read from a file before tidying: tidying only shortens, and beyond this the generators take nothing more. */
const RAW_TEXT_MAX = STUDY_TEXT_MAX * 2;

interface PdfText {
  text: string;
  pages: number;
  /** Pages read before the text reached what the generators take. */
  pagesRead: number;
}

/**
 * A PDF's text layer, page by page, stopping once the generators have all they take: a 1,000-page
 * PDF whose first 40 pages hold 100,000 characters costs 40 pages of parsing, not 1,000.
 */
async function pdfText(buf: Buffer): Promise<PdfText> {
  // unpdf (pdf.js) is loaded on first use: most instances never read a PDF
  const { getDocumentProxy } = await import('unpdf');
  const unreadable = () => new AppError('unreadable_file', 'This PDF could not be read. It may be damaged or password-protected.', 422);
  const pdf = await getDocumentProxy(new Uint8Array(buf)).catch(() => {
    throw unreadable();
  });
  try {
    if (pdf.numPages > PDF_MAX_PAGES) {
      throw new AppError(
        'too_many_pages',
        `This PDF has ${pdf.numPages.toLocaleString('en')} pages; StudyPilot reads PDFs of at most ${PDF_MAX_PAGES.toLocaleString('en')} pages. Upload the chapters you are studying.`,
        413,
      );
    }
    const texts: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages && characters <= RAW_TEXT_MAX; number++) {
      const page = await pdf.getPage(number).catch(() => {
        throw unreadable();
      });
      const content = await page.getTextContent();
      const pageText = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      texts.push(pageText);
      characters += pageText.length;
    }
    const text = texts.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n');
    return { text, pages: pdf.numPages, pagesRead: texts.length };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The text of an uploaded study file (PDF, DOCX, Markdown or plain text), for the flashcard and
 * quiz generators. Text beyond what a generator takes is cut, with a warning saying so.
 */
export async function extractMaterial(buf: Buffer): Promise<ExtractedMaterialDto> {
  const kind = detectMaterialKind(buf);
  if (!kind) throw new AppError('unsupported_media_type', UNSUPPORTED_FILE, 415);
  const warnings: string[] = [];
  let text: string;
  let pages: number | undefined;
  if (kind === 'pdf') {
    const pdf = await pdfText(buf);
    text = tidyText(pdf.text);
    pages = pdf.pages;
    if (!/[\p{L}\p{N}]/u.test(text)) throw new AppError('no_text_layer', SCANNED_PDF, 422);
    if (pdf.pagesRead < pdf.pages) {
      warnings.push(`Only the first ${pdf.pagesRead.toLocaleString('en')} of ${pdf.pages.toLocaleString('en')} pages were read: they hold the most text the generators take.`);
    }
  } else if (kind === 'docx') {
    const docx = await docxText(buf, RAW_TEXT_MAX);
    text = tidyText(docx.text);
    if (docx.skippedObjects) warnings.push('Some parts of the document (images, embedded objects) were skipped.');
  } else {
    // detectMaterialKind has read these bytes as text already, so this is never null
    text = tidyText(decodeTextFile(buf)?.text ?? '');
  }
  if (!text) throw new AppError('empty_file', 'This file has no text in it.', 422);
  if (text.length > STUDY_TEXT_MAX) {
    text = text.slice(0, STUDY_TEXT_MAX);
    warnings.push(`The text was cut to the first ${STUDY_TEXT_MAX.toLocaleString('en')} characters, the most the generators take.`);
  }
  return { kind, text, ...(pages !== undefined ? { pages } : {}), characters: text.length, ...(warnings.length ? { warnings } : {}) };
}

/**
 * `extractMaterial` in a worker thread: parsing a 10 MB PDF or DOCX takes real CPU, which must not
 * hold up other requests. Its time limit and queue bound are the pool's (422 `too_slow`, 429 `busy`).
 */
export function readMaterial(pool: WorkerPool, buf: Buffer, signal: AbortSignal): Promise<ExtractedMaterialDto> {
  return pool.run({ kind: 'material', bytes: buf }, { signal });
}
