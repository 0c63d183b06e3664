import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, serverMessageOr } from '../../api/api-error';
import {
  correctMetadata,
  fetchEditableMetadata,
  type EditableMetadata,
  type MetadataVersion,
} from '../../api/metadata-corrections.api';
import type { Admin } from '../../api/review-admin.api';
import { SolidButton } from '../../components/ui/solid-button.component';
import { PaperDetailsFields } from '../paper-details/paper-details-fields.component';
import {
  emptyCoAuthor,
  validateDraft,
  type PaperDetailsDraft,
  type PaperDetailsErrors,
} from '../paper-details/paper-details.draft';
import { formatDateTime } from '../profile/format-date';
import { metadataFieldList } from './metadata-field-labels';

const LOAD_FAILED = 'The paper details could not be loaded. Please reload the page.';
const SAVE_FAILED = 'The paper details could not be saved. Please try again.';

function draftOf(metadata: EditableMetadata): PaperDetailsDraft {
  return {
    paperTitle: metadata.paperTitle,
    abstract: metadata.abstract,
    keywords: metadata.keywords,
    keywordInput: '',
    coAuthors: metadata.coAuthors.map((c) => ({
      ...emptyCoAuthor(),
      givenNames: c.givenNames,
      familyName: c.familyName,
      email: c.email,
      affiliation: c.affiliation ?? '',
      orcid: c.orcid ?? '',
    })),
  };
}

/** The server's 400 as the form marks it: its message at the field it names (issue 42 item 3). */
function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const body = error.body as { field?: unknown; message?: unknown } | null;
  return typeof body?.field === 'string' && typeof body.message === 'string'
    ? { field: body.field, message: body.message }
    : undefined;
}

/** The corrections so far, newest first: who, when, which fields. */
function VersionHistory({ versions }: { versions: MetadataVersion[] }) {
  if (versions.length === 0) return <p className="detail-empty">No corrections by the editors yet</p>;
  return (
    <ol className="detail-history" aria-label="Corrections of the paper details">
      {versions.map((v) => (
        <li key={v.version}>
          <span>
            <strong>Corrected</strong> · {metadataFieldList(v.changes.map((c) => c.field))}
            <span className="detail-activity__actor">
              {' '}
              ({v.changed_by.name}, {v.changed_by.role})
            </span>
          </span>
          <time dateTime={v.changed_at}>{formatDateTime(v.changed_at)}</time>
        </li>
      ))}
    </ol>
  );
}

/** The author's own affiliation and ORCID iD on the paper, beside the shared fields. */
function AuthorFacts(props: {
  affiliation: string;
  orcid: string;
  errors: Record<string, string | undefined>;
  disabled: boolean;
  onChange: (facts: { affiliation: string; orcid: string }) => void;
}) {
  const id = useId();
  const field = (key: 'affiliation' | 'orcid', label: string, name: string) => (
    <div className="paper-details__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="text-input paper-details__input"
        value={props[key]}
        disabled={props.disabled}
        aria-invalid={props.errors[name] ? true : undefined}
        onChange={(e) =>
          props.onChange({ affiliation: props.affiliation, orcid: props.orcid, [key]: e.target.value })
        }
      />
      {props.errors[name] && <p className="paper-details__error">{props.errors[name]}</p>}
    </div>
  );
  return (
    <>
      {field('affiliation', "Author's affiliation (optional)", 'authorAffiliation')}
      {field('orcid', "Author's ORCID iD (optional)", 'authorOrcid')}
    </>
  );
}

/**
 * "Paper details" on the editor's page (issue 42 item 3): the current metadata, an Edit form with the
 * author's fields and rules (the author's form components), saved with `PUT .../metadata` at any stage,
 * the server's field errors marked in place, and the history of the editors' corrections.
 */
export function PaperDetailsPanel(props: {
  submissionId: string;
  authorEmail: string;
  admin: Admin;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const queryKey = ['admin', 'submission', props.submissionId, 'metadata'];
  const metadata = useQuery({
    queryKey,
    queryFn: () => fetchEditableMetadata(props.submissionId, props.admin),
  });
  const [draft, setDraft] = useState<PaperDetailsDraft | null>(null);
  const [facts, setFacts] = useState({ affiliation: '', orcid: '' });
  const [errors, setErrors] = useState<PaperDetailsErrors>({});
  const [factErrors, setFactErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  if (metadata.isPending) return <p className="detail-empty">Loading paper details...</p>;
  if (metadata.isError) return <p className="detail-empty">{LOAD_FAILED}</p>;
  const { metadata: current, versions } = metadata.data.data;

  const startEditing = () => {
    setDraft(draftOf(current));
    setFacts({ affiliation: current.authorAffiliation ?? '', orcid: current.authorOrcid ?? '' });
    setErrors({});
    setFactErrors({});
    setMessage(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setMessage(null);
    const checked = validateDraft(draft, props.authorEmail);
    setErrors(checked.errors);
    setFactErrors({});
    if (!checked.details) return;
    setBusy(true);
    try {
      const answer = await correctMetadata(
        props.submissionId,
        { ...checked.details, authorAffiliation: facts.affiliation, authorOrcid: facts.orcid },
        props.admin,
      );
      queryClient.setQueryData(queryKey, answer);
      setDraft(null);
      setMessage({ text: answer.message ?? 'Paper details corrected', error: false });
      props.onSaved();
    } catch (error) {
      const problem = serverFieldError(error);
      if (problem?.field === 'authorAffiliation' || problem?.field === 'authorOrcid')
        setFactErrors({ [problem.field]: problem.message });
      else if (problem) setErrors({ [problem.field]: problem.message });
      setMessage({ text: serverMessageOr(error, SAVE_FAILED), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="detail-paper-details">
      {message && (
        <p
          className={`form-message ${message.error ? 'form-message--error' : 'form-message--success'}`}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {draft ? (
        <form onSubmit={onSubmit} noValidate aria-label="Edit paper details">
          <PaperDetailsFields draft={draft} errors={errors} onChange={setDraft} disabled={busy} />
          <AuthorFacts
            affiliation={facts.affiliation}
            orcid={facts.orcid}
            errors={factErrors}
            disabled={busy}
            onChange={setFacts}
          />
          <div className="admin-actions">
            <SolidButton look="admin" variant="small" type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save details'}
            </SolidButton>
            <SolidButton look="admin" variant="small" ghost disabled={busy} onClick={() => setDraft(null)}>
              Cancel
            </SolidButton>
          </div>
        </form>
      ) : (
        <>
          <p className="detail-paper-details__title" data-testid="paper-details-title">
            {current.paperTitle}
          </p>
          <div className="admin-actions">
            <SolidButton look="admin" variant="small" onClick={startEditing}>
              Edit
            </SolidButton>
          </div>
        </>
      )}
      <h3 className="detail-subheading">Corrections</h3>
      <VersionHistory versions={versions} />
    </div>
  );
}
