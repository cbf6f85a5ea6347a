import { Parser } from 'htmlparser2';
import { AppError } from '../../lib/errors';
import { openZip, type ZipLimits } from '../../lib/zip-archive';

/**
 * What a Word document may hold. A real one is a few hundred parts; its images are stored packed
 * at close to 1:1, its XML at 5–20:1. A zip bomb is thousands to one.
 */
export const DOCX_LIMITS: ZipLimits = { maxEntries: 5_000, maxUnpackedBytes: 128 * 1024 * 1024, maxRatio: 100 };

const BODY_PART = 'word/document.xml';

export interface DocxText {
  text: string;
  /** The document went on past `maxChars`: what is here is its beginning. */
  cut: boolean;
  /** It has images, drawings or embedded objects, which carry no text here. */
  skippedObjects: boolean;
}

/** Tags whose presence means content the text does not carry. */
const OBJECT_TAGS = new Set(['w:drawing', 'w:pict', 'w:object']);

/**
 * The text of a DOCX's body, read as a stream: the archive is checked against `DOCX_LIMITS` from its
 * central directory first, then `word/document.xml` is unpacked and parsed piece by piece and
 * reading stops once `maxChars` characters are in hand. Memory stays a few hundred KB whatever the
 * document's size. Paragraphs end in a blank line, tabs and line breaks are kept, text boxes are
 * read once (their fallback copy is skipped), deleted text (tracked changes) and field codes are
 * left out.
 */
export async function docxText(buf: Buffer, maxChars: number): Promise<DocxText> {
  const label = 'This Word document';
  const zip = await openZip(buf, DOCX_LIMITS, label);
  const stream = await zip.open(BODY_PART);
  if (!stream) throw new AppError('unreadable_file', `${label} could not be read. It may be damaged.`, 422);

  let text = '';
  let cut = false;
  let skippedObjects = false;
  let inText = 0;
  let inRun = 0;
  let inFallback = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'mc:Fallback') inFallback += 1;
        if (inFallback) return;
        if (name === 'w:r') inRun += 1;
        else if (name === 'w:t') inText += 1;
        else if (inRun && name === 'w:tab') text += '\t';
        else if (inRun && (name === 'w:br' || name === 'w:cr')) text += '\n';
        else if (inRun && name === 'w:noBreakHyphen') text += '-';
        else if (OBJECT_TAGS.has(name)) skippedObjects = true;
      },
      ontext(data) {
        if (inText && !inFallback) text += data;
      },
      onclosetag(name) {
        if (name === 'mc:Fallback') inFallback -= 1;
        if (inFallback) return;
        if (name === 'w:r') inRun -= 1;
        else if (name === 'w:t') inText -= 1;
        else if (name === 'w:p') text += '\n\n';
      },
    },
    { xmlMode: true, decodeEntities: true },
  );

  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (text.length > maxChars) {
        cut = true;
        break;
      }
    }
  } catch {
    throw new AppError('unreadable_file', `${label} could not be read. It may be damaged.`, 422);
  } finally {
    stream.destroy();
  }
  if (!cut) parser.end();
  return { text: cut ? text.slice(0, maxChars) : text, cut, skippedObjects };
}
