import { Link } from 'react-router-dom';
import type { EditorialAccess } from '../../api/editorial.api';
import { journalAdminPath, JournalPageLinks } from './journal-page.component';
import { solidButtonClass } from '../../components/ui/solid-button.component';
import './editorial.css';

/** The administrator's editorial pages, in the order the dashboard offers them. */
const ADMINISTRATOR_PAGES = [
  ['/admin/journals', 'Journals'],
  ['/admin/catalogues/directory', 'Catalogues'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/publisher', "Publisher's figures"],
  ['/admin/users', 'Users'],
  ['/admin/site', 'Site'],
  ['/admin/pages', 'Site pages'],
  ['/admin/publisher/pages', 'Publisher pages'],
] as const;

const ROLE_NAMES = { manager: 'Manager', editor: 'Editor' } as const;

/**
 * The dashboard's way to the editorial pages: the administrator's Journals, Catalogues, Analytics, Users and Site, and for everyone
 * else the journals they edit, with their Issues page, and settings, team and board for those they manage.
 */
export function EditorialLinks({ access }: { access: EditorialAccess | null }) {
  if (!access) return null;
  if (access.administrator)
    return (
      <nav className="editorial-shortcuts" aria-label="Editorial pages">
        {ADMINISTRATOR_PAGES.map(([to, label]) => (
          <Link key={to} to={to} className={solidButtonClass({ look: 'admin', ghost: true })}>
            {label}
          </Link>
        ))}
      </nav>
    );
  return (
    <>
      <YourJournals access={access} />
      <EditedJournalIssues journals={access.journals.filter((j) => j.role !== 'manager')} />
    </>
  );
}

function YourJournals({ access }: { access: EditorialAccess }) {
  return (
    <section className="editorial-panel panel editorial-journals" aria-labelledby="your-journals-title">
      <h2 id="your-journals-title">Your journals</h2>
      <ul className="editorial-list">
        {access.journals.map((journal) => (
          <li key={journal.slug} className="editorial-list__item">
            <div className="editorial-list__text">
              <span className="editorial-list__title">{journal.name}</span>
              <span className="editorial-muted">{ROLE_NAMES[journal.role] ?? journal.role}</span>
            </div>
            {journal.role === 'manager' && <JournalPageLinks slug={journal.slug} name={journal.name} />}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin/analytics">Analytics of your journals</Link>
      </p>
    </section>
  );
}

/**
 * The Issues page of each journal the person edits without managing it (a manager finds it among the
 * journal's pages above): a list of its own, so the journal's line keeps the manager's links only.
 */
function EditedJournalIssues({ journals }: { journals: EditorialAccess['journals'] }) {
  if (journals.length === 0) return null;
  return (
    <nav aria-label="Issues of the journals you edit" className="editorial-panel panel editorial-links">
      {journals.map((journal) => (
        <Link key={journal.slug} to={journalAdminPath(journal.slug, '/issues')}>
          Issues: {journal.name}
        </Link>
      ))}
    </nav>
  );
}
