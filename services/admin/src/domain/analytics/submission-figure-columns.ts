import type { PaperFacts } from '../../repositories/analytics-facts.repository';
import { outcomeOf } from './editorial-figures';

/**
 * The columns the submissions CSV adds after its own (issue 32), so every editorial figure can be
 * recomputed from the CSV alone: the same facts, kept from the same events, that the figures read.
 * Times are ISO 8601 UTC instants; list cells separate their entries with `; `.
 */
export const FIGURE_COLUMNS = [
  'Journal Slug',
  // Every decision as the figures count it, oldest first: `revisions 2026-01-20T10:00:00.000Z; accept ...`.
  'Decisions',
  'First Decision',
  'First Decision Date',
  'Final Decision',
  'Final Decision Date',
  'Desk Rejection',
  // Each reviewer invitation: `invited {time} accepted|declined {time} reported {time}`, the facts known.
  'Reviewer Invitations',
  'Reviews',
  'Published Date',
];

const iso = (d: Date | null | undefined) => d?.toISOString() ?? '';

function invitationCell(i: PaperFacts['invitations'][number]): string {
  const answer = i.accepted === null ? 'answered' : i.accepted ? 'accepted' : 'declined';
  return [
    i.invitedAt && `invited ${iso(i.invitedAt)}`,
    i.respondedAt && `${answer} ${iso(i.respondedAt)}`,
    i.reportedAt && `reported ${iso(i.reportedAt)}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The figure cells of one submission; a paper the figures have not seen (yet) reads as undecided. */
export function figureCells(journalSlug: string, facts: PaperFacts | undefined): (string | number)[] {
  const o = facts ? outcomeOf(facts) : undefined;
  const invitations = facts?.invitations ?? [];
  return [
    journalSlug,
    (o?.decisions ?? []).map((d) => `${d.kind} ${iso(d.at)}`).join('; '),
    o?.first?.kind ?? '',
    iso(o?.first?.at),
    o?.final?.kind ?? '',
    iso(o?.final?.at),
    o?.desk ? 'yes' : 'no',
    invitations.map(invitationCell).join('; '),
    invitations.filter((i) => i.reportedAt).length,
    iso(facts?.publishedAt),
  ];
}
