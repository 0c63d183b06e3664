import type { SubmissionStatus } from '@journal/events';
import type { NextAction } from './editorial-progress.repository';

/** The listing's sort columns (each has an index of migration 001, submission-listing.repository.ts). */
export const SORT_FIELDS = [
  'submission_date',
  'given_names',
  'paper_title',
  'journal_name',
  'status',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** What a listing or a count selects (the route's query, parsed by domain/listing-query.ts). */
export interface ListingFilters {
  journalId?: string;
  /**
   * The caller's journals (an editor's scope, issue 28): only their rows; an empty list matches nothing.
   * Undefined for the administrator (every journal). Never from the query string.
   */
  scope?: readonly string[];
  status?: SubmissionStatus;
  /** Inclusive lower bound: dateFrom at 00:00 UTC. */
  from?: Date;
  /** Exclusive upper bound: the day after dateTo at 00:00 UTC (dateTo is an inclusive day). */
  until?: Date;
  /** Lower-cased, trimmed search text. */
  search?: string;
  /** Issue 29: only rows whose next action is this one. */
  nextAction?: NextAction;
  /**
   * Issue 29 (`assignedTo=me`): the caller's user id, set by the route from the token; rows handled by
   * them or by nobody yet (a new paper goes to every editor of its journal until one is assigned).
   */
  assignee?: string;
  /** Issue 29: one row by its submission id (the dashboard re-reads a row after its status change). */
  id?: string;
}
