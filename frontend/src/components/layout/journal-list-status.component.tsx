// What a journal menu shows while the journal list loads or when it could not be loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import type { JournalSummary } from '../../api/journals.api';
import { Spinner } from '../ui/spinner.component';

export const JOURNALS_LOAD_FAILED = 'The journals could not be loaded.';

export function JournalListStatus({
  query,
  className,
}: {
  query: UseQueryResult<JournalSummary[]>;
  className: string;
}) {
  if (query.isPending)
    return (
      <li className={className} aria-busy="true">
        <Spinner size="small" /> Loading journals…
      </li>
    );
  if (query.isError)
    return (
      <li className={className} role="alert">
        <JournalsLoadFailed query={query} />
      </li>
    );
  return null;
}

/** The failure's words and a Try again that asks once more, inside the alert of whoever lists journals. */
export function JournalsLoadFailed({ query }: { query: Pick<UseQueryResult, 'refetch'> }) {
  return (
    <>
      {JOURNALS_LOAD_FAILED}{' '}
      <button type="button" className="link-button" onClick={() => void query.refetch()}>
        Try again
      </button>
    </>
  );
}
