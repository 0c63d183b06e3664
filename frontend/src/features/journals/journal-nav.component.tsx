// Sticky journal navigation (70 px from the top): Home, the three in-page sections and Submit Paper.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { JOURNAL_SECTIONS, scrollToSection, type JournalSectionId } from './section-scroll';

interface JournalNavProps {
  active: JournalSectionId;
  onSelect: (id: JournalSectionId) => void;
}

export function JournalNav({ active, onSelect }: JournalNavProps) {
  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, id: JournalSectionId) {
    event.preventDefault();
    onSelect(id);
    scrollToSection(id);
  }

  return (
    <nav className="journal-nav" aria-label="Journal sections">
      <ul className="journal-nav__list">
        <li>
          <Link to="/" className="journal-nav__link">
            Home
          </Link>
        </li>
        {JOURNAL_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={
                section.id === active ? 'journal-nav__link journal-nav__link--active' : 'journal-nav__link'
              }
              aria-current={section.id === active ? 'location' : undefined}
              onClick={(event) => onSectionClick(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
        <li>
          <Link to="/submit" className="journal-nav__link journal-nav__link--cta">
            Submit Paper
          </Link>
        </li>
      </ul>
    </nav>
  );
}
