/**
 * Issue 42 item 8: a paper's supplementary files, as the server checks them and the SPA hints at them
 * (the server is the judge: it also checks each file's first bytes). One list for both.
 */
export const SUPPLEMENTARY_LIMITS = { files: 5, bytes: 10 * 1024 * 1024 } as const;

/** The fixed safe list (journals set no list of their own yet, docs/product-decisions.md). */
export const SUPPLEMENTARY_EXTENSIONS = [
  'pdf',
  'docx',
  'xlsx',
  'zip',
  'csv',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'tif',
  'tiff',
] as const;
export type SupplementaryExtension = (typeof SUPPLEMENTARY_EXTENSIONS)[number];

/** The list as the messages and the form's hint name it. */
export const SUPPLEMENTARY_TYPES_TEXT = 'PDF, DOCX, XLSX, CSV, TXT, ZIP, PNG, JPG or TIF';

export const SUPPLEMENTARY_MESSAGES = {
  tooMany: `You can add at most ${SUPPLEMENTARY_LIMITS.files} supplementary files`,
  tooLarge: (name: string) => `Supplementary file "${name}" must be less than 10MB`,
  type: (name: string) =>
    `Supplementary file "${name}" is not an allowed type: upload ${SUPPLEMENTARY_TYPES_TEXT} files`,
} as const;

/** The allowed extension of a file name (case-insensitive), or undefined. */
export function supplementaryExtensionOf(fileName: string): SupplementaryExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return (SUPPLEMENTARY_EXTENSIONS as readonly string[]).includes(ext)
    ? (ext as SupplementaryExtension)
    : undefined;
}

/** What the author sees on the site for a file the server would refuse by name or size (not content). */
export function supplementaryFileProblem(file: { name: string; size: number }): string | undefined {
  if (!supplementaryExtensionOf(file.name)) return SUPPLEMENTARY_MESSAGES.type(file.name);
  if (file.size > SUPPLEMENTARY_LIMITS.bytes) return SUPPLEMENTARY_MESSAGES.tooLarge(file.name);
  return undefined;
}
