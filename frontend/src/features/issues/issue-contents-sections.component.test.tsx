import { fireEvent, render, screen, within } from '@testing-library/react';
import { IssueContents, reordered } from './issue-contents.component';
import type { IssuePaper } from './issues-admin.api';
import { groupBySection } from '../publishing/toc-sections';

const EDITORIALS = { id: 's-ed', title: 'Editorials', articleType: 'editorial' };
const ARTICLES = { id: 's-art', title: 'Research articles', articleType: 'research-article' };
const paper = (id: string, title: string, section: typeof ARTICLES, position: number): IssuePaper => ({
  id,
  title,
  authorName: 'Ada Lovelace',
  status: 'accepted',
  position,
  firstPage: null,
  lastPage: null,
  doi: null,
  licence: null,
  galley: false,
  heldByUnpublishing: false,
  sectionId: section.id,
  section,
});
// As the API answers them: by section order, then position.
const PAPERS = [
  paper('e1', 'Editorial', EDITORIALS, 3),
  paper('a1', 'Quay walls', ARTICLES, 1),
  paper('a2', 'Sea locks', ARTICLES, 2),
  paper('a3', 'Dykes', ARTICLES, 4),
];

/** Issue 42: the manager's Issues page shows section headings and orders papers within a section. */
describe('the Issues page table of contents with sections', () => {
  const renderContents = (onReorder = jest.fn()) => {
    render(
      <IssueContents
        papers={PAPERS}
        sections={[EDITORIALS, ARTICLES]}
        busy={false}
        canRemove
        onReorder={onReorder}
        onRemove={jest.fn()}
      />,
    );
    return onReorder;
  };

  it("puts each paper under its section's heading, in the sections' order", () => {
    renderContents();
    const toc = screen.getByRole('list', { name: 'Table of contents' });
    expect(
      within(toc)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Editorials', 'Research articles']);
    const research = within(toc).getByRole('list', { name: 'Research articles' });
    expect([...research.querySelectorAll('.issues-toc__title')].map((t) => t.textContent)).toEqual([
      'Quay walls',
      'Sea locks',
      'Dykes',
    ]);
  });

  it('moves a paper up or down within its section only, and sends the whole order', () => {
    const onReorder = renderContents();
    // The first of a section cannot go up into the section before; the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move up: Quay walls' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Editorial' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Dykes' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Dykes' }));
    const [order, move] = onReorder.mock.calls[0]!;
    expect((order as IssuePaper[]).map((p) => p.id)).toEqual(['e1', 'a1', 'a3', 'a2']);
    expect(move).toMatchObject({ place: 2, count: 3, section: 'Research articles' });
  });

  it('drags a paper onto another of its section, and ignores a drop onto another section', () => {
    const onReorder = renderContents();
    const row = (title: string) => screen.getByText(title).closest('li')!;
    fireEvent.dragStart(row('Quay walls'));
    fireEvent.drop(row('Editorial'));
    expect(onReorder).not.toHaveBeenCalled();
    fireEvent.dragStart(row('Quay walls'));
    fireEvent.drop(row('Dykes'));
    expect((onReorder.mock.calls[0]![0] as IssuePaper[]).map((p) => p.id)).toEqual(['e1', 'a2', 'a3', 'a1']);
  });

  it('keeps one list without headings for an answer without sections', () => {
    const plain = PAPERS.map(({ sectionId: _s, section: _t, ...p }) => p);
    render(
      <IssueContents
        papers={plain}
        busy={false}
        canRemove={false}
        onReorder={jest.fn()}
        onRemove={jest.fn()}
      />,
    );
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    const toc = screen.getByRole('list', { name: 'Table of contents' });
    expect(toc.querySelectorAll('.issues-toc__title')).toHaveLength(4);
  });

  it("shows no heading for an issue with one section (a fresh install's journals), and says the place as before", () => {
    const onReorder = jest.fn();
    const articles = PAPERS.filter((p) => p.sectionId === ARTICLES.id);
    render(
      <IssueContents
        papers={articles}
        sections={[ARTICLES]}
        busy={false}
        canRemove
        onReorder={onReorder}
        onRemove={jest.fn()}
      />,
    );
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Sea locks' }));
    expect(onReorder.mock.calls[0]![1]).toMatchObject({ place: 1, count: 3, section: null });
  });

  it('reorders within one group and leaves the others as they are', () => {
    const groups = groupBySection(PAPERS, [EDITORIALS, ARTICLES]);
    expect(reordered(groups, 1, 0, 2).map((p) => p.id)).toEqual(['e1', 'a2', 'a3', 'a1']);
  });
});
