// The header's Journals dropdown: every journal of the journals service, each linking to its landing
// page. The list is fetched when the menu is first opened (or pointed at), not on every page load.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { journalListQuery, journalPath, useJournalList } from '../../api/journals.api';
import { useDropdown } from '../ui/dismiss.hook';
import { journalColour } from '../ui/journal-colour';
import { JournalListStatus } from './journal-list-status.component';

export function JournalsMenu() {
  const { open, close, container, menuId, trigger } = useDropdown();
  const client = useQueryClient();
  const journals = useJournalList(open);

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        type="button"
        className="nav-link nav-dropdown__trigger"
        {...trigger}
        onPointerEnter={() => void client.prefetchQuery(journalListQuery)}
      >
        Journals <span aria-hidden="true" className="caret" />
      </button>
      {open && (
        <ul className="nav-dropdown__panel surface-card surface-card--popup journals-menu" id={menuId}>
          <JournalListStatus query={journals} className="journals-menu__status" />
          {journals.data?.map((journal) => (
            <li key={journal.slug}>
              <Link to={journalPath(journal.slug)} className="journals-menu__item" onClick={close}>
                <span
                  className="journals-menu__badge"
                  style={{ background: journalColour(journal.slug) }}
                  aria-hidden="true"
                >
                  {journal.abbreviation}
                </span>
                <span className="journals-menu__text">
                  <span className="journals-menu__name">{journal.name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
