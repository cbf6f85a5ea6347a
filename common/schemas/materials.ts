/** POST /api/materials/extract: study material uploaded as a file (spec issue 5 §6). */

/** Largest file accepted (bytes). */
export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
/** Kinds of file read, recognised by their content, never by their name. */
export const MATERIAL_KINDS = ['pdf', 'docx', 'text'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export interface ExtractedMaterialDto {
  kind: MaterialKind;
  text: string;
  /** PDF only: its page count. */
  pages?: number;
  /** Characters of `text`. */
  characters: number;
  /** Things the student should know (text cut to the generator's limit, DOCX parts skipped…). */
  warnings?: string[];
}
