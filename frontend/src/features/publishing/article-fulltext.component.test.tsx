import { render, screen, waitFor } from '@testing-library/react';
import { QueryProvider } from '../../api/query-client';
import { ARTICLE_DATA_ELEMENT_ID } from './article-data';
import { ArticleFullText } from './article-fulltext.component';
import { fetchArticleFullText } from './articles.api';
import { keepServerRenderedFullText } from './server-fulltext';

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

/** The server page's #root as the entry finds it before React renders: the full text inside it. */
function serverRoot(fullTextHtml: string) {
  const root = document.createElement('div');
  root.innerHTML = `<article><section class="article-fulltext"><h2>Full text</h2>${fullTextHtml}</section></article>`;
  return root;
}

const renderFor = (articleId: string) =>
  render(
    <QueryProvider>
      <ArticleFullText articleId={articleId} />
    </QueryProvider>,
  );

afterEach(() => {
  document.getElementById(ARTICLE_DATA_ELEMENT_ID)?.remove();
  keepServerRenderedFullText(document.createElement('div'));
  jest.mocked(fetchArticleFullText).mockReset();
});

it('keeps the full text the server embedded for this article, without asking the API', () => {
  embed(ARTICLE_DATA_ELEMENT_ID, { id: 'a7', title: 'T' });
  keepServerRenderedFullText(serverRoot(HTML));
  renderFor('a7');
  expect(screen.getByRole('heading', { name: 'Full text' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '#sec-1');
  expect(fetchArticleFullText).not.toHaveBeenCalled();
});

it('asks the API on a client-side visit and shows nothing for an article without full text', async () => {
  embed(ARTICLE_DATA_ELEMENT_ID, { id: 'other', title: 'T' });
  keepServerRenderedFullText(serverRoot('<div class="fulltext"><p>another article</p></div>'));
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

it('shows nothing and asks nothing when the server page of this article had no full text', () => {
  embed(ARTICLE_DATA_ELEMENT_ID, { id: 'a9', title: 'T' });
  keepServerRenderedFullText(serverRoot(''));
  const { container } = renderFor('a9');
  expect(container.textContent).toBe('');
  expect(fetchArticleFullText).not.toHaveBeenCalled();
});
