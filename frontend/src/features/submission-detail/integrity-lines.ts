import { DAY_MS } from '@journal/config/utc-calendar';
import type { IntegrityMatch } from '../../api/integrity.api';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** "3 days ago", "today", "yesterday" from `now`. */
export function daysAgo(iso: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** The month (and the year when not this one) of a date: "in March", "in March 2025". */
function inMonth(iso: string, now: Date): string {
  const date = new Date(iso);
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return date.getUTCFullYear() === now.getUTCFullYear()
    ? `in ${month}`
    : `in ${month} ${date.getUTCFullYear()}`;
}

/** The most telling similarity and the shared authors: "(abstract 86 % similar, 3 shared authors)". */
function details(match: IntegrityMatch): string {
  const [field, value] = (Object.entries(match.similarity) as [string, number][]).reduce((a, b) =>
    b[1] > a[1] ? b : a,
  );
  const parts = [`${field} ${percent(value)} similar`];
  if (match.sharedAuthors > 0)
    parts.push(`${match.sharedAuthors} shared author${match.sharedAuthors === 1 ? '' : 's'}`);
  return `(${parts.join(', ')})`;
}

/** One line of the editor's Integrity panel (issue 44 item 4). */
export function integrityLine(match: IntegrityMatch, now: Date): string {
  switch (match.kind) {
    case 'under_review_elsewhere':
      return `Also under review at ${match.journalName} (submitted ${daysAgo(match.submittedAt, now)}) ${details(match)}`;
    case 'similar_to_rejected':
      return `Similar to a paper rejected by ${match.journalName} ${inMonth(match.statusSince ?? match.submittedAt, now)} ${details(match)}`;
    case 'similar_to_published':
      return `Similar to a paper published by ${match.journalName} ${inMonth(match.statusSince ?? match.submittedAt, now)} ${details(match)}`;
  }
}
