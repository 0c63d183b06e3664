import { moved } from './issue-contents.component';
import { adminIssueLabel, groupIssues, type AdminIssue, type IssuePaper } from './issues-admin.api';
import { readinessOf } from './paper-readiness.component';

const issue = (over: Partial<AdminIssue>): AdminIssue => ({
  id: 'i',
  journalId: 'civil-engineering',
  volume: 1,
  number: 1,
  year: 2026,
  title: null,
  description: null,
  plannedDate: null,
  publishedAt: null,
  ...over,
});

const paper = (over: Partial<IssuePaper>): IssuePaper => ({
  id: 'p',
  title: 'Quay walls',
  authorName: 'Ada Lovelace',
  status: 'accepted',
  position: 1,
  firstPage: null,
  lastPage: null,
  doi: null,
  licence: null,
  galley: false,
  heldByUnpublishing: false,
  ...over,
});

describe('the Issues page', () => {
  it('groups issues into future, the current (newest published) and back issues', () => {
    const groups = groupIssues([
      issue({ id: 'old', publishedAt: '2025-06-01T00:00:00.000Z' }),
      issue({ id: 'next' }),
      issue({ id: 'new', publishedAt: '2026-01-10T00:00:00.000Z' }),
      issue({ id: 'older', publishedAt: '2024-06-01T00:00:00.000Z' }),
    ]);
    expect(groups.future.map((i) => i.id)).toEqual(['next']);
    expect(groups.current.map((i) => i.id)).toEqual(['new']);
    expect(groups.back.map((i) => i.id)).toEqual(['old', 'older']);
  });

  it('moves a paper up or down one place, or to where it is dropped', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('tells what each paper has before publishing: DOI, licence and galley', () => {
    expect(readinessOf(paper({}))).toEqual({
      doi: 'assigned at publication',
      licence: "not chosen: the journal's default licence applies",
      galley: 'no PDF galley',
    });
    expect(readinessOf(paper({ doi: '10.5555/ce.2026.00001', licence: 'CC BY 4.0', galley: true }))).toEqual({
      doi: '10.5555/ce.2026.00001',
      licence: 'CC BY 4.0',
      galley: 'PDF galley uploaded',
    });
  });

  it('labels an issue as the public pages do', () => {
    expect(adminIssueLabel(issue({ volume: 3, number: 2, title: 'Bridges' }))).toBe(
      'Vol. 3, No. 2 (2026): Bridges',
    );
    expect(adminIssueLabel(issue({}))).toBe('Vol. 1, No. 1 (2026)');
  });
});
