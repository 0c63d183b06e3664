import { z } from 'zod';
import { emailField, idField, isoDateTimeField, nameField } from './contract-fields';

/** A person the publication mail goes to: the submitting author, then each co-author, in citation order. */
export const publicationRecipientSchema = z.object({
  givenNames: nameField,
  familyName: nameField,
  email: emailField,
});

/**
 * An article became public (its first publication, or a return after a withdrawal), with what its mail
 * says: the article's address and DOI. Metadata refreshes of a live article do not emit it.
 */
export const articlePublishedV1 = z.object({
  articleId: idField,
  /** The submission the article came from (the same id). */
  submissionId: idField,
  doi: z.string().min(1),
  articleUrl: z.url(),
  title: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  publishedAt: isoDateTimeField,
  recipients: z.array(publicationRecipientSchema).min(1),
});
