import type { ComponentProps, Dispatch } from 'react';
import type { AdminFilters, SubmissionQuery } from '../../api/admin.api';
import { statusLabel } from '../../api/submission-status';
import { PAGE_SIZES, dateRangeProblem, type QueryAction } from './admin-query.state';
import { FilterSelect } from './filter-select.component';

interface Props {
  query: SubmissionQuery;
  dispatch: Dispatch<QueryAction>;
  journals: readonly string[];
  statuses: readonly string[];
}

export function FilterPanel({ query, dispatch, journals, statuses }: Props) {
  const set = (name: keyof AdminFilters) => (value: string) => dispatch({ type: 'filter', name, value });
  const rangeProblem = dateRangeProblem(query);
  const rangeProps = rangeProblem
    ? { 'aria-invalid': true as const, 'aria-describedby': 'filter-date-range-error' }
    : {};
  return (
    <section className="admin-filters panel" aria-label="Filters">
      <FilterInput
        id="filter-search"
        label="Search"
        wide
        type="search"
        placeholder="User name or paper title"
        value={query.search}
        onChange={(e) => set('search')(e.target.value)}
      />
      <FilterSelect
        id="filter-journal"
        label="Journal"
        value={query.journal}
        onChange={set('journal')}
        anyLabel="All Journals"
        options={journals}
      />
      <FilterSelect
        id="filter-status"
        label="Status"
        value={query.status}
        onChange={set('status')}
        anyLabel="All Statuses"
        options={statuses}
        optionLabel={statusLabel}
      />
      <FilterInput
        id="filter-from"
        label="Date From"
        type="date"
        value={query.dateFrom}
        max={query.dateTo || undefined}
        onChange={(e) => set('dateFrom')(e.target.value)}
        {...rangeProps}
      />
      <FilterInput
        id="filter-to"
        label="Date To"
        type="date"
        value={query.dateTo}
        min={query.dateFrom || undefined}
        onChange={(e) => set('dateTo')(e.target.value)}
        {...rangeProps}
      />
      {rangeProblem && (
        <p id="filter-date-range-error" className="admin-filter__error" role="alert">
          {rangeProblem}
        </p>
      )}
      <div className="admin-filter">
        <label htmlFor="filter-limit">Items per page</label>
        <select
          id="filter-limit"
          className="admin-input"
          value={query.limit}
          onChange={(e) => dispatch({ type: 'limit', limit: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filter admin-filter--actions">
        <button
          type="button"
          className="solid-button admin-button solid-button--ghost"
          onClick={() => dispatch({ type: 'reset-filters' })}
        >
          Clear Filters
        </button>
      </div>
    </section>
  );
}

/** One labelled input of the filter bar; `wide` gives it the room a search needs. */
function FilterInput({
  id,
  label,
  wide = false,
  ...input
}: { id: string; label: string; wide?: boolean } & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div className={wide ? 'admin-filter admin-filter--wide' : 'admin-filter'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="admin-input" {...input} />
    </div>
  );
}
