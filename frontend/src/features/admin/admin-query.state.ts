import type { AdminFilters, SortField, SubmissionQuery } from '../../api/admin.api';
import { ADMIN_MESSAGES } from './admin.messages';

// List state rules of SPEC section 4: filters and page size reset to page 1; the active sort column
// toggles its order, another column starts ascending. Defaults: submission_date desc, page 1, 10 rows.
export const PAGE_SIZES = [5, 10, 25, 50] as const;

/** Every filter off (the defaults, and what Clear Filters restores). */
const NO_FILTERS: AdminFilters = {
  search: '',
  journal: '',
  status: '',
  dateFrom: '',
  dateTo: '',
  nextAction: '',
  assignedTo: '',
};

export const INITIAL_QUERY: SubmissionQuery = {
  page: 1,
  limit: 10,
  sortBy: 'submission_date',
  sortOrder: 'desc',
  ...NO_FILTERS,
};

export type QueryAction =
  | { type: 'filter'; name: keyof AdminFilters; value: string }
  | { type: 'limit'; limit: number }
  | { type: 'sort'; field: SortField }
  | { type: 'page'; page: number }
  | { type: 'reset-filters' };

export function queryReducer(state: SubmissionQuery, action: QueryAction): SubmissionQuery {
  switch (action.type) {
    case 'filter':
      return { ...state, [action.name]: action.value, page: 1 };
    case 'limit':
      return { ...state, limit: action.limit, page: 1 };
    case 'sort':
      return state.sortBy === action.field
        ? { ...state, sortOrder: state.sortOrder === 'asc' ? 'desc' : 'asc' }
        : { ...state, sortBy: action.field, sortOrder: 'asc' };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'reset-filters':
      return { ...state, ...NO_FILTERS, page: 1 };
  }
}

/** 'Showing X to Y of Z submissions' numbers for the current page. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}

/** Page buttons: all pages when few, else first, last and two either side of the current one. */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  if (total <= 9) return Array.from({ length: total }, (_, index) => index + 1);
  const pages: (number | 'gap')[] = [1];
  const start = Math.max(2, current - 2);
  const end = Math.min(total - 1, current + 2);
  if (start > 2) pages.push('gap');
  for (let page = start; page <= end; page += 1) pages.push(page);
  if (end < total - 1) pages.push('gap');
  pages.push(total);
  return pages;
}

/** A From date after the To date matches nothing: said beside the date controls, and no list request is sent. */
export function dateRangeProblem(query: Pick<SubmissionQuery, 'dateFrom' | 'dateTo'>): string | null {
  return query.dateFrom && query.dateTo && query.dateFrom > query.dateTo ? ADMIN_MESSAGES.dateRange : null;
}
