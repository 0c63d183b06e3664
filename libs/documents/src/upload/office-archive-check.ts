import * as CFB from 'cfb';
import JSZip from 'jszip';
import { readCentralDirectory, type CentralEntry } from '../zip/central-directory';
import { measureInflation } from '../zip/inflated-size';
import { readImageHeader, tooManyPixels } from './image-header';
import { ARCHIVE_LIMITS, MAX_IMAGE_PIXELS, imageTooLargeMessage, MACRO_MESSAGE } from './upload-rules';

export type OfficeProblem =
  | { problem: 'macros' | 'image_too_large'; message: string }
  | { problem: 'too_large' | 'ratio' | 'unreadable' };

/** Parts only macro-enabled documents hold: the VBA project and its data, wherever they sit. */
const MACRO_PART = /(^|\/)(vbaproject\.bin|vbadata\.xml)$/i;
/** Content types of macro-enabled main parts (.docm, .xlsm, .pptm, .dotm). */
const MACRO_CONTENT_TYPE = /macroEnabled/i;
/** Where Office packages keep embedded images. */
const MEDIA_PART = /^(word|xl|ppt)\/media\//i;

/** Whether a ZIP's directory lists a macro part (a cheap first look while an upload streams). */
export function listsMacroPart(entries: readonly Pick<CentralEntry, 'name'>[]): boolean {
  return entries.some((entry) => MACRO_PART.test(entry.name));
}

async function packageProblem(bytes: Buffer): Promise<OfficeProblem | undefined> {
  const zip = await JSZip.loadAsync(bytes);
  const types = await zip.file('[Content_Types].xml')?.async('string');
  if (types && MACRO_CONTENT_TYPE.test(types)) return { problem: 'macros', message: MACRO_MESSAGE };
  // Figures are decoded by converters and readers: one declaring too many pixels is refused here.
  // Inflating them is bounded: the whole archive was measured under ARCHIVE_LIMITS first.
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || !MEDIA_PART.test(entry.name)) continue;
    const header = readImageHeader(Buffer.from(await entry.async('uint8array')));
    if (header && tooManyPixels(header, MAX_IMAGE_PIXELS))
      return {
        problem: 'image_too_large',
        message: imageTooLargeMessage(`The figure ${entry.name}`, header.width!, header.height!),
      };
  }
  return undefined;
}

/**
 * Why an Office Open XML file (.docx) is refused, or undefined: a macro part or macro-enabled content
 * type, an archive that expands beyond ARCHIVE_LIMITS (really inflated, not as declared), or a figure
 * above MAX_IMAGE_PIXELS. The one check every .docx upload passes through.
 */
export async function officeArchiveProblem(bytes: Buffer): Promise<OfficeProblem | undefined> {
  const directory = readCentralDirectory(bytes, bytes.length);
  if (!directory.ok) return { problem: 'unreadable' };
  if (listsMacroPart(directory.entries)) return { problem: 'macros', message: MACRO_MESSAGE };
  const inflation = await measureInflation(bytes, ARCHIVE_LIMITS);
  if (!inflation.ok) return { problem: inflation.problem };
  try {
    return await packageProblem(bytes);
  } catch {
    return { problem: 'unreadable' };
  }
}

/** Storages of a legacy Office file (.doc) that hold VBA macros. */
const CFB_MACRO_STORAGE = /(^|\/)(macros|_vba_project_cur|vba)(\/|$)/i;

/** Why a legacy Office file (.doc, compound file) is refused: it carries a VBA project. */
export function compoundFileProblem(bytes: Buffer): OfficeProblem | undefined {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return { problem: 'unreadable' };
  }
  if (container.FullPaths.some((name) => CFB_MACRO_STORAGE.test(name)))
    return { problem: 'macros', message: MACRO_MESSAGE };
  return undefined;
}
