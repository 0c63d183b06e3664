import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { searchUsers, userKeys, USERS_PAGE_SIZE } from '../../api/users-admin.api';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { EditorialPage, QueryState, administratorOnly } from '../editorial/editorial-page.component';
import { EDITORIAL_MESSAGES } from '../editorial/editorial.messages';

/** /admin/users: every account, searched by part of a name or address, 20 a page (administrator). */
export default function UsersPage() {
  return (
    <EditorialPage
      title="Users"
      lead="Find any account by part of a name or of an email address, and see the roles it holds."
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
    >
      {(admin) => <UserList admin={admin} />}
    </EditorialPage>
  );
}

const ROLE_NAMES: Record<string, string> = { author: 'Author', editor: 'Editor', manager: 'Manager' };

function UserList({ admin }: { admin: AdminIdentity }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useQuery({
    queryKey: userKeys.search(q, page),
    queryFn: () => searchUsers(q, page, admin.token),
    placeholderData: keepPreviousData,
  });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1;

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  }

  return (
    <section className="editorial-panel panel" aria-labelledby="users-title">
      <h2 id="users-title">Accounts</h2>
      <form role="search" aria-label="Search users" onSubmit={search} className="editorial-shortcuts">
        <label htmlFor="users-search">Name or email</label>
        <input
          id="users-search"
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SolidButton type="submit" look="admin">
          Search
        </SolidButton>
      </form>
      <QueryState query={users} />
      {users.data && (
        <>
          <p aria-live="polite">
            {users.data.total === 0
              ? 'No account matches.'
              : `${users.data.total.toLocaleString('en')} ${users.data.total === 1 ? 'account' : 'accounts'}, page ${page} of ${pages.toLocaleString('en')}`}
          </p>
          <ul className="editorial-list" aria-label="Users">
            {users.data.users.map((user) => (
              <li key={user.id} className="editorial-list__item">
                <div className="editorial-list__text">
                  <span className="editorial-list__title">
                    {user.givenNames} {user.familyName}
                  </span>
                  <span className="editorial-muted">
                    {user.email} · {user.roles.map((role) => ROLE_NAMES[role] ?? role).join(', ')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages of users" className="editorial-shortcuts">
            <SolidButton look="admin" ghost disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </SolidButton>
            <SolidButton look="admin" ghost disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </SolidButton>
          </nav>
        </>
      )}
    </section>
  );
}
