import type { ComponentProps, Dispatch } from 'react';
import type { AdminFilters, SubmissionQuery } from '../../api/admin.api';
import { statusLabel } from '../../api/submission-status';
import { PAGE_SIZES, dateRangeProblem, type QueryAction } from './admin-query.state';
import { FilterSelect } from './filter-select.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  query: SubmissionQuery;
  dispatch: Dispatch<QueryAction>;
  journals: readonly string[];
  statuses: readonly string[];
}

/** The date range's two ends: each one keeps the browser's date picker on its side of the other. */
const DATE_BOUNDS = [
  { id: 'filter-from', label: 'Date From', name: 'dateFrom', other: 'dateTo', limit: 'max' },
  { id: 'filter-to', label: 'Date To', name: 'dateTo', other: 'dateFrom', limit: 'min' },
] as const;

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
      {DATE_BOUNDS.map((bound) => (
        <FilterInput
          key={bound.id}
          id={bound.id}
          label={bound.label}
          type="date"
          value={query[bound.name]}
          {...{ [bound.limit]: query[bound.other] || undefined }}
          onChange={(e) => set(bound.name)(e.target.value)}
          {...rangeProps}
        />
      ))}
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
        <SolidButton look="admin" ghost onClick={() => dispatch({ type: 'reset-filters' })}>
          Clear Filters
        </SolidButton>
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
