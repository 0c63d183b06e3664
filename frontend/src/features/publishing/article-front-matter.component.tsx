// The parts of an article's front matter the article page and the proof page (issue 42) both show, so a
// proof reads as the published page will: abstract paragraphs, keywords, the licence link.

export function ArticleAbstract({ abstract }: { abstract: string }) {
  if (!abstract) return null;
  return (
    <section className="article__abstract" aria-labelledby="abstract-title">
      <h2 id="abstract-title">Abstract</h2>
      {abstract.split(/\n+/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

export function ArticleKeywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="keywords-title">
      <h2 id="keywords-title">Keywords</h2>
      <ul className="article__keywords">
        {keywords.map((keyword) => (
          <li key={keyword}>{keyword}</li>
        ))}
      </ul>
    </section>
  );
}

export function ArticleLicence({ licence, url }: { licence: string; url: string }) {
  return (
    <a className="article__licence" href={url} rel="license">
      {licence}
    </a>
  );
}
