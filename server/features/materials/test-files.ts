import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Tiny real files for the material-extraction tests, built in memory so the suite carries no
 * binary fixtures: a PDF with a text layer (or without one, as a scan has), a DOCX (a ZIP with
 * word/document.xml), UTF-16 text, and a multipart/form-data body to upload them with.
 */

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page-per-entry PDF 1.4 with correct xref offsets; `\n` starts a new line; `null` pages draw a line but no text. */
export function makePdf(pages: Array<string | null>): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const pageId = pageIds[i];
    const lines = (text ?? '').split('\n').map((line) => `(${pdfString(line)}) Tj`);
    const content = text === null ? '10 10 m 200 200 l S' : `BT /F1 12 Tf 14 TL 72 720 Td ${lines.join(' T* ')} ET`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageId + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function packPart(data: Buffer): PackedPart {
  return { packed: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/**
 * `head`, then `unit` repeated `times`, then `tail`, deflated: a part that unpacks to hundreds of MB,
 * built without ever holding it. Each piece is deflated on its own and ends byte-aligned
 * (Z_SYNC_FLUSH), so the pieces concatenate into one valid stream and the repeated 1 MB block is
 * compressed once.
 */
export function packRepeated(head: string, unit: string, times: number, tail: string): PackedPart {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(unit)));
  const block = Buffer.from(unit.repeat(perBlock), 'utf8');
  const piece = (buf: Buffer) => deflateRawSync(buf, { finishFlush: constants.Z_SYNC_FLUSH });
  const packedBlock = piece(block);
  const out: Buffer[] = [];
  let crc = 0;
  let size = 0;
  const add = (raw: Buffer, packed = piece(raw)) => {
    crc = crc32(raw, crc);
    size += raw.length;
    out.push(packed);
  };
  add(Buffer.from(head, 'utf8'));
  let left = times;
  for (; left >= perBlock; left -= perBlock) add(block, packedBlock);
  add(Buffer.from(unit.repeat(left) + tail, 'utf8'));
  out.push(deflateRawSync(Buffer.alloc(0)));
  return { packed: Buffer.concat(out), crc, size };
}

/** A part already deflated (a bomb is built without ever holding its unpacked bytes). */
export interface PackedPart {
  packed: Buffer;
  crc: number;
  size: number;
}

/**
 * A ZIP archive (deflated entries) of the given files. `stated` makes the headers lie about a part's
 * unpacked size, as a crafted archive does.
 */
export function makeZip(files: Record<string, string | Buffer | PackedPart>, stated: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const part = typeof content === 'string' || Buffer.isBuffer(content) ? packPart(Buffer.from(content)) : content;
    const { packed, crc } = part;
    const size = stated[name] ?? part.size;
    const nameBuf = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + packed.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const DOCX_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};

/** Opening and closing of `word/document.xml` around its body's XML. */
export const DOCX_BODY_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
export const DOCX_BODY_TAIL = '</w:body></w:document>';

/** A Word document whose `word/document.xml` is `document` (raw or already packed), plus any `extra` parts. */
export function makeDocxOf(document: string | PackedPart, extra: Record<string, string | Buffer | PackedPart> = {}, stated: Record<string, number> = {}): Buffer {
  return makeZip({ ...DOCX_PARTS, 'word/document.xml': document, ...extra }, stated);
}

/** A minimal Word document with one paragraph per entry. */
export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('');
  return makeDocxOf(DOCX_BODY_HEAD + body + DOCX_BODY_TAIL);
}

/** Text as Windows Notepad saves it in "UTF-16 LE" or "UTF-16 BE": a byte-order mark, then two bytes a unit. */
export function makeUtf16Text(text: string, byteOrder: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return byteOrder === 'le' ? le : le.swap16();
}

/** A multipart/form-data body holding one file (and its content type header). */
export function multipartBody(file: { name: string; type: string; data: Buffer }, fieldName = 'file'): { payload: Buffer; contentType: string } {
  const boundary = `----studypilot${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return { payload: Buffer.concat([head, file.data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
