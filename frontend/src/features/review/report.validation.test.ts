import { REPORT_MESSAGES, reportErrors } from './report.validation';

describe('reportErrors', () => {
  const valid = { recommendation: 'accept', commentsToAuthor: 'Fine work.', commentsToEditor: '' };

  it('accepts each of the four recommendations', () => {
    for (const recommendation of ['accept', 'minor_revisions', 'major_revisions', 'reject'])
      expect(reportErrors({ ...valid, recommendation })).toEqual({});
  });

  it('refuses anything else as a recommendation', () => {
    expect(reportErrors({ ...valid, recommendation: 'maybe' })).toEqual({
      recommendation: REPORT_MESSAGES.recommendation,
    });
  });

  it('needs 1 to 20,000 characters of comments to the author, and at most 20,000 to the editor', () => {
    expect(reportErrors({ ...valid, commentsToAuthor: '   ' }).commentsToAuthor).toBe(
      REPORT_MESSAGES.commentsEmpty,
    );
    expect(reportErrors({ ...valid, commentsToAuthor: 'x'.repeat(20_000) })).toEqual({});
    expect(reportErrors({ ...valid, commentsToAuthor: 'x'.repeat(20_001) }).commentsToAuthor).toBe(
      REPORT_MESSAGES.commentsLong,
    );
    expect(reportErrors({ ...valid, commentsToEditor: 'x'.repeat(20_001) }).commentsToEditor).toBe(
      REPORT_MESSAGES.editorLong,
    );
  });
});
