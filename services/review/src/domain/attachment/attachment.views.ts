import type { ReportAttachment } from '../../repositories/report-attachments.repository';

/** What the reviewer sees of their own file: its name and size, not the scan (that is for editors). */
export function reviewerAttachmentView(a: ReportAttachment | undefined) {
  return a ? { name: a.originalName, size: a.size, uploaded_at: a.uploadedAt.toISOString() } : null;
}

/** The editors' view beside the report: the file, where it names the reviewer, and whether it is passed on. */
export function editorAttachmentView(a: ReportAttachment | undefined) {
  if (!a) return null;
  return {
    name: a.originalName,
    size: a.size,
    uploaded_at: a.uploadedAt.toISOString(),
    findings: a.findings,
    scanned: a.scanNote === null,
    scan_note: a.scanNote,
    shared_at: a.sharedAt ? a.sharedAt.toISOString() : null,
    shared_by: a.sharedBy,
  };
}
