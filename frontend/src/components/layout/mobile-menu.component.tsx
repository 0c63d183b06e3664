// Navigation panel used below 900 px: the same entries as the desktop header, stacked.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Session } from '../../api/session';
import { journalPath, useJournalList } from '../../api/journals.api';
import { useSiteSettings } from '../../api/site.api';
import { AccountLinks, AccountSummary, accountDisplayName } from './account-links.component';
import { JournalListStatus } from './journal-list-status.component';
import { useAccountInitials } from './full-name.store';
import { SiteLink } from './site-link.component';

interface MobileMenuProps {
  id: string;
  session: Session;
  /** The dashboard entry's text for those who may open it (dashboard-link.hook.ts). */
  dashboardLabel: string | null;
  onNavigate: () => void;
}

export function MobileMenu({ id, session, dashboardLabel, onNavigate }: MobileMenuProps) {
  const [journalsOpen, setJournalsOpen] = useState(false);
  const journals = useJournalList(journalsOpen);
  const initials = useAccountInitials(session.name, session.email);
  const { publishWithUsHref } = useSiteSettings();

  return (
    <nav className="mobile-menu" id={id} aria-label="Mobile">
      {session.isLoggedIn && (
        <div className="mobile-menu__user">
          <span className="avatar" aria-hidden="true">
            {initials}
          </span>
          <AccountSummary name={accountDisplayName(session.name, session.email)} email={session.email} />
        </div>
      )}
      <ul className="mobile-menu__list">
        <li>
          <button
            type="button"
            className="mobile-menu__item"
            aria-expanded={journalsOpen}
            onClick={() => setJournalsOpen((value) => !value)}
          >
            Journals <span aria-hidden="true" className={journalsOpen ? 'caret caret--up' : 'caret'} />
          </button>
          {journalsOpen && (
            <ul className="mobile-menu__sublist">
              <JournalListStatus query={journals} className="mobile-menu__subitem" />
              {journals.data?.map((journal) => (
                <li key={journal.slug}>
                  <Link to={journalPath(journal.slug)} className="mobile-menu__subitem" onClick={onNavigate}>
                    {journal.name} <span className="mobile-menu__abbr">({journal.abbreviation})</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <SiteLink href={publishWithUsHref} className="mobile-menu__item" inertAs="button">
            Publish with us
          </SiteLink>
        </li>
        <li>
          <Link to="/submit" className="mobile-menu__item" onClick={onNavigate}>
            Submission Link
          </Link>
        </li>
        <li>
          <Link to="/search" className="mobile-menu__item" onClick={onNavigate}>
            Search
          </Link>
        </li>
        {session.isLoggedIn ? (
          <AccountLinks
            itemClassName="mobile-menu__item"
            dashboardLabel={dashboardLabel}
            onNavigate={onNavigate}
          />
        ) : (
          <li>
            <Link to="/login" className="btn btn-primary mobile-menu__login" onClick={onNavigate}>
              Login
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
