import type { EventPayload } from '@journal/events';
import { sameMailbox } from '@journal/metadata';
import type { MailJob } from '../../repositories/mail-job';

/** The paper an assignment is about, by name: from the event, else from the editors' paper directory. */
export interface AssignedPaper {
  paperTitle: string;
  journalName: string;
}

/**
 * The mail to a newly assigned handling editor: none when the assignment is removed, or when editors
 * assign themselves (they know; docs/product-decisions.md), or when the paper is not known by name.
 */
export function handlingEditorMail(
  eventId: string,
  p: EventPayload<'submission.handling_editor_assigned.v1'>,
  paper: AssignedPaper | undefined,
): MailJob[] {
  const editor = p.handlingEditor;
  if (!editor || sameMailbox(editor.email, p.assignedBy) || !paper) return [];
  return [
    {
      kind: 'handling-editor-assigned',
      eventId,
      to: editor.email,
      // The event names the editor in full; the greeting uses that name as it is.
      givenNames: editor.name,
      familyName: '',
      submissionId: p.submissionId,
      journalId: p.journalId,
      paperTitle: paper.paperTitle,
      journalName: paper.journalName,
      assignedBy: p.assignedBy,
    },
  ];
}
