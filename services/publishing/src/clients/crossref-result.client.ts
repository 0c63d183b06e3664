import { DomUtils, parseDocument } from 'htmlparser2';
import type { CrossrefDepositSettings } from '../config';

/** What Crossref's submission result says of one deposit file. */
export type CrossrefResult =
  | { kind: 'pending'; httpStatus: number; message: string; answer: string }
  | { kind: 'deposited'; httpStatus: number; message: string; answer: string }
  | { kind: 'rejected'; httpStatus: number; message: string; answer: string }
  | { kind: 'refused'; httpStatus: number; message: string; answer: string };

/**
 * Reads the result of a deposit the way Crossref documents it ("Using HTTPS to retrieve logs"): GET
 * submissionDownload?usr=&pwd=&file_name=&type=result, tracked by the file name (Crossref recommends it
 * over doi_batch_id: a file still queued or being processed is found too). The answer is a
 * `doi_batch_diagnostic` whose `status` is `completed` once processed, with `batch_data`
 * (success_count, warning_count, failure_count) and a `record_diagnostic` per DOI (status Success,
 * Warning or Failure, its `msg`). A network failure throws.
 */
export async function fetchCrossrefResult(
  settings: Pick<CrossrefDepositSettings, 'url' | 'resultUrl' | 'loginId' | 'password'>,
  fileName: string,
  batchId: string,
  timeoutMs = 60_000,
): Promise<CrossrefResult> {
  const url = new URL(settings.resultUrl ?? `${new URL(settings.url).origin}/servlet/submissionDownload`);
  url.searchParams.set('usr', settings.loginId);
  url.searchParams.set('pwd', settings.password);
  url.searchParams.set('file_name', fileName);
  url.searchParams.set('doi_batch_id', batchId);
  url.searchParams.set('type', 'result');
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const answer = await res.text();
  if (!res.ok)
    return {
      kind: 'refused',
      httpStatus: res.status,
      message: oneLine(answer) || `HTTP ${res.status}`,
      answer,
    };
  return { ...readDiagnostic(answer), httpStatus: res.status, answer };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 500);

/** The outcome a doi_batch_diagnostic reports (exported for the unit test of its cases). */
export function readDiagnostic(xml: string): { kind: CrossrefResult['kind']; message: string } {
  const doc = parseDocument(xml, { xmlMode: true });
  const root = DomUtils.findOne((e) => e.name === 'doi_batch_diagnostic', doc.children, true);
  if (!root)
    return { kind: 'refused', message: `Crossref's result is not a doi_batch_diagnostic: ${oneLine(xml)}` };
  const status = root.attribs.status ?? '';
  if (status !== 'completed')
    return { kind: 'pending', message: `Crossref has the batch ${status || 'queued'}` };
  const count = (name: string) =>
    Number(DomUtils.textContent(DomUtils.findOne((e) => e.name === name, root.children, true) ?? []) || 0);
  const records = DomUtils.findAll((e) => e.name === 'record_diagnostic', root.children);
  const messages = (wanted: string) =>
    records
      .filter((r) => r.attribs.status === wanted)
      .map((r) =>
        oneLine(DomUtils.textContent(DomUtils.findOne((e) => e.name === 'msg', r.children, true) ?? [])),
      )
      .filter(Boolean);
  const failures = count('failure_count');
  if (failures > 0 || messages('Failure').length > 0)
    return { kind: 'rejected', message: messages('Failure').join('; ') || `${failures} record(s) failed` };
  if (count('success_count') + count('warning_count') === 0 && records.length === 0)
    return { kind: 'rejected', message: 'Crossref processed the batch without any record' };
  return {
    kind: 'deposited',
    message: messages('Warning').join('; ') || messages('Success').join('; ') || 'Success',
  };
}
