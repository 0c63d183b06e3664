import type { EventPayload } from '@journal/events';

/** One author of an article as publishing.article_changed.v1 carries it, in citation order. */
export type ArticleAuthor = EventPayload<'publishing.article_changed.v1'>['authors'][number];

export const fullName = (a: Pick<ArticleAuthor, 'givenNames' | 'familyName'>) =>
  `${a.givenNames} ${a.familyName}`;

/** A public article as this service knows it (the articles read model). */
export interface KnownArticle {
  id: string;
  journalSlug: string;
  withdrawal: { kind: 'retraction' | 'withdrawal' | null; reason: string | null } | null;
}
