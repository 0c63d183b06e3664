import { pipeline, type Readable } from 'node:stream';
import { assertSafeText, ValidationError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import {
  FILE_REQUIRED_MESSAGE,
  MAX_UPLOAD_BYTES,
  PAPER_CONTENT_TYPES,
  WRONG_FILE_TYPE_MESSAGE,
  cleanOriginalName,
  paperExtension,
  type PaperExtension,
} from './upload/file-type.policy';
import { DocxInflationCheck } from './upload/docx-inflation.check';
import { PaperContentInspector } from './upload/paper-content.inspector';

/** A checked upload that now exists in storage, not yet tied to a submission row. */
export interface StoredPaper {
  key: string;
  size: number;
  contentType: string;
  originalName: string;
  extension: PaperExtension;
  sha256: string;
}

/**
 * Streams an uploaded paper into storage under a generated key, checking size and type on the way.
 * Either the whole checked file is stored, or nothing is (the storage port's put is all-or-nothing).
 */
export class PaperFileService {
  private readonly inflation: DocxInflationCheck;

  constructor(
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    private readonly maxBytes = MAX_UPLOAD_BYTES,
  ) {
    this.inflation = new DocxInflationCheck(storage, maxBytes);
  }

  async store(fileName: string | undefined, body: Readable): Promise<StoredPaper> {
    assertSafeText('paperFile', 'File name', fileName);
    const originalName = cleanOriginalName(fileName);
    if (!originalName) throw new ValidationError(FILE_REQUIRED_MESSAGE);
    const extension = paperExtension(originalName);
    if (!extension) throw new ValidationError(WRONG_FILE_TYPE_MESSAGE);

    const inspector = new PaperContentInspector(extension, this.maxBytes);
    // The body's own errors (client abort, size limit) reach the inspector and so the storage put.
    pipeline(body, inspector, () => undefined);
    const contentType = PAPER_CONTENT_TYPES[extension];
    const stored = await this.storage.put(generateObjectKey(extension), inspector, { contentType });
    if (extension !== 'txt') await this.refuseZipBomb(stored, extension);
    return {
      key: stored.key,
      size: stored.size,
      sha256: stored.sha256,
      contentType,
      originalName,
      extension,
    };
  }

  /** Checks a stored Office file (macros, real expansion, figures); a refused one is deleted first. */
  private async refuseZipBomb(
    stored: { key: string; size: number },
    extension: PaperExtension,
  ): Promise<void> {
    const { key } = stored;
    let problem: string | undefined;
    try {
      problem = await this.inflation.problem(stored, extension);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (!problem) return;
    await this.storage.delete(key);
    throw new ValidationError(problem);
  }

  /** Removes a stored upload whose submission was refused; never throws (logged instead). */
  async discard(paper: StoredPaper): Promise<void> {
    try {
      await this.storage.delete(paper.key);
    } catch (error) {
      this.logger.error({ err: error, key: paper.key }, 'could not delete a refused upload');
    }
  }
}
