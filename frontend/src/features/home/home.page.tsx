// Home (/): hero with the journal search, the six service cards and the ten journals.
import { Link } from 'react-router-dom';
import { HOME_HERO } from '../../content/home.content';
import { JOURNALS, journalPath } from '../../content/journals.content';
import { JournalSearch } from './journal-search.component';
import { ServiceCards } from './service-cards.component';
import '../../styles/home.css';

export default function HomePage() {
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{HOME_HERO.title}</h1>
          <p className="hero__subtitle">{HOME_HERO.subtitle}</p>
          <JournalSearch />
        </div>
      </section>

      <div className="container">
        <ServiceCards />

        <section className="home-section" aria-labelledby="journals-title">
          <h2 id="journals-title" className="section-title">
            Our journals
          </h2>
          <ul className="journal-tiles">
            {JOURNALS.map((journal) => (
              <li key={journal.id}>
                <Link to={journalPath(journal.id)} className="journal-tile">
                  <span className="journal-tile__badge" style={{ background: journal.color }}>
                    {journal.abbreviation}
                  </span>
                  <span className="journal-tile__name">{journal.fullName}</span>
                  <span className="journal-tile__text">{journal.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
