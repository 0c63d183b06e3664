import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { managesJournal, useEditorialAccess } from '../../api/editorial-access.hook';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from '../editorial/editorial-page.component';
import { useSave } from '../editorial/use-save.hook';
import { IssueContents, WaitingPapers, type Move } from './issue-contents.component';
import { IssueCover } from './issue-cover.component';
import { IssueDialog } from './issue-dialog.component';
import { IssueExports } from './issue-exports.component';
import { IssueForm } from './issue-form.component';
import {
  addToIssue,
  adminIssueLabel,
  deleteIssue,
  fetchAdminIssue,
  fetchWaitingPapers,
  issueKeys,
  orderIssue,
  publishIssue,
  removeFromIssue,
  saveIssue,
  unpublishIssue,
  type AdminIssue,
  type IssueFields,
  type IssuePaper,
} from './issues-admin.api';
import { ReadinessTable } from './paper-readiness.component';

interface Props {
  slug: string;
  admin: AdminIdentity;
  issue: AdminIssue;
  /** The issue was deleted. */
  onGone: () => void;
}

type Confirming = 'publish' | 'unpublish' | 'delete' | null;

/** One issue: its details, its table of contents beside the papers waiting, and its publication. */
export function IssueDetail({ slug, admin, issue, onGone }: Props) {
  const client = useQueryClient();
  const { access } = useEditorialAccess();
  const detail = useQuery({
    queryKey: issueKeys.issue(slug, issue.id),
    queryFn: () => fetchAdminIssue(slug, issue.id, admin.token),
  });
  const waiting = useQuery({
    queryKey: issueKeys.waiting(slug),
    queryFn: () => fetchWaitingPapers(slug, admin.token),
  });
  const details = useSave();
  const contents = useSave();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const published = Boolean(issue.publishedAt);
  const label = adminIssueLabel(issue);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: issueKeys.list(slug) }),
      client.invalidateQueries({ queryKey: issueKeys.issue(slug, issue.id) }),
      client.invalidateQueries({ queryKey: issueKeys.waiting(slug) }),
    ]);

  async function onSave(fields: IssueFields) {
    const change: Partial<IssueFields> = published
      ? { title: fields.title, description: fields.description }
      : fields;
    const saved = await details.run(() => saveIssue(slug, issue.id, change, admin.token), 'Issue saved.');
    if (saved) await refresh();
  }
  async function onReorder(order: IssuePaper[], move: Move) {
    const done = await contents.run(
      () =>
        orderIssue(
          slug,
          issue.id,
          order.map((p) => p.id),
          admin.token,
        ),
      `Moved "${move.paper.title}" to place ${move.place} of ${move.count}${move.section ? ` in ${move.section}` : ''}.`,
    );
    if (done) client.setQueryData(issueKeys.issue(slug, issue.id), { issue, ...done });
  }
  async function onAdd(paper: IssuePaper) {
    const done = await contents.run(
      () => addToIssue(slug, issue.id, paper.id, admin.token).then(() => true),
      `Added "${paper.title}" at the end of the issue.`,
    );
    if (done) await refresh();
  }
  async function onRemove(paper: IssuePaper) {
    const done = await contents.run(
      () => removeFromIssue(slug, issue.id, paper.id, admin.token).then(() => true),
      `Removed "${paper.title}"; it waits for an issue again.`,
    );
    if (done) await refresh();
  }
  async function onConfirm() {
    const action = confirming;
    if (action === 'delete') {
      const done = await contents.run(
        () => deleteIssue(slug, issue.id, admin.token).then(() => true),
        `Deleted ${label}.`,
      );
      setConfirming(null);
      if (done) {
        await client.invalidateQueries({ queryKey: issueKeys.list(slug) });
        onGone();
      }
      return;
    }
    const run = action === 'publish' ? publishIssue : unpublishIssue;
    const done = await contents.run(
      () => run(slug, issue.id, admin.token).then(() => true),
      action === 'publish'
        ? `Published ${label}: its articles are public now.`
        : `Unpublished ${label}: its articles answer with a notice until it is published again.`,
    );
    setConfirming(null);
    if (done) await refresh();
  }

  /** A secondary action that opens its confirmation dialog first. */
  const askFirst = (action: Confirming, label: string) => (
    <SolidButton look="admin" ghost disabled={contents.busy} onClick={() => setConfirming(action)}>
      {label}
    </SolidButton>
  );

  return (
    <div className="issues-main">
      <section className="editorial-panel panel" aria-labelledby="issue-details-title">
        <h2 id="issue-details-title">{label}</h2>
        <p className="editorial-muted">
          {published ? (
            <>
              Published {issue.publishedAt!.slice(0, 10)} ·{' '}
              <Link to={`/journals/${encodeURIComponent(slug)}/issues/${issue.volume}/${issue.number}`}>
                Public page
              </Link>
            </>
          ) : (
            'In preparation'
          )}
        </p>
        {published && <IssueExports slug={slug} issue={issue} />}
        <IssueForm issue={issue} save={details} submitLabel="Save issue" onSubmit={(f) => void onSave(f)} />
      </section>
      <IssueCover slug={slug} issue={issue} admin={admin} />
      <Loaded query={detail}>
        {({ papers, sections }) => (
          <div className="issues-columns">
            <section className="editorial-panel panel" aria-labelledby="issue-toc-title">
              <h2 id="issue-toc-title">Table of contents</h2>
              <p className="editorial-muted">
                In reading order, under the journal's sections in their order. Move papers within their
                section with the Up and Down buttons, or drag them.
              </p>
              <IssueContents
                papers={papers}
                sections={sections}
                busy={contents.busy}
                canRemove={!published}
                onReorder={(order, move) => void onReorder(order, move)}
                onRemove={(paper) => void onRemove(paper)}
              />
              <FormMessage error={contents.error} success={contents.success} />
              <div className="editorial-form__actions">
                {papers.some((p) => p.status === 'accepted' || p.heldByUnpublishing) || !published ? (
                  <SolidButton
                    look="admin"
                    disabled={contents.busy || papers.length === 0}
                    onClick={() => setConfirming('publish')}
                  >
                    {published ? 'Publish the new papers' : 'Publish issue'}
                  </SolidButton>
                ) : null}
                {published && managesJournal(access, slug) && askFirst('unpublish', 'Unpublish issue')}
                {!published && askFirst('delete', 'Delete issue')}
              </div>
              {confirming && (
                <IssueDialog
                  title={
                    confirming === 'publish'
                      ? `Publish ${label}?`
                      : confirming === 'unpublish'
                        ? `Unpublish ${label}?`
                        : `Delete ${label}?`
                  }
                  confirmLabel={
                    confirming === 'publish'
                      ? 'Publish now'
                      : confirming === 'unpublish'
                        ? 'Unpublish'
                        : 'Delete'
                  }
                  busy={contents.busy}
                  onConfirm={() => void onConfirm()}
                  onClose={() => setConfirming(null)}
                >
                  {confirming === 'publish' && (
                    <>
                      <p>
                        These {papers.length} papers become public in this order, each with its DOI, licence
                        and galley as listed:
                      </p>
                      <ReadinessTable papers={papers} />
                    </>
                  )}
                  {confirming === 'unpublish' && (
                    <p>
                      The issue leaves the journal&apos;s list and its {papers.length} articles answer with a
                      notice (&quot;unpublished&quot;) until you publish it again. Their DOIs stay reserved.
                    </p>
                  )}
                  {confirming === 'delete' && (
                    <p>The issue is removed; its papers wait for an issue again.</p>
                  )}
                </IssueDialog>
              )}
            </section>
            <section className="editorial-panel panel" aria-labelledby="issue-waiting-title">
              <h2 id="issue-waiting-title">Accepted papers waiting for an issue</h2>
              <Loaded query={waiting}>
                {(list) => <WaitingPapers papers={list} busy={contents.busy} onAdd={(p) => void onAdd(p)} />}
              </Loaded>
            </section>
          </div>
        )}
      </Loaded>
    </div>
  );
}
