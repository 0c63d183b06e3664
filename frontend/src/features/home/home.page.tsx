// Home (/): hero (the site settings' title and subtitle) with the journal and article search, the six service cards, the ten journals and the
// site-wide latest articles (issue 30).
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../api/site.api';
import { journalPath, useJournalList } from '../../api/journals.api';
import { JournalsLoadFailed } from '../../components/layout/journal-list-status.component';
import { journalColour } from '../../components/ui/journal-colour';
import { JournalSearch } from './journal-search.component';
import { ServiceCards } from './service-cards.component';
import { SiteLatestArticles } from './site-latest-articles.component';
import '../../styles/home.css';

export default function HomePage() {
  const journals = useJournalList();
  const site = useSiteSettings();
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{site.heroTitle}</h1>
          {site.heroSubtitle && <p className="hero__subtitle">{site.heroSubtitle}</p>}
          <JournalSearch />
        </div>
      </section>

      <div className="container">
        <ServiceCards cards={site.homeCards} />

        <section className="home-section" aria-labelledby="journals-title">
          <h2 id="journals-title" className="section-title">
            Our journals
          </h2>
          {journals.isError && (
            <p className="alert alert-error" role="alert">
              <JournalsLoadFailed query={journals} />
            </p>
          )}
          {journals.isPending && <TileSkeletons />}
          {journals.data && (
            <ul className="journal-tiles">
              {journals.data.map((journal) => (
                <li key={journal.slug}>
                  <Link to={journalPath(journal.slug)} className="journal-tile">
                    <span className="journal-tile__badge" style={{ background: journalColour(journal.slug) }}>
                      {journal.abbreviation}
                    </span>
                    <span className="journal-tile__name">{journal.fullTitle}</span>
                    <span className="journal-tile__text">{journal.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <SiteLatestArticles />
      </div>
    </div>
  );
}

/** The tiles' place while the journal list loads. */
function TileSkeletons() {
  return (
    <ul className="journal-tiles" role="status" aria-busy="true" aria-label="Loading journals">
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index} aria-hidden="true">
          <span className="journal-tile journal-tile--loading">
            <span className="skeleton skeleton-line skeleton-line--short" />
            <span className="skeleton skeleton-line skeleton-line--title" />
            <span className="skeleton skeleton-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
