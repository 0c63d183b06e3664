import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, serverMessageOr } from '../../api/client';
import { Spinner } from '../../components/ui/spinner.component';
import { storedAdmin } from '../admin/admin-access';
import { formatAdminDate } from '../admin/format-admin-date';
import { saveBlob } from '../admin/save-file';
import {
  downloadCrossrefXml,
  fetchAdminArticle,
  removeGalley,
  saveArticleLicence,
  uploadGalley,
  type AdminArticle,
  type CrossrefDepositView,
} from './publishing-admin.api';
import { PublicationReadiness } from './publication-readiness.component';
import { DepositsPanel } from '../deposits/deposits-panel.component';
import { LicenceAndGalleyForms, PublishingNoticeLine } from './publishing-forms.component';
import { usePublishingEdits } from './publishing-edits.hook';
import './publishing.css';

export const NOT_PUBLISHED_TEXT =
  'This paper has not been published yet. Set its status to Published to create the article.';
/** After Publish now, how often to look for the article the publishing service creates from the event. */
const AWAIT_ARTICLE_MS = 1_000;

const DEPOSIT_LABELS: Record<CrossrefDepositView['status'], string> = {
  queued: 'Queued',
  depositing: 'Depositing',
  deposited: 'Deposited',
  failed: 'Failed',
  dead: 'Given up',
};

/**
 * The publishing block of the admin detail page (/admin/submissions/{id}): the article's DOI and link,
 * its licence, the PDF galley, and the Crossref deposits with the deposit XML. Self-contained: give it
 * the submission's id (the article's id too); it reads the admin token from the session. `hasArticle`
 * false (the paper was never published) asks nothing until Publish now: there is no article to ask for.
 */
export function ArticlePublishingPanel({
  submissionId,
  hasArticle,
}: {
  submissionId: string;
  hasArticle?: boolean;
}) {
  const admin = storedAdmin();
  const token = admin?.token ?? '';
  const client = useQueryClient();
  const key = ['admin-article', submissionId];
  const [awaitingArticle, setAwaitingArticle] = useState(false);
  const mayExist = hasArticle !== false || awaitingArticle;
  const article = useQuery({
    queryKey: key,
    queryFn: () => fetchAdminArticle(submissionId, token),
    enabled: Boolean(token) && mayExist,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    // Deposits move on their own (retries): poll while one is open.
    refetchInterval: (query) =>
      awaitingArticle && !query.state.data
        ? AWAIT_ARTICLE_MS
        : query.state.data?.article.crossref.deposits.some((d) =>
              ['queued', 'depositing', 'failed'].includes(d.status),
            )
          ? 5_000
          : false,
  });
  const { notice, failed, actions } = usePublishingEdits<AdminArticle>({
    saveLicence: (value) => saveArticleLicence(submissionId, value, token),
    uploadGalley: (file) => uploadGalley(submissionId, file, token),
    removeGalley: () => removeGalley(submissionId, token),
    keep: (updated) => client.setQueryData(key, { article: updated, licences: article.data?.licences ?? [] }),
  });

  if (!token) return null;
  const notPublishedPanel = (
    <NotPublishedPanel
      submissionId={submissionId}
      onPublished={() => {
        setAwaitingArticle(true);
        void client.invalidateQueries({ queryKey: key });
      }}
    />
  );
  // While the article published a moment ago is awaited, the card stays as it was.
  if (!mayExist || (article.isPending && awaitingArticle)) return notPublishedPanel;
  if (article.isPending)
    return (
      <section className="publishing-panel panel" aria-busy="true" aria-labelledby="publishing-panel-title">
        <h2 id="publishing-panel-title">Publication</h2>
        <p>
          <Spinner size="small" /> Loading the article…
        </p>
      </section>
    );
  if (article.isError) {
    const notPublished = isApiError(article.error) && article.error.status === 404;
    if (notPublished) return notPublishedPanel;
    return (
      <section className="publishing-panel panel" aria-labelledby="publishing-panel-title">
        <h2 id="publishing-panel-title">Publication</h2>
        <p role="alert">{serverMessageOr(article.error, 'The article could not be loaded.')}</p>
      </section>
    );
  }
  const { article: a, licences } = article.data;

  return (
    <section className="publishing-panel panel" aria-labelledby="publishing-panel-title">
      <h2 id="publishing-panel-title">Publication</h2>
      {a.withdrawn_at && (
        <p className="publishing-panel__withdrawn">Withdrawn on {formatAdminDate(a.withdrawn_at)}.</p>
      )}
      <dl className="publishing-panel__facts">
        <dt>DOI</dt>
        <dd>
          <a href={a.doi_url}>{a.doi}</a>
        </dd>
        <dt>Article page</dt>
        <dd>
          <a href={a.url}>{a.url}</a>
        </dd>
        <dt>Published</dt>
        <dd>{formatAdminDate(a.published_at)}</dd>
      </dl>

      <LicenceAndGalleyForms licence={a.licence} licences={licences} galley={a.galley} actions={actions} />

      <CrossrefBlock
        article={a}
        token={token}
        onError={failed('The Crossref XML could not be downloaded.')}
      />

      <DepositsPanel articleId={a.id} token={token} />

      <PublishingNoticeLine notice={notice} />
    </section>
  );
}

function CrossrefBlock(props: { article: AdminArticle; token: string; onError(error: unknown): void }) {
  const { crossref } = props.article;
  const download = async () => {
    try {
      const file = await downloadCrossrefXml(props.article.id, props.token);
      saveBlob(file.blob, file.fileName ?? `${props.article.doi.replace(/[^\w.-]+/g, '_')}.xml`);
    } catch (error) {
      props.onError(error);
    }
  };
  return (
    <div className="publishing-panel__crossref">
      <h3>Crossref</h3>
      <p>
        {crossref.enabled
          ? 'Every publication is deposited with Crossref.'
          : 'Deposits are off (CROSSREF_DEPOSIT_URL is not set); the XML can be deposited by hand.'}{' '}
        <button type="button" className="btn btn-link" onClick={() => void download()}>
          Download deposit XML
        </button>
      </p>
      {crossref.changed_since_deposit && (
        <p className="publishing-panel__stale" data-testid="crossref-changed">
          {crossref.enabled
            ? "Metadata changed since Crossref's last deposit: a new deposit is queued."
            : 'Metadata changed since deposit: download the deposit XML and deposit it again.'}
        </p>
      )}
      {crossref.deposits.length > 0 && (
        <table className="publishing-panel__deposits">
          <caption className="visually-hidden">Crossref deposits, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Queued</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {crossref.deposits.map((d) => (
              <tr key={d.id}>
                <td>{formatAdminDate(d.created_at)}</td>
                <td className={`deposit-status deposit-status--${d.status}`}>{DEPOSIT_LABELS[d.status]}</td>
                <td>{d.attempts}</td>
                <td>{d.status === 'deposited' ? `HTTP ${d.http_status ?? ''}` : (d.last_error ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** No article yet: the text saying so, and what to prepare before Publish now. */
function NotPublishedPanel({ submissionId, onPublished }: { submissionId: string; onPublished: () => void }) {
  const admin = storedAdmin();
  return (
    <section className="publishing-panel panel" aria-labelledby="publishing-panel-title">
      <h2 id="publishing-panel-title">Publication</h2>
      <p>{NOT_PUBLISHED_TEXT}</p>
      {admin && <PublicationReadiness submissionId={submissionId} admin={admin} onPublished={onPublished} />}
    </section>
  );
}
