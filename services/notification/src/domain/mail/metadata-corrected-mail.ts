import type { EventPayload } from '@journal/events';
import type { MailJob } from '../../repositories/mail-job';

type Corrected = EventPayload<'submission.metadata_updated.v1'>;

/** How the author's mail names each field an editor corrected (the body's field names, issue 42 item 3). */
const LABELS: Record<string, string> = {
  paperTitle: 'Title',
  abstract: 'Abstract',
  keywords: 'Keywords',
  coAuthors: 'Co-authors',
  authorAffiliation: 'Your affiliation',
  authorOrcid: 'Your ORCID iD',
  sectionId: 'Section',
  funding: 'Funding',
  dataAvailability: 'Data availability',
  authorRorId: 'Your ROR id',
};

/** A field's new value in words; a field this service does not know by name is named as changed. */
function valueOf(p: Corrected, field: string): string {
  switch (field) {
    case 'paperTitle':
      return p.paperTitle;
    case 'abstract':
      return p.abstract || '(none)';
    case 'keywords':
      return p.keywords.join(', ') || '(none)';
    case 'coAuthors':
      return (
        p.coAuthors
          .map((c) => `${c.givenNames} ${c.familyName}${c.affiliation ? ` (${c.affiliation})` : ''}`)
          .join('; ') || '(none)'
      );
    case 'authorAffiliation':
      return p.authorAffiliation || '(none)';
    case 'authorOrcid':
      return p.authorOrcid ? `https://orcid.org/${p.authorOrcid}` : '(none)';
    case 'funding':
      return (
        (p.funding ?? [])
          .map((f) => (f.awardIds.length ? `${f.funderName} (${f.awardIds.join(', ')})` : f.funderName))
          .join('; ') || '(none)'
      );
    case 'sectionId':
      // The event names the section by id only; the author's submission page shows its title.
      return '(changed)';
    default: {
      const value = (p as Record<string, unknown>)[field];
      return typeof value === 'string' && value !== '' ? value : '(changed)';
    }
  }
}

/**
 * The submitting author's summary of an editor's correction of their paper's details: each changed field
 * with its new value. None for the author's own edit (no `changedBy`) or a correction that names no field.
 */
export function metadataCorrectedMail(eventId: string, p: Corrected): MailJob[] {
  if (!p.changedBy || !p.changedFields?.length) return [];
  return [
    {
      kind: 'metadata-corrected',
      eventId,
      to: p.authorEmail,
      givenNames: p.givenNames,
      familyName: p.familyName,
      submissionId: p.submissionId,
      journalId: p.journalId,
      paperTitle: p.paperTitle,
      journalName: p.journalName,
      editorName: p.changedBy.name,
      changes: p.changedFields.map((field) => ({ label: LABELS[field] ?? field, value: valueOf(p, field) })),
    },
  ];
}
