import { z } from 'zod';
import { addUtcDays, parseUtcDay } from '@journal/config';
import { safeText, validate, ValidationError } from '@journal/errors';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@journal/events';
import type { JournalLookup } from './journals';
import { NEXT_ACTIONS, type NextAction } from '../repositories/editorial-progress.repository';
import {
  SORT_FIELDS,
  type ListingFilters,
  type SortField,
  type SortOrder,
} from '../repositories/listing-filters.types';

export const PAGE_SIZES = [5, 10, 25, 50] as const;
const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 200;

export interface ListingQuery {
  filters: ListingFilters;
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
  /** `assignedTo=me` was asked: the route fills `filters.assignee` from the token. */
  assignedToMe: boolean;
}

const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "" and "all" mean "no filter" (the dashboard's select options). */
const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'all'
    ? undefined
    : value.trim();

const single = (name: string) =>
  z
    .string({ error: `${name} must be given once` })
    .pipe(safeText(name))
    .optional();

/** YYYY-MM-DD of a real calendar day, as a UTC midnight. */
/**
 * The query's parameters as text, each given at most once. Built once: a zod object schema compiles its
 * parser on first use, so one made per request cost most of a list request's CPU (docs/performance.md).
 */
const rawQuerySchema = z.object({
  page: single('page'),
  limit: single('limit'),
  journal: single('journal'),
  status: single('status'),
  dateFrom: single('dateFrom'),
  dateTo: single('dateTo'),
  search: single('search'),
  sortBy: single('sortBy'),
  sortOrder: single('sortOrder'),
  nextAction: single('nextAction'),
  assignedTo: single('assignedTo'),
  id: single('id'),
});

/** The rules between and beyond single parameters, in the order the dashboard shows their messages. */
function interpret(q: z.infer<typeof rawQuerySchema>, findJournal: JournalLookup): ListingQuery {
  const fail = (message: string, field: string): never => {
    throw new ValidationError(message, [{ field, message }]);
  };
  const pageText = optional(q.page) ?? '1';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) return fail('page must be a positive whole number', 'page');
  const limit = Number(optional(q.limit) ?? '10');
  if (!(PAGE_SIZES as readonly number[]).includes(limit) || !/^\d+$/.test(optional(q.limit) ?? '10'))
    return fail(`limit must be one of ${PAGE_SIZES.join(', ')}`, 'limit');
  const sortBy = optional(q.sortBy) ?? 'submission_date';
  if (!(SORT_FIELDS as readonly string[]).includes(sortBy))
    return fail(`sortBy must be one of ${SORT_FIELDS.join(', ')}`, 'sortBy');
  const sortOrder = (optional(q.sortOrder) ?? 'desc').toLowerCase();
  if (sortOrder !== 'asc' && sortOrder !== 'desc') return fail('sortOrder must be asc or desc', 'sortOrder');

  const filters: ListingFilters = {};
  const journal = optional(q.journal);
  if (journal !== undefined) {
    const found = findJournal(journal);
    if (!found) return fail(`Unknown journal "${journal}"`, 'journal');
    filters.journalId = found.id;
  }
  const status = optional(q.status);
  if (status !== undefined) {
    if (!(SUBMISSION_STATUSES as readonly string[]).includes(status))
      return fail(`status must be one of ${SUBMISSION_STATUSES.join(', ')}`, 'status');
    filters.status = status as SubmissionStatus;
  }
  const dayParam = (name: 'dateFrom' | 'dateTo') => {
    const text = optional(q[name]);
    if (text === undefined) return undefined;
    return parseUtcDay(text) ?? fail(`${name} must be a date in YYYY-MM-DD format`, name);
  };
  const from = dayParam('dateFrom');
  if (from) filters.from = from;
  const to = dayParam('dateTo');
  if (to) filters.until = addUtcDays(to, 1);
  if (filters.from && filters.until && filters.from >= filters.until)
    return fail('dateFrom must not be after dateTo', 'dateFrom');
  const search = q.search?.trim();
  if (search) {
    if (search.length > MAX_SEARCH) return fail(`search must be at most ${MAX_SEARCH} characters`, 'search');
    filters.search = search.toLowerCase();
  }
  const nextAction = optional(q.nextAction);
  if (nextAction !== undefined) {
    if (!(NEXT_ACTIONS as readonly string[]).includes(nextAction))
      return fail(`nextAction must be one of ${NEXT_ACTIONS.join(', ')}`, 'nextAction');
    filters.nextAction = nextAction as NextAction;
  }
  const assignedTo = optional(q.assignedTo);
  if (assignedTo !== undefined && assignedTo !== 'me') return fail('assignedTo must be me', 'assignedTo');
  const id = optional(q.id);
  if (id !== undefined) {
    if (!SUBMISSION_ID.test(id)) return fail('id must be a submission id', 'id');
    filters.id = id.toLowerCase();
  }
  return {
    filters,
    sortBy: sortBy as SortField,
    sortOrder: sortOrder as SortOrder,
    page,
    limit,
    assignedToMe: assignedTo === 'me',
  };
}

/**
 * Parses the dashboard's list query (docs/api.md) against the journals the service knows; throws a 400
 * ValidationError naming the bad parameter.
 */
export function parseListingQuery(query: unknown, findJournal: JournalLookup): ListingQuery {
  return interpret(validate(rawQuerySchema, query ?? {}), findJournal);
}
