// Sticky journal navigation (70 px from the top): Home, the three in-page sections, the journal's own
// pages as tabs (issue 41, /journals/{slug}/{page}), Current issue and Archive once an issue is published,
// Our figures when the journal publishes them, and Submit Paper. On one of those pages a section link
// leads back to the landing page at that section.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PageSummary } from '../../api/pages.api';
import { JOURNAL_SECTIONS, scrollToSection, type JournalSectionId } from './section-scroll';

interface JournalNavProps {
  active: JournalSectionId;
  onSelect: (id: JournalSectionId) => void;
  /** The journal's slug and own pages; without pages the bar is the landing page's of SPEC.md. */
  journal?: string;
  pages?: PageSummary[];
  /** The journal page shown (its tab is current), or undefined on the landing page. */
  activePage?: string;
  /** The newest published issue: with one, the bar gains Current issue and Archive (none on a fresh install). */
  currentIssue?: { volume: number; number: number } | null;
  /** Issue 44 item 5: the journal publishes its figures (its manager's switch), so the bar links them. */
  publicFigures?: boolean;
}

const linkClass = (active: boolean) =>
  active ? 'journal-nav__link journal-nav__link--active' : 'journal-nav__link';

export const journalPagePath = (journal: string, page: string) =>
  `/journals/${encodeURIComponent(journal)}/${encodeURIComponent(page)}`;

export function JournalNav({
  active,
  onSelect,
  journal = '',
  pages = [],
  activePage,
  currentIssue,
  publicFigures = false,
}: JournalNavProps) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the bar scrolls sideways: the current page's tab is brought into view (only the bar moves).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && current) list.current.scrollLeft = current.offsetLeft - 16;
  }, [activePage, pages.length]);

  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, id: JournalSectionId) {
    event.preventDefault();
    onSelect(id);
    scrollToSection(id);
  }

  return (
    <nav className="journal-nav" aria-label="Journal sections">
      <ul className="journal-nav__list" ref={list}>
        <li>
          <Link to="/" className="journal-nav__link">
            Home
          </Link>
        </li>
        {JOURNAL_SECTIONS.map((section) => (
          <li key={section.id}>
            {activePage === undefined ? (
              <a
                href={`#${section.id}`}
                className={linkClass(section.id === active)}
                aria-current={section.id === active ? 'location' : undefined}
                onClick={(event) => onSectionClick(event, section.id)}
              >
                {section.label}
              </a>
            ) : (
              <Link
                to={`/journals/${encodeURIComponent(journal)}#${section.id}`}
                className={linkClass(false)}
              >
                {section.label}
              </Link>
            )}
          </li>
        ))}
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              to={journalPagePath(journal, page.slug)}
              className={linkClass(page.slug === activePage)}
              aria-current={page.slug === activePage ? 'page' : undefined}
            >
              {page.title}
            </Link>
          </li>
        ))}
        {currentIssue && (
          <>
            <li>
              <Link
                to={`/journals/${encodeURIComponent(journal)}/issues/${currentIssue.volume}/${currentIssue.number}`}
                className={linkClass(false)}
              >
                Current issue
              </Link>
            </li>
            <li>
              <Link to={`/journals/${encodeURIComponent(journal)}/issues`} className={linkClass(false)}>
                Archive
              </Link>
            </li>
          </>
        )}
        {publicFigures && (
          <li>
            <Link to={`/journals/${encodeURIComponent(journal)}/figures`} className={linkClass(false)}>
              Our figures
            </Link>
          </li>
        )}
        <li>
          <Link to="/submit" className="journal-nav__link journal-nav__link--cta">
            Submit Paper
          </Link>
        </li>
      </ul>
    </nav>
  );
}
