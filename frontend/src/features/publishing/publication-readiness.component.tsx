import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOr } from '../../api/client';
import { Spinner } from '../../components/ui/spinner.component';
import type { AdminIdentity } from '../admin/admin-access';
import { PublishButton } from './publish-button.component';
import { LicenceAndGalleyForms, PublishingNoticeLine } from './publishing-forms.component';
import { usePublishingEdits } from './publishing-edits.hook';
import {
  fetchPreparation,
  removePreparedGalley,
  savePreparedLicence,
  uploadPreparedGalley,
  type PreparationView,
} from './publication-preparation.api';

/** The licence an article gets when none was chosen (publishing's articles.licence default). */
export const DEFAULT_LICENCE = 'CC BY 4.0';
export const SKIP_GALLEY_LABEL = 'Publish without a PDF galley';
export const DEFAULT_LICENCE_LABEL = `Use the journal's default licence (${DEFAULT_LICENCE})`;
export const NOT_READY_TEXT =
  'To publish, set the licence and upload the PDF galley, or tick what to go without.';
export const PREPARE_AFTER_ACCEPTANCE_TEXT =
  'The licence and PDF galley can be set once the paper is accepted.';

export function publishConfirmation(licence: string, withGalley: boolean): string {
  return `Publish this paper now under ${licence}, ${withGalley ? 'with its PDF galley' : 'without a PDF galley'}?`;
}

/**
 * The Publication card before the article exists (issue 29 item 6): from acceptance on, the editor sets
 * the licence and uploads the PDF galley (kept by publishing until the first publication); Publish now is
 * offered only once both are set or explicitly skipped, and asks for confirmation.
 */
export function PublicationReadiness(props: {
  submissionId: string;
  admin: AdminIdentity;
  onPublished(): void;
}) {
  const { submissionId, admin } = props;
  const client = useQueryClient();
  const key = ['publication-preparation', submissionId];
  const prep = useQuery({ queryKey: key, queryFn: () => fetchPreparation(submissionId, admin.token) });
  const [skipGalley, setSkipGalley] = useState(false);
  const [defaultLicence, setDefaultLicence] = useState(false);
  const { notice, actions } = usePublishingEdits<PreparationView>({
    saveLicence: (value) => savePreparedLicence(submissionId, value, admin.token),
    uploadGalley: (file) => uploadPreparedGalley(submissionId, file, admin.token),
    removeGalley: () => removePreparedGalley(submissionId, admin.token),
    keep: (view) => client.setQueryData(key, view),
  });

  const prepared = prep.data?.preparation;
  const chosenLicence = prepared?.licence ?? null;
  const hasGalley = Boolean(prepared?.galley);
  const ready = (chosenLicence !== null || defaultLicence) && (hasGalley || skipGalley);

  return (
    <div className="publishing-panel__readiness">
      {prep.isPending && (
        <p>
          <Spinner size="small" /> Loading the licence and PDF galley…
        </p>
      )}
      {prep.isError && (
        <p role="alert" className="publishing-panel__error">
          {serverMessageOr(prep.error, 'The licence and PDF galley could not be loaded.')}
        </p>
      )}
      {prepared && prepared.status !== 'accepted' && <p>{PREPARE_AFTER_ACCEPTANCE_TEXT}</p>}
      {prepared?.status === 'accepted' && prep.data && (
        <LicenceAndGalleyForms
          licence={chosenLicence}
          licences={prep.data.licences}
          galley={prepared.galley}
          actions={actions}
        />
      )}
      {(chosenLicence === null || !hasGalley) && (
        <fieldset className="publishing-panel__skips">
          <legend>Publish without</legend>
          {chosenLicence === null && (
            <label>
              <input
                type="checkbox"
                checked={defaultLicence}
                onChange={(e) => setDefaultLicence(e.target.checked)}
              />{' '}
              {DEFAULT_LICENCE_LABEL}
            </label>
          )}
          {!hasGalley && (
            <label>
              <input type="checkbox" checked={skipGalley} onChange={(e) => setSkipGalley(e.target.checked)} />{' '}
              {SKIP_GALLEY_LABEL}
            </label>
          )}
        </fieldset>
      )}
      {!ready && <p className="publishing-panel__hint">{NOT_READY_TEXT}</p>}
      <PublishButton
        submissionId={submissionId}
        admin={admin}
        ready={ready}
        confirmation={publishConfirmation(chosenLicence ?? DEFAULT_LICENCE, hasGalley)}
        onPublished={props.onPublished}
      />
      <PublishingNoticeLine notice={notice} />
    </div>
  );
}
