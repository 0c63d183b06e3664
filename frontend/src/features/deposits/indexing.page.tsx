import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AdminIdentity } from '../admin/admin-access';
import { formatAdminDate } from '../admin/format-admin-date';
import { Loaded } from '../editorial/editorial-page.component';
import { JournalAdminPage } from '../editorial/journal-page.component';
import {
  depositKeys,
  fetchDoajSeal,
  fetchJournalDeposits,
  REGISTRY_LABELS,
  STATE_LABELS,
  type IndexedArticle,
  type Registry,
  type SealCriterion,
} from './deposits.api';
import './deposits.css';

const REGISTRIES: Registry[] = ['crossref', 'doaj', 'orcid'];
const SEAL_LABELS: Record<string, string> = {
  licence: 'CC BY family licence',
  dois: 'DOIs',
  preservation: 'Long-term preservation',
  orcid: 'ORCID iDs in metadata',
  copyright: 'Authors keep copyright',
  doajDeposits: 'Metadata deposited to DOAJ',
  machineReadableLicence: 'Machine-readable licence',
};

/** /admin/journals/:slug/indexing: each published article's deposits per registry, and the DOAJ Seal (issue 43). */
export default function IndexingPage() {
  return (
    <JournalAdminPage title="Indexing">
      {(journal, admin) => (
        <>
          <IndexedArticles slug={journal.slug} admin={admin} />
          <DoajSeal slug={journal.slug} admin={admin} />
        </>
      )}
    </JournalAdminPage>
  );
}

function IndexedArticles({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const articles = useQuery({
    queryKey: depositKeys.journal(slug),
    queryFn: () => fetchJournalDeposits(slug, admin.token),
  });
  return (
    <section className="editorial-panel panel" aria-labelledby="indexing-title">
      <h2 id="indexing-title">Deposits</h2>
      <p className="editorial-muted">
        Each published article is deposited with Crossref and DOAJ, and added to the ORCID records of authors
        who granted access. &quot;Not configured (held)&quot;: the registry has no settings yet; the deposit
        waits and is sent once they are set.
      </p>
      <Loaded query={articles}>{(list) => <ArticlesTable articles={list} />}</Loaded>
    </section>
  );
}

function stateOf(article: IndexedArticle, registry: Registry): string {
  const rows = article.deposits.filter((d) => d.registry === registry);
  if (rows.length === 0) return '—';
  return rows.map((d) => STATE_LABELS[d.state]).join(', ');
}

function ArticlesTable({ articles }: { articles: IndexedArticle[] }) {
  if (articles.length === 0) return <p>No published articles yet.</p>;
  return (
    <table className="deposits-table">
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col">Published</th>
          {REGISTRIES.map((r) => (
            <th key={r} scope="col">
              {REGISTRY_LABELS[r]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {articles.map((a) => (
          <tr key={a.id}>
            <th scope="row">
              <Link to={`/admin/submissions/${encodeURIComponent(a.id)}`}>{a.title}</Link>
            </th>
            <td>{formatAdminDate(a.publishedAt)}</td>
            {REGISTRIES.map((r) => (
              <td key={r}>{stateOf(a, r)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DoajSeal({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const seal = useQuery({
    queryKey: depositKeys.seal(slug),
    queryFn: () => fetchDoajSeal(slug, admin.token),
  });
  return (
    <section className="editorial-panel panel" aria-labelledby="doaj-seal-title">
      <h2 id="doaj-seal-title">DOAJ Seal</h2>
      <Loaded query={seal}>
        {(s) => (
          <>
            <p>
              {s.met} of {s.criteria.length} criteria met.
            </p>
            <ul className="seal-criteria">
              {s.criteria.map((c: SealCriterion) => (
                <li key={c.criterion} data-met={c.met}>
                  <strong>
                    {c.met ? '✓' : '✗'} {SEAL_LABELS[c.criterion] ?? c.criterion}
                  </strong>
                  {' — '}
                  {c.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </section>
  );
}
