import { INITIAL_QUERY, pageNumbers, queryReducer, shownRange } from './admin-query.state';

describe('admin list state', () => {
  it('defaults to submission_date descending, page 1, 10 per page', () => {
    expect(INITIAL_QUERY).toMatchObject({ sortBy: 'submission_date', sortOrder: 'desc', page: 1, limit: 10 });
  });

  it('resets to page 1 when a filter or the page size changes', () => {
    const onPage3 = queryReducer(INITIAL_QUERY, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    for (const name of ['search', 'journal', 'status', 'dateFrom', 'dateTo'] as const) {
      const next = queryReducer(onPage3, { type: 'filter', name, value: 'x' });
      expect(next.page).toBe(1);
      expect(next[name]).toBe('x');
    }
    expect(queryReducer(onPage3, { type: 'limit', limit: 25 })).toMatchObject({ page: 1, limit: 25 });
    expect(
      queryReducer({ ...onPage3, search: 'a', status: 'published' }, { type: 'reset-filters' }),
    ).toMatchObject({
      page: 1,
      search: '',
      status: '',
    });
  });

  it('toggles the active column and starts a new column ascending', () => {
    const toggled = queryReducer(INITIAL_QUERY, { type: 'sort', field: 'submission_date' });
    expect(toggled).toMatchObject({ sortBy: 'submission_date', sortOrder: 'asc' });
    expect(queryReducer(toggled, { type: 'sort', field: 'submission_date' }).sortOrder).toBe('desc');
    const byTitle = queryReducer(INITIAL_QUERY, { type: 'sort', field: 'paper_title' });
    expect(byTitle).toMatchObject({ sortBy: 'paper_title', sortOrder: 'asc' });
    const byStatus = queryReducer({ ...byTitle, sortOrder: 'desc' }, { type: 'sort', field: 'status' });
    expect(byStatus).toMatchObject({ sortBy: 'status', sortOrder: 'asc' });
  });

  it("computes 'Showing X to Y of Z' bounds", () => {
    expect(shownRange(1, 10, 23)).toEqual({ from: 1, to: 10 });
    expect(shownRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('windows long page lists', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
