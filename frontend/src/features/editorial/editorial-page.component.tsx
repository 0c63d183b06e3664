import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOr } from '../../api/api-error';
import type { EditorialAccess } from '../../api/editorial.api';
import { useEditorialAccess } from '../../api/editorial-access.hook';
import { LoadingNotice } from '../../components/ui/spinner.component';
import type { AdminIdentity } from '../admin/admin-access';
import { AdminGate } from '../admin/admin-gate.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { HelpLink, type GuidePage } from './help-link.component';
import '../admin/admin.css';
import './editorial.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** Who may use the page (the server checks again); others read `refusal`. */
  allow: (access: EditorialAccess | null) => boolean;
  refusal?: string;
  /** Links under the heading (the journal pages' own menu). */
  nav?: ReactNode;
  /** The guide page its Help link opens (default: the guide's index). */
  help?: GuidePage;
  children: (admin: AdminIdentity) => ReactNode;
}

export function Loading({ label = EDITORIAL_MESSAGES.loading }: { label?: string }) {
  return <LoadingNotice className="centered-state editorial-loading" message={label} />;
}

/** While a query loads, the loading line; when it failed, the service's message (or the generic one). */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'> }) {
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <p className="admin-error" role="alert">
        {serverMessageOr(query.error, EDITORIAL_MESSAGES.loadFailed)}
      </p>
    );
  return null;
}

/** `children` with a query's data once it is there; until then, or when it failed, its QueryState. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return query.isSuccess ? <>{children(query.data)}</> : <QueryState query={query} />;
}

function Shell({
  admin,
  title,
  lead,
  allow,
  refusal,
  nav,
  help,
  children,
}: Props & { admin: AdminIdentity }) {
  const { access, pending } = useEditorialAccess();
  let body: ReactNode;
  if (pending) body = <Loading />;
  else if (!allow(access))
    body = (
      <p className="admin-error" role="alert">
        {refusal ?? EDITORIAL_MESSAGES.notAllowed}
      </p>
    );
  else body = children(admin);
  return (
    <div className="admin-page editorial-page">
      <p className="editorial-back">
        <Link to="/admin">← Dashboard</Link>
        <HelpLink page={help} className="editorial-help" />
      </p>
      <header className="admin-header">
        <div>
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </div>
      </header>
      {nav}
      {body}
    </div>
  );
}

/** An editorial page: the admin access check, then the page's own permission, heading and content. */
export function EditorialPage(props: Props) {
  return <AdminGate>{(admin) => <Shell {...props} admin={admin} />}</AdminGate>;
}

/** Pages only the administrator uses (Journals, Catalogues). */
export const administratorOnly = (access: EditorialAccess | null) => Boolean(access?.administrator);
