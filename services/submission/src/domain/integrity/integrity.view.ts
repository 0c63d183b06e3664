import { inEditorialScope, type EditorialScope } from '@journal/auth';
import type { Pool } from '@journal/db';
import { findCheck, listMatches } from '../../repositories/integrity.repository';
import { mustFindSubmission } from '../find-submission';
import { kindOf, type MatchKind } from './integrity-rules';

export interface IntegrityMatchView {
  journal: string;
  journalName: string;
  submittedAt: string;
  status: string;
  /** When the other paper reached its current status (e.g. the rejection's date). */
  statusSince: string | null;
  kind: MatchKind;
  similarity: { title: number; abstract: number; text: number };
  sharedAuthors: number;
  /** Only when the caller is also an editor of the other paper's journal (or the administrator). */
  title?: string;
}

export interface IntegrityView {
  /** Null until the background check of the current version has run. */
  checkedAt: string | null;
  /** Whether the current file version is still waiting for its check. */
  pending: boolean;
  /** 'metadata': no text could be extracted from the manuscript's type; title, abstract and keywords were compared. */
  textSource: 'manuscript' | 'metadata' | null;
  matches: IntegrityMatchView[];
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * The integrity answer for the paper's editors (issue 44 item 4): each match's journal, dates, status, kind
 * and similarities; never its reviewers, reports or people; its title only to an editor of its journal.
 */
export async function integrityView(
  pool: Pool,
  scope: EditorialScope,
  submissionId: string,
): Promise<IntegrityView> {
  await mustFindSubmission(pool, submissionId);
  const check = await findCheck(pool, submissionId);
  const matches: IntegrityMatchView[] = [];
  for (const match of await listMatches(pool, submissionId)) {
    const kind = kindOf(match.status);
    if (!kind) continue;
    matches.push({
      journal: match.journalId,
      journalName: match.journalName,
      submittedAt: match.submittedAt.toISOString(),
      status: match.status,
      statusSince: match.decidedAt?.toISOString() ?? null,
      kind,
      similarity: {
        title: rounded(match.title),
        abstract: rounded(match.abstract),
        text: rounded(match.text),
      },
      sharedAuthors: match.sharedAuthors,
      ...(inEditorialScope(scope, match.journalId) ? { title: match.otherTitle } : {}),
    });
  }
  return {
    checkedAt: check?.checkedAt.toISOString() ?? null,
    pending: !check?.current,
    textSource: check?.textSource ?? null,
    matches,
  };
}
