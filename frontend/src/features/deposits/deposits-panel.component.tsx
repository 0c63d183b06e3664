import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOr } from '../../api/client';
import { formatAdminDate } from '../admin/format-admin-date';
import {
  depositAgain,
  depositKeys,
  fetchDeposits,
  REGISTRY_LABELS,
  STATE_LABELS,
  type Registry,
  type RegistryDeposit,
} from './deposits.api';
import './deposits.css';

const OPEN_STATES = ['queued', 'depositing'];

/**
 * The article's deposits to Crossref, DOAJ and ORCID (issue 43): registry, state, attempts, the
 * registry's last message, and "Deposit again", whose refusal (409) is shown in the registry's row.
 */
export function DepositsPanel({ articleId, token }: { articleId: string; token: string }) {
  const client = useQueryClient();
  const key = depositKeys.article(articleId);
  const deposits = useQuery({
    queryKey: key,
    queryFn: () => fetchDeposits(articleId, token),
    // Deposits move on their own (retries, Crossref's result): look again while one is open.
    refetchInterval: (query) =>
      query.state.data?.some((d) => OPEN_STATES.includes(d.state)) ? 5_000 : false,
  });
  const [notes, setNotes] = useState<Partial<Record<Registry, string>>>({});
  const again = async (registry: Registry) => {
    try {
      const message = await depositAgain(articleId, registry, token);
      setNotes((n) => ({ ...n, [registry]: message }));
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      setNotes((n) => ({ ...n, [registry]: serverMessageOr(error, 'The deposit could not be queued.') }));
    }
  };

  return (
    <div className="deposits-panel" data-testid="deposits-panel">
      <h3>Deposits</h3>
      {deposits.isError && (
        <p role="alert">{serverMessageOr(deposits.error, 'The deposits could not be loaded.')}</p>
      )}
      {deposits.data && (
        <table className="deposits-table">
          <caption className="visually-hidden">Deposits to Crossref, DOAJ and ORCID</caption>
          <thead>
            <tr>
              <th scope="col">Registry</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last message</th>
              <th scope="col">Updated</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deposits.data.map((d) => (
              <DepositRow key={`${d.registry}-${d.orcid ?? ''}`} deposit={d} onAgain={again} />
            ))}
          </tbody>
        </table>
      )}
      {Object.entries(notes).map(([registry, note]) => (
        <p key={registry} role="status" className="deposits-note">
          {REGISTRY_LABELS[registry as Registry]}: {note}
        </p>
      ))}
    </div>
  );
}

function DepositRow({
  deposit: d,
  onAgain,
}: {
  deposit: RegistryDeposit;
  onAgain(registry: Registry): void;
}) {
  const name = `${REGISTRY_LABELS[d.registry]}${d.orcid ? ` (${d.orcid})` : ''}`;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className={`deposit-state deposit-state--${d.state.replace(' ', '-')}`}>{STATE_LABELS[d.state]}</td>
      <td>{d.attempts}</td>
      <td>{d.lastMessage ?? ''}</td>
      <td>{formatAdminDate(d.updatedAt)}</td>
      <td>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => onAgain(d.registry)}
          aria-label={`Deposit again: ${name}`}
        >
          Deposit again
        </button>
      </td>
    </tr>
  );
}
