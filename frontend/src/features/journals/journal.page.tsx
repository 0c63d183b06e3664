// Journal landing page (/journals/{slug}), from the journals service: header, sticky section nav, About
// Us, Editorial Board, Aim and Scope, Author Guidelines, then the latest published articles (issue 13).
// A journal the service does not know (404) goes to the home page, as an unknown path does. The journal's
// own pages (issue 41) are tabs of the section nav; /journals/{slug}/{page} shows one in the content column.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useJournal, type JournalDetail } from '../../api/journals.api';
import { journalPages } from '../../api/pages.api';
import { pagesQuery } from '../../api/pages.queries';
import { journalColour } from '../../components/ui/journal-colour';
import { Markdown } from '../../components/ui/markdown.component';
import { PageLoader } from '../../components/ui/page-loader.component';
import { useDelayedFlag, useScrollToTopOnMount } from '../../components/ui/timing.hooks';
import { fetchIssues } from '../publishing/issues.api';
import { AimAndScope } from './aim-and-scope.component';
import { EditorialBoard } from './editorial-board.component';
import { JournalHeader, JournalHeaderSkeleton } from './journal-header.component';
import { journalLayout } from './journal-layout';
import { JournalNav } from './journal-nav.component';
import { JournalOwnPage } from './journal-own-page.component';
import { LatestArticles } from './latest-articles.component';
import { MostReadArticles } from './most-read-articles.component';
import { scrollToSection, type JournalSectionId } from './section-scroll';
import '../../styles/journal.css';
import { LoadFailed } from '../../components/ui/load-failed.component';
import { TitledSection } from '../../components/ui/titled-section.component';

/** Kept from the original pages: a loaded flag set after 800 ms, exposed only as a data attribute. */
const JOURNAL_LOADED_DELAY_MS = 800;

export const JOURNAL_LOAD_FAILED =
  'This journal page could not be loaded. Please check your connection and reload the page.';

export default function JournalPage() {
  const { journalId = '', page } = useParams();
  const loaded = useDelayedFlag(JOURNAL_LOADED_DELAY_MS);
  useScrollToTopOnMount();
  // Keyed by journal: moving to another journal starts from a fresh loader and the About Us link.
  return <JournalLandingView key={journalId} slug={journalId} loaded={loaded} page={page} />;
}

function JournalLandingView({ slug, loaded, page }: { slug: string; loaded: boolean; page?: string }) {
  const query = useJournal(slug);
  const pages = useQuery(pagesQuery(journalPages(slug)));
  // The same list (and cache key) as the Issues page: newest publication first.
  const issues = useQuery({ queryKey: ['journal-issues', slug], queryFn: () => fetchIssues(slug) });
  const [active, setActive] = useState<JournalSectionId>('about-us');
  const { hash } = useLocation();
  const loadedJournal = query.data !== undefined;
  // A section link from one of the journal's pages (/journals/{slug}#aim-and-scope): once the sections are
  // drawn, and after the page's scroll to the top (a parent's effect runs after this one), go to it.
  useEffect(() => {
    if (!loadedJournal || page !== undefined || !hash) return;
    const frame = requestAnimationFrame(() => scrollToSection(decodeURIComponent(hash.slice(1))));
    return () => cancelAnimationFrame(frame);
  }, [loadedJournal, page, hash]);

  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <Navigate to="/" replace />;
  const journal = query.data;

  return (
    <article
      className="journal-page"
      data-loaded={loaded}
      style={{ ['--journal-color' as string]: journalColour(slug) }}
    >
      {journal ? <JournalHeader journal={journal} /> : <JournalHeaderSkeleton slug={slug} />}
      <JournalNav
        active={active}
        onSelect={setActive}
        journal={slug}
        pages={pages.data}
        activePage={page}
        currentIssue={issues.data?.[0]}
        publicFigures={journal?.publicFigures ?? false}
      />
      <div className="journal-content container">
        {query.isError && <LoadFailed message={JOURNAL_LOAD_FAILED} onRetry={query.refetch} />}
        {query.isPending && <PageLoader />}
        {journal && page === undefined && <JournalSections journal={journal} />}
        {journal && page !== undefined && <JournalOwnPage journal={slug} page={page} />}
      </div>
    </article>
  );
}

function JournalSections({ journal }: { journal: JournalDetail }) {
  const layout = journalLayout(journal.slug);
  const board = <EditorialBoard members={journal.board.members} emptyText={layout.emptyBoardText} />;
  const scope = <AimAndScope source={journal.aimsAndScope} />;
  return (
    <>
      <TitledSection id="about-us" className="journal-section" titleId="about-us-title" title="About Us">
        <Markdown source={journal.about} className="journal-section__text" headingOffset={1} />
      </TitledSection>
      {layout.sectionOrder === 'scope-first' ? (
        <>
          {scope}
          {board}
        </>
      ) : (
        <>
          {board}
          {scope}
        </>
      )}
      {journal.authorGuidelines.trim() !== '' && (
        <TitledSection
          id="author-guidelines"
          className="journal-section"
          titleId="author-guidelines-title"
          title="Author Guidelines"
        >
          <Markdown source={journal.authorGuidelines} className="journal-section__text" headingOffset={1} />
        </TitledSection>
      )}
      <MostReadArticles journal={journal} />
      <LatestArticles journal={journal} />
      <div className="journal-submit">
        <h2 className="journal-submit__title">Ready to share your research?</h2>
        <p>Submit your manuscript to {journal.fullTitle} for peer review.</p>
        <Link to="/submit" className="btn btn-primary btn-large">
          Submit Your Paper
        </Link>
      </div>
    </>
  );
}
