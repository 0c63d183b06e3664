import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import type { Admin, FileVersion } from '../../api/review-admin.api';
import { formatLongDate } from '../profile/format-date';
import {
  chooseProductionVersion,
  fetchProduction,
  fetchProductionPreview,
  uploadProductionFile,
  type Production,
} from './production.api';

const failureText = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { message?: unknown } | null)?.message === 'string'
    ? (error.body as { message: string }).message
    : 'The production file could not be set. Please try again.';

const CONVERSION: Record<Production['status'], string> = {
  converting: 'Converting to HTML and JATS…',
  ready: 'Converted; the proof went to the authors',
  failed: 'The conversion failed',
};
/** What readers see while this file is (or is not) the public full text. */
function publicTextLine(p: Production): string {
  if (!p.publicText) return 'No full text is public yet';
  if (!p.draft) return "This file's text";
  const kept = `The text of file ${p.publicText.generation} (since ${formatLongDate(p.publicText.publishedAt)})`;
  if (p.status === 'converting') return `${kept} stays up while this file converts`;
  if (p.status === 'failed') return `${kept} stays up; this file's conversion failed`;
  return `${kept} stays up until the authors approve this draft's proof`;
}

const PROOF: Record<Production['proof']['status'], string> = {
  none: 'No proof sent yet',
  sent: 'Sent to the authors, waiting for their answer',
  approved: 'Approved by the authors',
  corrections: 'The authors asked for corrections',
};

/**
 * The production file from acceptance on (issue 31): a version of the paper or an uploaded final .docx,
 * its conversion's state (read again every few seconds while converting), the preview and the proof.
 */
export function ProductionPanel(props: { submissionId: string; admin: Admin; versions: FileVersion[] }) {
  const { submissionId, admin } = props;
  const queryClient = useQueryClient();
  const key = ['admin', 'submission', submissionId, 'production'];
  const production = useQuery({
    queryKey: key,
    queryFn: () => fetchProduction(submissionId, admin),
    refetchInterval: (query) => (query.state.data?.status === 'converting' ? 2000 : false),
  });
  const newest = Math.max(0, ...props.versions.map((v) => v.number));
  const [version, setVersion] = useState(String(newest || ''));
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const submit = async (choose: () => Promise<Production>) => {
    setBusy(true);
    setMessage('');
    setPreview(null);
    try {
      queryClient.setQueryData(key, await choose());
    } catch (error) {
      setMessage(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const onChooseVersion = (event: FormEvent) => {
    event.preventDefault();
    void submit(() => chooseProductionVersion(submissionId, Number(version), admin));
  };
  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMessage('Choose a .docx file to upload');
    void submit(() => uploadProductionFile(submissionId, file, admin));
  };
  const showPreview = async () => {
    try {
      setPreview((await fetchProductionPreview(submissionId, admin)) ?? '');
    } catch (error) {
      setMessage(failureText(error));
    }
  };

  const current = production.data;
  return (
    <div className="detail-production" data-testid="production-panel">
      {production.isPending && <p className="detail-empty">Loading the production file...</p>}
      {production.isError && <p className="detail-empty">The production file could not be loaded.</p>}
      {production.isSuccess && !current && <p className="detail-empty">No production file chosen yet.</p>}
      {current && (
        <dl className="detail-production__state">
          <dt>File</dt>
          <dd>{current.version ? `Version ${current.version}` : 'Uploaded final file'}</dd>
          <dt>Conversion</dt>
          <dd data-testid="production-status">
            {CONVERSION[current.status]}
            {current.error ? `: ${current.error}` : ''}
          </dd>
          <dt>Public full text</dt>
          <dd data-testid="public-text">{publicTextLine(current)}</dd>
          <dt>Proof</dt>
          <dd data-testid="proof-status">
            {PROOF[current.proof.status]}
            {current.proof.corrections ? (
              <blockquote className="detail-production__corrections">{current.proof.corrections}</blockquote>
            ) : null}
          </dd>
        </dl>
      )}
      {current?.status === 'failed' && (
        <p className="detail-empty">Choose a version or upload a corrected file to convert it again.</p>
      )}
      {current?.status === 'ready' && (
        <p>
          {current.draft && <span className="detail-production__draft">Draft </span>}
          <button type="button" className="button button--secondary" onClick={() => void showPreview()}>
            Show preview
          </button>{' '}
          <a href={current.previewUrl} target="_blank" rel="noreferrer">
            The authors' proof page
          </a>
        </p>
      )}
      {preview !== null && (
        // The server sanitized the HTML; the sandbox keeps the document away from the editor's session too.
        <iframe
          className="detail-production__preview"
          title="Production preview"
          sandbox=""
          srcDoc={preview}
        />
      )}
      {props.versions.length > 0 && (
        <form className="detail-production__form" onSubmit={onChooseVersion}>
          <label>
            Paper version{' '}
            <select value={version} onChange={(e) => setVersion(e.target.value)}>
              {[...props.versions]
                .sort((a, b) => b.number - a.number)
                .map((v) => (
                  <option key={v.number} value={v.number}>
                    Version {v.number} ({v.name})
                  </option>
                ))}
            </select>
          </label>{' '}
          <button type="submit" className="button" disabled={busy}>
            Use this version
          </button>
        </form>
      )}
      <form className="detail-production__form" onSubmit={onUpload}>
        <label>
          Final file (.docx){' '}
          <input
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>{' '}
        <button type="submit" className="button" disabled={busy}>
          Upload
        </button>
      </form>
      {message && (
        <p className="form-message form-message--error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
