// The licence and PDF galley forms of the Publication card: for the article once published, and for the
// paper being prepared for publication from acceptance on (issue 29).
import { useState, type FormEvent } from 'react';
import type { PublishingFormActions, PublishingNotice } from './publishing-edits.hook';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const MAX_GALLEY_BYTES = 50 * 1024 * 1024;
const GALLEY_TOO_LARGE = 'The PDF must be 50 MB or smaller';

/** `current` null: nothing chosen yet (a paper being prepared), so the list starts on a prompt. */
export function LicenceForm(props: {
  current: string | null;
  licences: string[];
  disabled: boolean;
  onSave(value: string): void;
}) {
  const [value, setValue] = useState(props.current ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(value);
  };
  return (
    <form className="publishing-panel__row" onSubmit={submit}>
      <label htmlFor="article-licence">Licence</label>
      <select
        id="article-licence"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        disabled={props.disabled}
      >
        {props.current === null && <option value="">Choose a licence</option>}
        {props.licences.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn-secondary"
        disabled={props.disabled || value === '' || value === props.current}
      >
        Save licence
      </button>
    </form>
  );
}

export function GalleyForm(props: {
  /** The stored PDF (a url once published, for the editor to check it). */
  galley: { size: number; url?: string } | null;
  disabled: boolean;
  onUpload(file: File): void;
  onRefused(message: string): void;
  onRemove(): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { galley } = props;
  return (
    <div className="publishing-panel__galley">
      <p>
        PDF galley:{' '}
        {galley ? (
          <>
            {galley.url ? (
              <a href={galley.url} type="application/pdf">
                Download PDF
              </a>
            ) : (
              'uploaded'
            )}{' '}
            ({sizeText(galley.size)})
          </>
        ) : (
          'none yet'
        )}
      </p>
      <form
        className="publishing-panel__row"
        onSubmit={(event) => {
          event.preventDefault();
          // Refused here too, so a 50 MB+ file is never sent only to be refused (413).
          if (file && file.size > MAX_GALLEY_BYTES) props.onRefused(GALLEY_TOO_LARGE);
          else if (file) props.onUpload(file);
        }}
      >
        <label htmlFor="article-galley">{galley ? 'Replace PDF' : 'Upload PDF'} (up to 50 MB)</label>
        <input
          id="article-galley"
          type="file"
          accept="application/pdf,.pdf"
          disabled={props.disabled}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="btn btn-secondary" disabled={props.disabled || !file}>
          Upload
        </button>
        {galley && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={props.disabled}
            onClick={props.onRemove}
          >
            Remove PDF
          </button>
        )}
      </form>
    </div>
  );
}

/** Both forms, acting through usePublishingEdits; `licence` null: none chosen yet. */
export function LicenceAndGalleyForms(props: {
  licence: string | null;
  licences: string[];
  galley: { size: number; url?: string } | null;
  actions: PublishingFormActions;
}) {
  const { actions } = props;
  return (
    <>
      <LicenceForm
        key={props.licence ?? ''}
        current={props.licence}
        licences={props.licences}
        disabled={actions.disabled}
        onSave={actions.onSaveLicence}
      />
      <GalleyForm
        galley={props.galley}
        disabled={actions.disabled}
        onUpload={actions.onUpload}
        onRefused={actions.onRefused}
        onRemove={actions.onRemove}
      />
    </>
  );
}

/** How the card's last action went, announced politely; kept in the page while empty so it is announced. */
export function PublishingNoticeLine({ notice }: { notice: PublishingNotice }) {
  return (
    <p
      className={notice?.kind === 'error' ? 'publishing-panel__error' : 'publishing-panel__ok'}
      role="status"
      aria-live="polite"
    >
      {notice?.text ?? ''}
    </p>
  );
}
