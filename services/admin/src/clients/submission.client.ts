import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { InternalClient } from '@journal/http';
import type { SubmissionSnapshotView } from '@journal/metadata';

/** The submission service's state of one submission (its internal snapshot shape). */
export interface SubmissionSnapshot extends SubmissionSnapshotView {
  journal_icon: string;
  submission_date: string;
  updated_at: string;
  version: number;
  /** Issue 42 item 8 (absent from a submission service older than it). */
  funding?: { funderName: string; funderRorId: string | null; awardIds: string[] }[];
  data_availability?: string;
  author_ror_id?: string | null;
  /** Issue 29 item 1 (absent from a submission service older than it). */
  handling_editor?: { userId: string; name: string; email: string } | null;
  /** Issue 42 item 2: the paper's journal section (absent from a submission service older than it). */
  sectionId?: string;
}

/** What the submission service gives editors only (issue 42 item 8). */
export interface EditorsOnly {
  cover_letter: string;
  checklist: { id: string; text: string }[];
  licence: string | null;
  licence_agreement: 'ticked' | 'by-submitting' | null;
  /** Issue 44 item 1 (absent from a submission service older than it). */
  transfers?: { offers: unknown[]; from: unknown };
  /** Issue 42 item 8 (absent from a submission service older than it). */
  supplementary_files?: {
    id: string;
    name: string;
    size: number;
    media_type: string;
    sha256: string;
    description: string;
    uploaded_at: string;
  }[];
}

export interface PaperFile {
  stream: Readable;
  contentType: string;
  contentLength?: string;
  extension: string;
  paperTitle: string;
}

/** What the admin service reads from the submission service, which owns statuses and files (status
 * commands go to it straight from the gateway, issue 27). */
export interface SubmissionCommands {
  openFile(id: string): Promise<PaperFile>;
  /** One file version (issue 12: old versions stay downloadable for editors). */
  openVersion(id: string, number: number): Promise<PaperFile>;
  snapshot(id: string): Promise<SubmissionSnapshot & { current_version: number; revision_open: boolean }>;
  /** The cover letter and the author's agreements (issue 42 item 8), which only editors read. */
  editorsOnly(id: string): Promise<EditorsOnly>;
  /** Every file version, the status history and the current version's anonymity (the detail page). */
  versions(id: string): Promise<{ versions: unknown[]; history: unknown[]; anonymity?: unknown }>;
}

/** Over `/internal/submissions/*` (docs/conventions.md); upstream 4xx keep their status and message. */
export function submissionCommands(client: InternalClient): SubmissionCommands {
  return {
    openFile: (id) => openPath(client, `/submissions/${encodeURIComponent(id)}/file`),
    openVersion: (id, number) =>
      openPath(client, `/submissions/${encodeURIComponent(id)}/versions/${number}/file`),
    async snapshot(id) {
      const body = await client.json<{
        submission: SubmissionSnapshot & { current_version: number; revision_open: boolean };
      }>('GET', `/submissions/${encodeURIComponent(id)}`);
      return body.submission;
    },
    versions: (id) => client.json('GET', `/submissions/${encodeURIComponent(id)}/versions`),
    editorsOnly: (id) => client.json('GET', `/submissions/${encodeURIComponent(id)}/editors-only`),
  };
}

async function openPath(client: InternalClient, path: string): Promise<PaperFile> {
  const response = await client.stream(path);
  if (!response.body) throw new Error('The submission service sent no file body');
  const title = response.headers.get('x-paper-title');
  return {
    stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    contentLength: response.headers.get('content-length') ?? undefined,
    extension: response.headers.get('x-file-extension') ?? '',
    paperTitle: title ? safeDecode(title) : '',
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
