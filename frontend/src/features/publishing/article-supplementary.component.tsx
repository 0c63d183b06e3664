import { describeFileSize } from '../submit/submission.validation';
import type { ArticleSupplementaryFile } from './articles.api';

/** Issue 42 item 8: the article's supplementary files, each a plain download link; nothing without any. */
export function ArticleSupplementary({ files }: { files: readonly ArticleSupplementaryFile[] }) {
  if (files.length === 0) return null;
  return (
    <section className="article__supplementary" aria-labelledby="article-supplementary-title">
      <h2 id="article-supplementary-title">Supplementary files</h2>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.name} type={file.mediaType}>
              {file.name}
            </a>{' '}
            <span className="article__supplementary-size">({describeFileSize(file.size)})</span>
            {file.description && <> · {file.description}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
