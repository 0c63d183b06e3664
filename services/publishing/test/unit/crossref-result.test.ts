import { create } from 'xmlbuilder';
import { readDiagnostic } from '../../src/clients/crossref-result.client';

/** A doi_batch_diagnostic as Crossref's submission result documents it. */
function diagnostic(status: string, records: { status: string; msg: string }[] = []) {
  const root = create('doi_batch_diagnostic').att('status', status).att('sp', 'cs3.crossref.org');
  root.ele('submission_id', '1432070000');
  root.ele('batch_id', 'a-1');
  for (const r of records) {
    const rec = root.ele('record_diagnostic', { status: r.status });
    rec.ele('doi', '10.5555/as.2026.00001');
    rec.ele('msg', r.msg);
  }
  const count = (s: string) => records.filter((r) => r.status === s).length;
  const data = root.ele('batch_data');
  data.ele('record_count', records.length);
  data.ele('success_count', count('Success'));
  data.ele('warning_count', count('Warning'));
  data.ele('failure_count', count('Failure'));
  return root.end();
}

describe("Crossref's submission result", () => {
  it('is pending until Crossref has processed the batch', () => {
    expect(readDiagnostic(diagnostic('in_process')).kind).toBe('pending');
    expect(readDiagnostic(diagnostic('queued')).kind).toBe('pending');
    expect(readDiagnostic(diagnostic('unknown_submission')).kind).toBe('pending');
  });
  it('is deposited on Success and on Warning (with the warning shown)', () => {
    expect(
      readDiagnostic(diagnostic('completed', [{ status: 'Success', msg: 'Successfully added' }])),
    ).toEqual({
      kind: 'deposited',
      message: 'Successfully added',
    });
    expect(
      readDiagnostic(diagnostic('completed', [{ status: 'Warning', msg: 'Added with conflict: 10.5555/x' }])),
    ).toEqual({ kind: 'deposited', message: 'Added with conflict: 10.5555/x' });
  });
  it("is rejected on Failure, with Crossref's message", () => {
    const msg =
      'Record not processed because submitted version: 1 is less or equal to previously submitted version';
    expect(readDiagnostic(diagnostic('completed', [{ status: 'Failure', msg }]))).toEqual({
      kind: 'rejected',
      message: msg,
    });
  });
  it('refuses an answer that is not a diagnostic (an error page) as a retryable refusal', () => {
    expect(readDiagnostic('<html><body>Login failed</body></html>').kind).toBe('refused');
  });
});
