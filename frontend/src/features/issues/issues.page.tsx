// /admin/journals/:slug/issues: the journal's issues for its managers and editors (the server checks
// again): future, current and back issues; creating and editing one; its table of contents, ordered by
// Up and Down (or dragging); the accepted papers waiting beside it; publishing with a confirmation of
// every paper's DOI, licence and galley; unpublishing (managers).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { EditorialAccess } from '../../api/editorial.api';
import { managesJournal } from '../../api/editorial-access.hook';
import type { AdminIdentity } from '../admin/admin-access';
import { EditorialPage, Loaded } from '../editorial/editorial-page.component';
import { JournalNav, useJournal } from '../editorial/journal-page.component';
import { useEditorialAccess } from '../../api/editorial-access.hook';
import { useSave } from '../editorial/use-save.hook';
import { SolidButton } from '../../components/ui/solid-button.component';
import { IssueDetail } from './issue-detail.component';
import { IssueForm } from './issue-form.component';
import {
  adminIssueLabel,
  createIssue,
  fetchAdminIssues,
  groupIssues,
  issueKeys,
  type AdminIssue,
} from './issues-admin.api';
import './issues.css';

/** Any role in the journal (or the administrator) may use the page. */
export const editsJournal = (access: EditorialAccess | null, slug: string) =>
  Boolean(access?.administrator || access?.journals.some((j) => j.slug === slug));

export default function IssuesPage() {
  const { slug = '' } = useParams();
  const journal = useJournal(slug);
  return (
    <EditorialPage
      title="Issues"
      lead={journal.data ? `${journal.data.fullTitle} (${journal.data.abbreviation})` : slug}
      allow={(access) => editsJournal(access, slug)}
      nav={<ManagerNav slug={slug} />}
      help="editor"
    >
      {(admin) => <Issues slug={slug} admin={admin} />}
    </EditorialPage>
  );
}

function Issues({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const issues = useQuery({
    queryKey: issueKeys.list(slug),
    queryFn: () => fetchAdminIssues(slug, admin.token),
  });
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Loaded query={issues}>
      {(list) => {
        const chosen = list.find((i) => i.id === selected) ?? null;
        return (
          <div className="issues-layout">
            <IssueIndex
              slug={slug}
              admin={admin}
              issues={list}
              selected={chosen?.id}
              onSelect={setSelected}
            />
            {chosen ? (
              <IssueDetail
                key={chosen.id}
                slug={slug}
                admin={admin}
                issue={chosen}
                onGone={() => setSelected(null)}
              />
            ) : (
              <p className="editorial-muted issues-hint">
                Choose an issue, or create one, to fill and publish it.
              </p>
            )}
          </div>
        );
      }}
    </Loaded>
  );
}

interface IndexProps {
  slug: string;
  admin: AdminIdentity;
  issues: AdminIssue[];
  selected?: string;
  onSelect: (id: string) => void;
}

function IssueIndex({ slug, admin, issues, selected, onSelect }: IndexProps) {
  const groups = groupIssues(issues);
  const client = useQueryClient();
  const save = useSave();
  const [creating, setCreating] = useState(false);
  async function onCreate(fields: Parameters<typeof createIssue>[1]) {
    const created = await save.run(
      () => createIssue(slug, fields, admin.token),
      (issue) => `Created ${adminIssueLabel(issue)}.`,
    );
    if (!created) return;
    await client.invalidateQueries({ queryKey: issueKeys.list(slug) });
    setCreating(false);
    onSelect(created.id);
  }
  const group = (title: string, list: AdminIssue[], empty: string) => (
    <section className="issues-group" aria-label={title}>
      <h2 className="editorial-subtitle">{title}</h2>
      {list.length === 0 ? (
        <p className="editorial-muted">{empty}</p>
      ) : (
        <ul className="issues-index">
          {list.map((issue) => (
            <li key={issue.id}>
              <button
                type="button"
                className="issues-index__item"
                aria-current={issue.id === selected ? 'true' : undefined}
                onClick={() => onSelect(issue.id)}
              >
                <span>{adminIssueLabel(issue)}</span>
                <span className="editorial-muted">
                  {issue.paperCount ?? 0} {issue.paperCount === 1 ? 'paper' : 'papers'}
                  {issue.plannedDate && !issue.publishedAt && ` · planned for ${issue.plannedDate}`}
                  {issue.publishedAt && ` · published ${issue.publishedAt.slice(0, 10)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <aside className="editorial-panel panel issues-side">
      {creating ? (
        <section aria-labelledby="new-issue-title">
          <h2 id="new-issue-title">New issue</h2>
          <IssueForm
            save={save}
            submitLabel="Create issue"
            onSubmit={(f) => void onCreate(f)}
            onCancel={() => setCreating(false)}
          />
        </section>
      ) : (
        <SolidButton look="admin" onClick={() => (save.reset(), setCreating(true))}>
          New issue
        </SolidButton>
      )}
      {save.success && !creating && (
        <p className="form-message form-message--success" role="status">
          {save.success}
        </p>
      )}
      {group('Future issues', groups.future, 'No issue in preparation.')}
      {group('Current issue', groups.current, 'No issue published yet.')}
      {group('Back issues', groups.back, 'No back issues.')}
    </aside>
  );
}

/** A manager's journal pages (the Issues tab among them); an editor has this page only. */
function ManagerNav({ slug }: { slug: string }) {
  const { access } = useEditorialAccess();
  return managesJournal(access, slug) ? <JournalNav slug={slug} /> : null;
}
