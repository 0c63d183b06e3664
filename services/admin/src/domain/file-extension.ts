import path from 'node:path';

/** "Report.DOCX" -> "docx". */
export function fileExtension(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}
