import { oneLine } from './escape-html';
import { mail } from './peer-review.templates';
import { fullName, siteLink, type RenderedMail, type TemplateContext } from './template.types';

export interface MetadataCorrectedData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  editorName: string;
  changes: { label: string; value: string }[];
}

/** The summary's lines: one per corrected field, with its new value. */
export function changesSummary(changes: MetadataCorrectedData['changes']): string {
  return changes.map((c) => `${c.label}: ${c.value}`).join('\n');
}

/** Issue 42 item 3: to the author, what an editor corrected in their paper's details (new values). */
export function metadataCorrectedTemplate(data: MetadataCorrectedData, ctx: TemplateContext): RenderedMail {
  return mail(
    ctx,
    oneLine(`Details corrected: "${data.paperTitle}"`),
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `${data.editorName} of ${data.journalName} has corrected the details of your paper "${data.paperTitle}". They now read:`,
      '',
      changesSummary(data.changes),
    ],
    { label: 'View my submissions', href: siteLink(ctx, '/profile') },
  );
}
