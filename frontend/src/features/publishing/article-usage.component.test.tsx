import { render, screen } from '@testing-library/react';
import { QueryProvider } from '../../api/query-client';
import { ArticleUsage } from './article-usage.component';
import { fetchArticleUsage } from './usage.api';

jest.mock('./usage.api', () => ({ fetchArticleUsage: jest.fn() }));

const renderUsage = () =>
  render(
    <QueryProvider>
      <dl>
        <ArticleUsage articleId="a7" />
      </dl>
    </QueryProvider>,
  );

describe('ArticleUsage', () => {
  beforeEach(() => jest.mocked(fetchArticleUsage).mockReset());

  it('shows views (investigations) and downloads (requests) to date', async () => {
    jest.mocked(fetchArticleUsage).mockResolvedValue({
      investigations: 1234,
      requests: 56,
      uniqueInvestigations: 900,
      uniqueRequests: 40,
      byMonth: [],
    });
    renderUsage();
    expect(await screen.findByTestId('article-views')).toHaveTextContent('1,234');
    expect(screen.getByTestId('article-downloads')).toHaveTextContent('56');
    expect(screen.getByText('Views')).toBeInTheDocument();
    expect(fetchArticleUsage).toHaveBeenCalledWith('a7');
  });

  it('shows nothing while the counts cannot be had', async () => {
    jest.mocked(fetchArticleUsage).mockRejectedValue(new Error('HTTP 503'));
    renderUsage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Views')).toBeNull();
  });
});
