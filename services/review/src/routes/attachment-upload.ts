import type { Request } from 'express';
import { readWhole, receiveUpload } from '@journal/http';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MESSAGES,
  attachmentExtension,
  cleanAttachmentName,
  MAX_ATTACHMENT_BYTES,
} from '../domain/attachment/attachment-file.policy';
import type { ReceivedAttachment } from '../domain/attachment/report-attachments.service';

/**
 * The reviewer's one `file` part through the house receiver (@journal/http): a wrong type is refused
 * before a byte is read, more than 10 MB is 413, as for the author's upload.
 */
export async function receiveAttachment(req: Request): Promise<ReceivedAttachment> {
  const { file } = await receiveUpload(req, {
    fileField: ATTACHMENT_FIELD,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    tooLargeMessage: ATTACHMENT_MESSAGES.tooLarge,
    oneFileMessage: ATTACHMENT_MESSAGES.oneFile,
    unexpectedFileMessage: (name) => `Unexpected file field "${name}"; ${ATTACHMENT_MESSAGES.noFile}`,
    noFileMessage: ATTACHMENT_MESSAGES.noFile,
    accept: async ({ filename, stream }) => {
      const extension = attachmentExtension(filename);
      return { extension, name: cleanAttachmentName(filename), bytes: await readWhole(stream) };
    },
  });
  return file!;
}
