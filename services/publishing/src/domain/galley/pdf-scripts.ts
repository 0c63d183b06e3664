import { scriptActionIn } from './pdf-script-actions';
import { scriptNameInBytes } from './pdf-script-names';

export const PDF_SCRIPTS_MESSAGE = 'PDF galleys may not contain scripts';

/**
 * Why a galley must be refused for running code in a reader's viewer (issue 26, item 10), or undefined:
 * the structural walk through pdf-lib, then the byte scan (which also covers what pdf-lib cannot read).
 */
export async function findPdfScript(bytes: Buffer): Promise<string | undefined> {
  let structural: string | undefined;
  try {
    structural = await scriptActionIn(bytes);
  } catch {
    structural = undefined; // unreadable to pdf-lib: the byte scan decides
  }
  return structural ?? scriptNameInBytes(bytes);
}
