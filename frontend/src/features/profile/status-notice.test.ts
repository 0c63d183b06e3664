import { HIGHLIGHT_MS, NOTICE_MS, noticeFor, noticeMessage, noticeType } from './status-notice';

describe('author live notice', () => {
  it.each([
    ['rejected', 'error'],
    ['accepted', 'success'],
    ['published', 'success'],
    ['under_review', 'info'],
    ['submitted', 'info'],
  ])('status %s gives a %s notice', (status, type) => {
    expect(noticeType(status)).toBe(type);
  });

  it('builds the message with the status upper-cased and underscores as spaces', () => {
    expect(
      noticeMessage({ paperTitle: 'Graph Cuts', journalName: 'Civil Engineering', status: 'under_review' }),
    ).toBe('Your paper "Graph Cuts" in Civil Engineering has been updated to UNDER REVIEW');
    expect(noticeFor({ id: 7, paperTitle: 'P', journalName: 'J', status: 'published' })).toEqual({
      type: 'success',
      message: 'Your paper "P" in J has been updated to PUBLISHED',
      submissionId: '7',
    });
  });

  it('keeps the notice 7 s and the highlight 5 s', () => {
    expect(NOTICE_MS).toBe(7000);
    expect(HIGHLIGHT_MS).toBe(5000);
  });
});
