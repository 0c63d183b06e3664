// Views and downloads on the article page (issue 32): COUNTER's Total_Item_Investigations and
// Total_Item_Requests to date, asked again every minute while the page is open.
import { useQuery } from '@tanstack/react-query';
import { fetchArticleUsage } from './usage.api';

const USAGE_REFRESH_MS = 60_000;
const count = (n: number) => n.toLocaleString('en-GB');

export function ArticleUsage({ articleId }: { articleId: string }) {
  const usage = useQuery({
    queryKey: ['article-usage', articleId],
    queryFn: () => fetchArticleUsage(articleId),
    refetchInterval: USAGE_REFRESH_MS,
  });
  // The counts are a courtesy: while they cannot be had, the page simply shows none.
  if (!usage.data) return null;
  return (
    <>
      <dt>Views</dt>
      <dd data-testid="article-views">{count(usage.data.investigations)}</dd>
      <dt>Downloads</dt>
      <dd data-testid="article-downloads">{count(usage.data.requests)}</dd>
    </>
  );
}
