import type { AuthClaims, EditorialScope } from '@journal/auth';
import type { Queryable } from '@journal/db';
import { findAuthor } from '../repositories/authors.repository';
import type { MetadataEditor } from '../repositories/metadata-versions.repository';
import type { SubmissionRecord } from '../repositories/submission.types';

/**
 * Who the editor is, by name (the token's names, else the service's projection of identity's accounts,
 * else their address) and by role on the paper: its handling editor, or their role in its journal.
 * The name is looked up once, before any row is locked.
 */
export async function editorNamer(
  db: Queryable,
  auth: AuthClaims,
  scope: EditorialScope,
): Promise<(paper: SubmissionRecord) => MetadataEditor> {
  const fromToken = [auth.given_names, auth.family_name].filter(Boolean).join(' ');
  const person = fromToken ? undefined : await findAuthor(db, auth.sub);
  const name = fromToken || (person ? `${person.givenNames} ${person.familyName}` : auth.email);
  return (paper) => {
    const role: MetadataEditor['role'] = scope.administrator
      ? 'administrator'
      : paper.handlingEditor?.userId === auth.sub
        ? 'handling-editor'
        : (scope.journals.find((j) => j.slug === paper.journalId)?.role ?? 'editor');
    return { userId: auth.sub, name, email: auth.email, role };
  };
}
