// /articles/:articleId: the public article. The server sends the page first (crawlers and reference
// managers read its head and body without JavaScript); this page then takes over #root, with the data
// the server embedded, and adds what needs a browser: the citations the API formats, Copy buttons.
import { Link, useParams } from 'react-router-dom';
import { isApiError, serverMessageOr } from '../../api/client';
import { Spinner } from '../../components/ui/spinner.component';
import { ArticleAuthors } from './article-authors.component';
import { ArticleAbstract, ArticleKeywords, ArticleLicence } from './article-front-matter.component';
import { ArticleUsage } from './article-usage.component';
import { ArticleFullText } from './article-fulltext.component';
import type { ArticleDetail } from './articles.api';
import { CiteArticle } from './cite-article.component';
import { ArticleSupplementary } from './article-supplementary.component';
import { pagesLabel } from './issues.api';
import { useArticle } from './use-article.hook';
import './article.css';

export const ARTICLE_NOT_FOUND_TEXT = 'Article not found.';
/** The server's 410 page says the same (services/publishing article-page.view.ts WITHDRAWN_NOTICE). */
export const ARTICLE_WITHDRAWN_TEXT = 'This article has been withdrawn and is no longer available.';
/** The server's notice for an article whose issue was unpublished (article-page.view.ts UNPUBLISHED_NOTICE). */
export const ARTICLE_UNPUBLISHED_TEXT =
  'The issue of this article has been unpublished; the article will be available again when the issue is republished.';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function ArticleDate({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <time dateTime={iso.slice(0, 10)}>{longDate(iso)}</time>
      </dd>
    </>
  );
}

/** "Vol. 3, No. 2 (2026), pp. 10-24" (linking to the issue) or the article number; nothing when neither. */
function ArticlePlacement({ article }: { article: ArticleDetail }) {
  const { issue, articleNumber } = article;
  const pages = pagesLabel({
    firstPage: article.firstPage ?? null,
    lastPage: article.lastPage ?? null,
    articleNumber: articleNumber ?? null,
  });
  if (!issue && !pages) return null;
  return (
    <p className="article__placement">
      {issue && (
        <Link to={`/journals/${article.journal.id}/issues/${issue.volume}/${issue.number}`}>
          Vol. {issue.volume}, No. {issue.number} ({issue.year})
        </Link>
      )}
      {issue && pages && ', '}
      {pages && (article.firstPage != null ? pages : `Article ${pages}`)}
    </p>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  return (
    <article className="article">
      <p className="article__journal">
        <Link to={`/journals/${article.journal.id}`}>{article.journal.name}</Link>
      </p>
      <ArticlePlacement article={article} />
      {article.section && <p className="article__section">{article.section.title}</p>}
      <h1 className="article__title">{article.title}</h1>
      <ArticleAuthors authors={article.authors} />
      <dl className="article__facts">
        <ArticleDate label="Received" iso={article.received_at} />
        <ArticleDate label="Accepted" iso={article.accepted_at} />
        <ArticleDate label="Published" iso={article.published_at} />
        <dt>DOI</dt>
        <dd>
          <a href={article.doi_url}>{article.doi_url}</a>
        </dd>
        <dt>Licence</dt>
        <dd>
          <ArticleLicence licence={article.licence} url={article.licence_url} />
        </dd>
        <ArticleUsage articleId={article.id} />
      </dl>
      {article.galley && (
        <p>
          <a className="btn btn-primary" href={article.galley.url} type="application/pdf">
            Download PDF
          </a>
        </p>
      )}
      <ArticleAbstract abstract={article.abstract} />
      <ArticleKeywords keywords={article.keywords} />
      <ArticleFullText articleId={article.id} />
      <ArticleSupplementary files={article.supplementaryFiles ?? []} />
      <CiteArticle article={article} />
    </article>
  );
}

export default function ArticlePage() {
  const articleId = useParams().articleId ?? '';
  const article = useArticle(articleId);

  if (article.data) return <ArticleView article={article.data} />;
  if (article.isPending) {
    return (
      <div className="article" aria-busy="true">
        <p>
          <Spinner size="small" /> Loading article…
        </p>
      </div>
    );
  }
  const status = isApiError(article.error) ? article.error.status : 0;
  // Its issue was unpublished (it comes back with the issue): the server's own sentence, not "withdrawn".
  const unpublished =
    isApiError(article.error) &&
    article.error.serverMessage?.startsWith(ARTICLE_UNPUBLISHED_TEXT.slice(0, 40));
  return (
    <div className="article">
      {status === 410 ? (
        <>
          <h1 className="article__title">{unpublished ? 'Article not available' : 'Article withdrawn'}</h1>
          <p role="alert" className="article__notice">
            {unpublished ? ARTICLE_UNPUBLISHED_TEXT : ARTICLE_WITHDRAWN_TEXT}
          </p>
        </>
      ) : status === 404 ? (
        <h1 className="article__title">{ARTICLE_NOT_FOUND_TEXT}</h1>
      ) : (
        <p role="alert" className="article__error">
          {serverMessageOr(
            article.error,
            'The article could not be loaded. Please check your connection and reload the page.',
          )}
        </p>
      )}
    </div>
  );
}
