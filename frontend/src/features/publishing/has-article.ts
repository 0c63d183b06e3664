import type { StatusChange } from '../../api/profile.api';

/**
 * Whether a paper can have an article: only once it was published (a withdrawn article stays, so a
 * paper published and then withdrawn still has one). The status says so before the article is asked for.
 */
export function hasArticle(status: string, history: readonly Pick<StatusChange, 'to_status'>[]): boolean {
  return status === 'published' || history.some((change) => change.to_status === 'published');
}
