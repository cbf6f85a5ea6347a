import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from './errors';

/**
 * How much an uploaded archive (a Word document, an Anki package, a ZIP import) may hold. Checked
 * from the central directory before any part is unpacked, and again while a part is unpacked: a
 * part that inflates past the size its header states is refused at that byte (yauzl's
 * `validateEntrySizes`), so a lying header cannot get round the caps.
 */
export interface ZipLimits {
  /** Files in the archive. */
  maxEntries: number;
  /** Their unpacked sizes added up, in bytes. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of any one part larger than `ratioFloorBytes`. */
  maxRatio: number;
}

/** Parts smaller than this may compress as well as they like: a blank 200 KB style sheet is harmless. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface ZipArchive {
  /** Streams one part's unpacked bytes (an error ends it if the part is damaged); `null` when there is no such part. */
  open(name: string): Promise<Readable | null>;
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB).toLocaleString('en')} MB` : `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`);

function tooLarge(message: string): AppError {
  return new AppError('archive_too_large', message, 413);
}

/**
 * Opens a ZIP archive held in memory and checks it against `limits` from its central directory.
 * `label` names the file to the student ("This Word document"); every refusal says which limit it
 * met. A damaged or encrypted archive is a 422 `unreadable_file`.
 */
export async function openZip(buf: Buffer, limits: ZipLimits, label: string): Promise<ZipArchive> {
  const damaged = () => new AppError('unreadable_file', `${label} could not be read. It may be damaged.`, 422);
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, file) => (err || !file ? reject(damaged()) : resolve(file)));
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooLarge(`${label} holds ${zip.entryCount.toLocaleString('en')} files; StudyPilot reads archives of at most ${limits.maxEntries.toLocaleString('en')} files.`);
  }
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (err: AppError) => {
      zip.close();
      reject(err);
    };
    zip.on('error', () => fail(damaged()));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) return fail(new AppError('unreadable_file', `${label} is password-protected. Remove the password and upload it again.`, 422));
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) {
        return fail(tooLarge(`${label} unpacks to more than ${sizeText(limits.maxUnpackedBytes)}, the most StudyPilot reads.`));
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio) {
        return fail(
          tooLarge(
            `${label} has a part that unpacks to ${Math.round(ratio).toLocaleString('en')} times its packed size (${sizeText(entry.uncompressedSize)}); StudyPilot reads parts packed at most ${limits.maxRatio} to 1.`,
          ),
        );
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });

  async function open(name: string): Promise<Readable | null> {
    const entry = entries.get(name);
    if (!entry) return null;
    // A part that unpacks past its stated size ends its stream with an error at that byte.
    return new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(damaged()) : resolve(stream)));
    });
  }

  return { open };
}
