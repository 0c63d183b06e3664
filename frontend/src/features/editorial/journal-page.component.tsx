import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { managesJournal } from '../../api/editorial-access.hook';
import { fetchJournal, journalKeys, type JournalRecord } from '../../api/journals-admin.api';
import type { AdminIdentity } from '../admin/admin-access';
import { EditorialPage, Loaded } from './editorial-page.component';

/** The three pages of one journal its managers (and the administrator) use. */
export const JOURNAL_PAGES = [
  { path: '', label: 'Journal settings' },
  { path: '/team', label: 'Team' },
  { path: '/board', label: 'Board' },
  { path: '/mail-templates', label: 'Mail templates' },
  { path: '/sections', label: 'Sections' },
  { path: '/review-form', label: 'Review form' },
  { path: '/checklist', label: 'Checklist' },
  { path: '/pages', label: 'Pages' },
  { path: '/issues', label: 'Issues' },
  { path: '/indexing', label: 'Indexing' },
] as const;

export const journalAdminPath = (slug: string, page = '') =>
  `/admin/journals/${encodeURIComponent(slug)}${page}`;

/** Links to a journal's three pages, named with the journal for screen readers ('Team: Education'). */
export function JournalPageLinks({ slug, name }: { slug: string; name: string }) {
  return (
    <span className="editorial-links">
      {JOURNAL_PAGES.map((page) => (
        <Link key={page.path} to={journalAdminPath(slug, page.path)} aria-label={`${page.label}: ${name}`}>
          {page.label}
        </Link>
      ))}
    </span>
  );
}

/** One journal's record; the pages share the cached answer. */
export function useJournal(slug: string) {
  return useQuery({ queryKey: journalKeys.journal(slug), queryFn: () => fetchJournal(slug) });
}

export function JournalNav({ slug }: { slug: string }) {
  return (
    <nav className="editorial-tabs" aria-label="Journal pages">
      {JOURNAL_PAGES.map((page) => (
        <NavLink key={page.path} to={journalAdminPath(slug, page.path)} end className="editorial-tabs__link">
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}

function WithJournal({ slug, children }: { slug: string; children: (journal: JournalRecord) => ReactNode }) {
  return <Loaded query={useJournal(slug)}>{children}</Loaded>;
}

interface Props {
  /** The page's name; the heading reads '{title}: {journal name}'. */
  title: string;
  children: (journal: JournalRecord, admin: AdminIdentity) => ReactNode;
}

/** /admin/journals/:slug/...: allowed to the journal's managers and the administrator. */
export function JournalAdminPage({ title, children }: Props) {
  const { slug = '' } = useParams();
  return (
    <EditorialPage
      title={title}
      lead={<JournalName slug={slug} />}
      allow={(access) => managesJournal(access, slug)}
      nav={<JournalNav slug={slug} />}
      help="manager"
    >
      {(admin) => <WithJournal slug={slug}>{(journal) => children(journal, admin)}</WithJournal>}
    </EditorialPage>
  );
}

/** The journal's name under the heading, once known. */
function JournalName({ slug }: { slug: string }) {
  const journal = useJournal(slug);
  return <>{journal.data ? `${journal.data.fullTitle} (${journal.data.abbreviation})` : slug}</>;
}
