import { useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { uploadAttachment, type ReviewerAttachment } from '../../api/review.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = /\.(docx?|pdf|txt)$/i;
export const ATTACHMENT_TEXTS = {
  wrongType: 'Please upload only DOC, DOCX, PDF, or TXT files',
  tooLarge: 'File size must be less than 10MB',
  failed: 'The file could not be attached. Please try again.',
  attached: 'Your file has been attached to your report',
} as const;

/**
 * The one file a reviewer may attach (issue 42, item 5): an annotated manuscript or notes. Checked here
 * as the server checks it; the editor decides whether the author gets it.
 */
export function AttachmentUpload({
  token,
  attachment,
  onAttached,
}: {
  token: string;
  attachment: ReviewerAttachment | null | undefined;
  onAttached: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setSuccess(null);
    if (!file) return;
    if (!ACCEPTED.test(file.name)) return setError(ATTACHMENT_TEXTS.wrongType);
    if (file.size > MAX_BYTES) return setError(ATTACHMENT_TEXTS.tooLarge);
    setError(null);
    setBusy(true);
    try {
      const answer = await uploadAttachment(token, file);
      setSuccess(answer.message ?? ATTACHMENT_TEXTS.attached);
      setFile(null);
      onAttached();
    } catch (failure) {
      setError(failedAnswer(failure)?.message || ATTACHMENT_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="review-attachment" role="group" aria-label="Attach a file">
      <h3>Attach a file (optional)</h3>
      <p className="review-text">
        One DOC, DOCX, PDF or TXT file of at most 10 MB, such as an annotated manuscript. The editor reads it
        and may pass it to the author; remove your name from it first.
      </p>
      {attachment && (
        <p className="review-text" data-testid="attached-file">
          Attached: {attachment.name}
        </p>
      )}
      <div className="review-attachment__row">
        <label className="review-attachment__picker">
          <span>{attachment ? 'Replace the file' : 'Choose a file'}</span>
          <input
            type="file"
            accept=".doc,.docx,.pdf,.txt"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </label>
        <SolidButton look="review" ghost disabled={!file || busy} onClick={() => void send()}>
          {busy ? 'Uploading...' : 'Upload file'}
        </SolidButton>
      </div>
      <FormMessage error={error} success={success} />
    </div>
  );
}
