// Journal landing page (/journals/{id}): header, sticky section nav, About Us, Editorial Board, Aim and Scope,
// then the latest published articles (issue 13).
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/ui/page-loader.component';
import { useDelayedFlag, useScrollToTopOnMount } from '../../components/ui/timing.hooks';
import { findJournal } from '../../content/journals.content';
import type { JournalLanding, JournalSummary } from '../../content/journal.types';
import { loadJournalLanding } from '../../content/journals/landing-content';
import { AimAndScope } from './aim-and-scope.component';
import { EditorialBoard } from './editorial-board.component';
import { JournalHeader } from './journal-header.component';
import { JournalNav } from './journal-nav.component';
import { LatestArticles } from './latest-articles.component';
import type { JournalSectionId } from './section-scroll';
import '../../styles/journal.css';

/** Kept from the original pages: a loaded flag set after 800 ms, exposed only as a data attribute. */
const JOURNAL_LOADED_DELAY_MS = 800;

export default function JournalPage() {
  const { journalId } = useParams();
  const journal = findJournal(journalId);
  const loaded = useDelayedFlag(JOURNAL_LOADED_DELAY_MS);
  useScrollToTopOnMount();

  if (!journal) return <Navigate to="/" replace />;
  // Keyed by journal: moving to another journal starts from a fresh loader and the About Us link.
  return <JournalLandingView key={journal.id} journal={journal} loaded={loaded} />;
}

function JournalLandingView({ journal, loaded }: { journal: JournalSummary; loaded: boolean }) {
  const [landing, setLanding] = useState<JournalLanding | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [active, setActive] = useState<JournalSectionId>('about-us');

  useEffect(() => {
    let current = true;
    loadJournalLanding(journal.id).then(
      (content) => current && setLanding(content),
      () => current && setLoadError(true),
    );
    return () => {
      current = false;
    };
  }, [journal.id]);

  const board = landing && (
    <EditorialBoard board={landing.editorialBoard} emptyText={landing.emptyBoardText} />
  );
  const scope = landing && <AimAndScope intro={landing.aimAndScopeIntro} scope={landing.scope} />;

  return (
    <article
      className="journal-page"
      data-loaded={loaded}
      style={{ ['--journal-color' as string]: journal.color }}
    >
      <JournalHeader journal={journal} />
      <JournalNav active={active} onSelect={setActive} />
      <div className="journal-content container">
        {loadError && (
          <p className="alert alert-error" role="alert">
            This journal page could not be loaded. Please check your connection and reload the page.
          </p>
        )}
        {!landing && !loadError && <PageLoader />}
        {landing && (
          <>
            <section id="about-us" className="journal-section" aria-labelledby="about-us-title">
              <h2 id="about-us-title" className="journal-section__title">
                About Us
              </h2>
              {landing.about.map((paragraph) => (
                <p key={paragraph} className="journal-section__text">
                  {paragraph}
                </p>
              ))}
            </section>
            {landing.sectionOrder === 'scope-first' ? (
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
            <LatestArticles journal={journal} />
            <div className="journal-submit">
              <h2 className="journal-submit__title">Ready to share your research?</h2>
              <p>Submit your manuscript to {journal.fullName} for peer review.</p>
              <Link to="/submit" className="btn btn-primary btn-large">
                Submit Your Paper
              </Link>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
