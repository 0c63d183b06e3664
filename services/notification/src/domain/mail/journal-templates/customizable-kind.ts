import type { RenderableMail } from '../../../repositories/mail-job';
import { fullName, type TemplateContext } from '../templates/template.types';

export type MailOf<K extends RenderableMail['kind']> = Extract<RenderableMail, { kind: K }>;

/** Whose wording a template is: a journal's (its managers), or the site's (the administrator). */
export type TemplateScope = 'journal' | 'site';

/**
 * One mail kind a journal may reword (issue 29 item 9, issue 42 item 7): its default subject and plain-text
 * body (today's texts, word for word: test/unit/journal-mail-templates.test.ts compares them with the
 * built-in templates), the placeholders it offers, and their values for one mail.
 */
export interface CustomizableKind<K extends RenderableMail['kind']> {
  kind: K;
  /** The template's key in the API (issue 42 item 7); absent: the one KEY_OF_KIND gives, else the kind. */
  key?: string;
  /** Absent: a journal's template. */
  scope?: TemplateScope;
  /** One of several templates of the same kind (e.g. a reminder before the due date, or overdue). */
  matches?(job: MailOf<K>): boolean;
  subject: string;
  body: string;
  placeholders: readonly string[];
  /** Placeholders a journal's wording must keep (the mail's only link, e.g. the review page). */
  required?: readonly string[];
  values(job: MailOf<K>, ctx: TemplateContext): Record<string, string>;
  /** Made-up values for the preview. */
  sample: MailOf<K>;
}

export const SAMPLE_PERSON = {
  eventId: '00000000-0000-4000-8000-000000000000',
  to: 'ada.lovelace@example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  submissionId: 'sample-submission',
  paperTitle: 'Notes on the Analytical Engine',
  journalName: 'Sample Journal',
};
export const SAMPLE_REVIEWER = {
  ...SAMPLE_PERSON,
  to: 'charles.babbage@example.org',
  givenNames: 'Charles',
  familyName: 'Babbage',
  dueDate: '2026-02-15',
  assignmentId: '00000000-0000-4000-8000-000000000001',
  linkToken: 'sample-review-link',
};
export const SAMPLE_EDITOR = {
  ...SAMPLE_PERSON,
  to: 'mary.somerville@example.org',
  givenNames: 'Mary',
  familyName: 'Somerville',
};

export const COMMON = ['name', 'paperTitle', 'journalName', 'publisherName'] as const;

/** The values every mail about a paper offers: the recipient's own name, the paper, its journal, the site. */
export const common = (
  job: { givenNames: string; familyName: string; paperTitle: string; journalName: string },
  ctx: TemplateContext,
) => ({
  name: fullName(job.givenNames, job.familyName),
  paperTitle: job.paperTitle,
  journalName: job.journalName,
  publisherName: ctx.publisherName,
});
