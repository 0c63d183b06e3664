import type { Dispatch } from 'react';
import type { SubmissionQuery } from '../../api/admin.api';
import type { QueryAction } from './admin-query.state';
import { NEXT_ACTIONS, nextActionLabel } from './editorial-todo';
import { FilterSelect } from './filter-select.component';

/**
 * The dashboard's to-do view (issue 29): the papers needing one kind of action, and only those the
 * caller handles (or nobody handles yet) with "Assigned to me"; both are list filters of the server.
 */
export function TodoBar({ query, dispatch }: { query: SubmissionQuery; dispatch: Dispatch<QueryAction> }) {
  return (
    <section className="admin-todo-bar panel" aria-label="To do">
      <FilterSelect
        id="filter-next-action"
        label="Needs"
        value={query.nextAction}
        onChange={(value) => dispatch({ type: 'filter', name: 'nextAction', value })}
        anyLabel="Any next step"
        options={NEXT_ACTIONS}
        optionLabel={nextActionLabel}
      />
      <label className="admin-todo-bar__mine">
        <input
          type="checkbox"
          checked={query.assignedTo === 'me'}
          onChange={(e) =>
            dispatch({ type: 'filter', name: 'assignedTo', value: e.target.checked ? 'me' : '' })
          }
        />
        Assigned to me
      </label>
    </section>
  );
}
