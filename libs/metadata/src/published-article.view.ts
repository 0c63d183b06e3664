// Published articles as the API answers them (snake_case authors, camelCase placement) and the SPA's
// article, archive and issue pages read them.

/** An author of a published article, in citation order. */
export interface ArticleAuthorView {
  given_names: string;
  family_name: string;
  affiliation: string | null;
  orcid: string | null;
}

/** One table-of-contents entry of `GET /api/journals/{slug}/issues/{volume}/{number}`. */
export interface IssueArticleView {
  id: string;
  title: string;
  authors: ArticleAuthorView[];
  doi: string;
  firstPage: number | null;
  lastPage: number | null;
  articleNumber: string | null;
  /**
   * The journal section it is filed under (issue 42); the answer's `sections` lists them in table-of-contents
   * order. Optional for answers from before sections.
   */
  sectionId?: string | null;
  section?: ArticleSectionView | null;
}

/** A paper's journal section as the API answers it (issue 42). */
export interface ArticleSectionView {
  id: string;
  title: string;
  /** A JATS `@article-type` (libs/journals ARTICLE_TYPES). */
  articleType: string;
}
