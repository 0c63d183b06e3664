import { render, screen, waitFor } from '@testing-library/react';
import { QueryProvider } from '../../api/query-client';
import { ARTICLE_DATA_ELEMENT_ID } from './article-data';
import { ArticleFullText, ARTICLE_FULLTEXT_ELEMENT_ID } from './article-fulltext.component';
import { fetchArticleFullText } from './articles.api';

jest.mock('./articles.api', () => ({ fetchArticleFullText: jest.fn() }));

const HTML =
  '<div class="fulltext"><nav class="fulltext-contents" aria-label="Contents"><ol><li><a href="#sec-1">Introduction</a></li></ol></nav>' +
  '<section id="sec-1"><h2>Introduction</h2><p>Timber frames.</p></section></div>';

function embed(id: string, content: unknown) {
  const script = document.createElement('script');
  script.id = id;
  script.type = 'application/json';
  script.textContent = JSON.stringify(content);
  document.body.append(script);
}

const renderFor = (articleId: string) =>
  render(
    <QueryProvider>
      <ArticleFullText articleId={articleId} />
    </QueryProvider>,
  );

afterEach(() => {
  document.getElementById(ARTICLE_DATA_ELEMENT_ID)?.remove();
  document.getElementById(ARTICLE_FULLTEXT_ELEMENT_ID)?.remove();
  jest.mocked(fetchArticleFullText).mockReset();
});

it('keeps the full text the server embedded for this article, without asking the API', () => {
  embed(ARTICLE_DATA_ELEMENT_ID, { id: 'a7', title: 'T' });
  embed(ARTICLE_FULLTEXT_ELEMENT_ID, { html: HTML });
  renderFor('a7');
  expect(screen.getByRole('heading', { name: 'Full text' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '#sec-1');
  expect(fetchArticleFullText).not.toHaveBeenCalled();
});

it('asks the API on a client-side visit and shows nothing for an article without full text', async () => {
  embed(ARTICLE_DATA_ELEMENT_ID, { id: 'other', title: 'T' });
  embed(ARTICLE_FULLTEXT_ELEMENT_ID, { html: '<p>another article</p>' });
  jest.mocked(fetchArticleFullText).mockResolvedValueOnce(HTML).mockResolvedValueOnce(null);
  const first = renderFor('a7');
  await waitFor(() => expect(screen.getByText('Timber frames.')).toBeTruthy());
  expect(screen.queryByText('another article')).toBeNull();
  expect(fetchArticleFullText).toHaveBeenCalledWith('a7');
  first.unmount();
  const { container } = renderFor('a8');
  await waitFor(() => expect(fetchArticleFullText).toHaveBeenCalledWith('a8'));
  expect(container.textContent).toBe('');
});
